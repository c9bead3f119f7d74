import { jakartaDate } from '../lib/jakarta.js';

/** Jakarta keeps UTC+7 all year (no daylight saving), so a wall-clock time maps to one instant. */
const WIB_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
/** A phone whose clock runs a little ahead of the server's may still pick "now". */
const CLOCK_SKEW_MS = 60 * 1000;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** The instant of a Jakarta date (yyyy-mm-dd) and time (HH:mm or HH:mm:ss), or null when either is not real. */
export function jakartaInstant(date: string, time: string): Date | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number);
  const calendar = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== dayOfMonth) {
    return null;
  }
  const [hours, minutes, seconds = 0] = clock.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  return new Date(Date.UTC(year, month - 1, dayOfMonth, hours, minutes, seconds) - WIB_OFFSET_MS);
}

/** The window unless HR sets another (companies.correction_window_days): the spec's "yesterday to now". */
export const DEFAULT_WINDOW_DAYS = 1;
/** The widest window HR may set: a month of calendar days. */
export const MAX_WINDOW_DAYS = 31;

/**
 * The span a correction may fall in (rules §9): from 00:00 of the calendar day `days` before today
 * to now, Jakarta time. Calendar days, not working days: a Friday is 3 days before a Monday.
 */
export function correctionWindow(now: Date, days = DEFAULT_WINDOW_DAYS): { from: Date; to: Date } {
  const startOfToday = jakartaInstant(jakartaDate(now), '00:00')!;
  return { from: new Date(startOfToday.getTime() - days * DAY_MS), to: now };
}

export function isInCorrectionWindow(instant: Date, now: Date, days = DEFAULT_WINDOW_DAYS): boolean {
  const { from, to } = correctionWindow(now, days);
  return instant.getTime() >= from.getTime() && instant.getTime() <= to.getTime() + CLOCK_SKEW_MS;
}
