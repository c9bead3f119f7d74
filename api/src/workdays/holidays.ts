import type { Db } from '../db/db.js';
import { indonesianNationalHolidays } from '../lib/national-holidays.js';
import type { Holiday } from './day.js';

const byYear = new Map<number, Holiday[]>();

/** Indonesia's national public holidays of a year (the SKB's list, or date-holidays' rules named as the SKB does), once per year. */
export function nationalHolidays(year: number): Holiday[] {
  let days = byYear.get(year);
  if (!days) {
    days = indonesianNationalHolidays(year).map(({ date, name }) => ({
      date,
      name,
      kind: 'national' as const,
      counts_against_leave: false,
    }));
    byYear.set(year, days);
  }
  return days;
}

/** A company's own rows: its days off, its cuti bersama days, and the national days it does not observe. */
export interface CompanyHolidayRow {
  day: string;
  kind: 'company' | 'cuti_bersama' | 'removed';
  name: string;
  counts_against_leave: boolean;
}

export const companyHolidayRows = (db: Db, company: string, from: string, to: string) =>
  db.query<CompanyHolidayRow>(
    `SELECT day, kind, name, counts_against_leave FROM company_holidays
     WHERE comp_kd = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
    [company, from, to],
  );

/** The holidays a company observes in [from, to], by date: national ones it has not removed, and its own. */
export async function holidaysBetween(
  db: Db,
  company: string,
  from: string,
  to: string,
): Promise<Map<string, Holiday>> {
  const days = new Map<string, Holiday>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const holiday of nationalHolidays(year))
      if (holiday.date >= from && holiday.date <= to) days.set(holiday.date, holiday);
  }
  for (const row of await companyHolidayRows(db, company, from, to)) {
    if (row.kind === 'removed') days.delete(row.day);
    else
      days.set(row.day, {
        date: row.day,
        name: row.name,
        kind: row.kind,
        counts_against_leave: row.counts_against_leave,
      });
  }
  return days;
}
