import { jakartaDate, TIME_ZONE, zoneOffsetMinutes } from '../lib/jakarta.js';

const DAY_MS = 24 * 3600 * 1000;
/** A phone whose clock runs a little ahead of the server's may still pick "now". */
const CLOCK_SKEW_MS = 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * The instant of a wall-clock date (yyyy-mm-dd) and time (HH:mm or HH:mm:ss) in a zone (Jakarta by
 * default; Indonesia keeps no daylight saving, so each maps to one instant), or null when either is not real.
 */
export function jakartaInstant(date: string, time: string, zone: string = TIME_ZONE): Date | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (
    calendar.getUTCFullYear() !== year ||
    calendar.getUTCMonth() !== month - 1 ||
    calendar.getUTCDate() !== dayOfMonth
  ) {
    return null;
  }
  const [hours, minutes, seconds = 0] = clock.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const wall = Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds);
  return new Date(wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000);
}

/** The window unless HR sets another (companies.correction_window_days): the spec's "yesterday to now". */
export const DEFAULT_WINDOW_DAYS = 1;
/** The widest window HR may set: a month of calendar days. */
export const MAX_WINDOW_DAYS = 31;

/** The latest monthly cut-off day HR may choose: one every month has. */
export const MAX_CUTOFF_DAY = 28;

/**
 * How far back a correction may reach (rules §9): `days` calendar days back, or — when `cutoff_day`
 * is set — a month's clockings stay open until the end of that day of the next month.
 */
export interface WindowRule {
  days: number;
  cutoff_day: number | null;
}

const firstOfMonth = (day: string, monthsBack: number) => {
  const [year, month] = day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - monthsBack, 1));
  return first.toISOString().slice(0, 10);
};

/**
 * The span a correction may fall in (rules §9), in the person's zone, up to now:
 * - days back: from 00:00 of the calendar day `days` before today. Calendar days, not working days: a
 *   Friday is 3 days before a Monday.
 * - a monthly cut-off day C: from 00:00 of the 1st of last month while today is on or before the C-th,
 *   from 00:00 of the 1st of this month after it. So with C = 25 a clocking of November may be corrected
 *   up to 25 December 23:59, and no longer from 26 December.
 */
export function correctionWindow(
  now: Date,
  rule: number | WindowRule = DEFAULT_WINDOW_DAYS,
  zone: string = TIME_ZONE,
): { from: Date; to: Date } {
  const { days, cutoff_day } = typeof rule === 'number' ? { days: rule, cutoff_day: null } : rule;
  const today = jakartaDate(now, zone);
  if (cutoff_day !== null) {
    const monthsBack = Number(today.slice(8, 10)) <= cutoff_day ? 1 : 0;
    return { from: jakartaInstant(firstOfMonth(today, monthsBack), '00:00', zone)!, to: now };
  }
  const startOfToday = jakartaInstant(today, '00:00', zone)!;
  return { from: new Date(startOfToday.getTime() - days * DAY_MS), to: now };
}

export function isInCorrectionWindow(
  instant: Date,
  now: Date,
  rule: number | WindowRule = DEFAULT_WINDOW_DAYS,
  zone: string = TIME_ZONE,
): boolean {
  const { from, to } = correctionWindow(now, rule, zone);
  return instant.getTime() >= from.getTime() && instant.getTime() <= to.getTime() + CLOCK_SKEW_MS;
}
