import type { Db } from '../db/db.js';
import { indonesianCutiBersama, indonesianNationalHolidays } from '../lib/national-holidays.js';
import type { Holiday } from './day.js';

/** A day the government decreed (a national holiday, or a cuti bersama day of the SKB), with the decree. */
export type DecreedDay = Holiday & { source: string | null };

const byYear = new Map<number, DecreedDay[]>();

/**
 * The days the government decreed for a year, once per year: Indonesia's national holidays (the
 * SKB's list, or date-holidays' rules named as the SKB does) and the SKB's cuti bersama days. A
 * company observes each until HR removes it. A decreed cuti bersama day is a day off that does not
 * move the leave ledger: whether the company takes it from annual leave (the SKB's "mengurangi hak
 * cuti tahunan", fakultatif for a private company by the Menaker circular) is the company's setting,
 * not shipped here (docs/rules.md §10); a day HR adds as counting against leave is deducted.
 */
export function decreedDays(year: number): DecreedDay[] {
  let days = byYear.get(year);
  if (!days) {
    days = [
      ...indonesianNationalHolidays(year).map(({ date, name, source }) => ({
        date,
        name,
        kind: 'national' as const,
        counts_against_leave: false,
        source: source ?? null,
      })),
      ...indonesianCutiBersama(year).map(({ date, name, source }) => ({
        date,
        name,
        kind: 'cuti_bersama' as const,
        counts_against_leave: false,
        source: source ?? null,
      })),
    ].sort((a, b) => a.date.localeCompare(b.date));
    byYear.set(year, days);
  }
  return days;
}

/** Indonesia's national public holidays of a year (the SKB's list, or date-holidays' rules named as the SKB does). */
export const nationalHolidays = (year: number): DecreedDay[] =>
  decreedDays(year).filter((day) => day.kind === 'national');

/** The decreed day on a date (national or cuti bersama), if any. */
export const decreedOn = (date: string) =>
  decreedDays(Number(date.slice(0, 4))).find((holiday) => holiday.date === date);

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

/** The holidays a company observes in [from, to], by date: decreed ones it has not removed, and its own. */
export async function holidaysBetween(
  db: Db,
  company: string,
  from: string,
  to: string,
): Promise<Map<string, Holiday>> {
  const days = new Map<string, Holiday>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const { source: _source, ...holiday } of decreedDays(year))
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
