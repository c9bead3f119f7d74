import type { Db } from '../../db/db.js';

/** The company's own row for a day (a day off, cuti bersama, or a removed national day), if any. */
export const companyDay = (db: Db, company: string, date: string) =>
  db.one<{ kind: string; name: string }>(
    'SELECT kind, name FROM company_holidays WHERE comp_kd = $1 AND day = $2::date',
    [company, date],
  );

export const saveCompanyDay = (
  db: Db,
  company: string,
  day: { date: string; kind: string; name: string; counts_against_leave: boolean },
) =>
  db.query(
    `INSERT INTO company_holidays (comp_kd, day, kind, name, counts_against_leave) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (comp_kd, day) DO UPDATE SET kind = EXCLUDED.kind, name = EXCLUDED.name, counts_against_leave = EXCLUDED.counts_against_leave`,
    [company, day.date, day.kind, day.name, day.counts_against_leave],
  );

export const deleteCompanyDay = (db: Db, company: string, date: string) =>
  db.query('DELETE FROM company_holidays WHERE comp_kd = $1 AND day = $2::date', [company, date]);
