import { formatJakarta } from '../../../lib/jakarta';

/** Jakarta keeps UTC+7 all year (no daylight saving), so a wall-clock time is one instant. */
const WIB_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The instant of a Jakarta day (yyyy-mm-dd) at a 24-hour time (HH:mm), or null when either is not real. */
export function jakartaInstant(date: string, time: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, dayOfMonth, Number(clock[1]), Number(clock[2]));
  const check = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== dayOfMonth) return null;
  return new Date(utc - WIB_OFFSET_MS);
}

/** The window unless the company sets another: the spec's "yesterday to now" (rules §9). */
export const DEFAULT_WINDOW_DAYS = 1;

/**
 * What the Request modal's pickers allow (rules §9): from 00:00 of the calendar day `windowDays`
 * before today (the company's setting, 1 — yesterday — by default) to now, Jakarta time. Days are
 * yyyy-mm-dd and times HH:mm, as native date and time inputs take them for min and max; `days` is
 * every day of the window, the oldest first.
 */
export function correctionWindow(now: Date, windowDays = DEFAULT_WINDOW_DAYS) {
  const today = formatJakarta(now, 'yyyy-MM-dd');
  const startOfToday = jakartaInstant(today, '00:00')!.getTime();
  const from = new Date(startOfToday - windowDays * DAY_MS);
  const days = Array.from({ length: windowDays + 1 }, (_, index) =>
    formatJakarta(startOfToday - (windowDays - index) * DAY_MS, 'yyyy-MM-dd'),
  );
  return {
    from,
    to: now,
    minDate: formatJakarta(from, 'yyyy-MM-dd'),
    maxDate: today,
    maxTimeToday: formatJakarta(now, 'HH:mm'),
    days,
  };
}

/** Whether a picked day and time falls in the window; the time is to the minute, so "now" itself is in. */
export function isInCorrectionWindow(date: string, time: string, now: Date, windowDays = DEFAULT_WINDOW_DAYS): boolean {
  const instant = jakartaInstant(date, time);
  if (!instant) return false;
  const { from } = correctionWindow(now, windowDays);
  const nowToTheMinute = jakartaInstant(formatJakarta(now, 'yyyy-MM-dd'), formatJakarta(now, 'HH:mm'))!;
  return instant.getTime() >= from.getTime() && instant.getTime() <= nowToTheMinute.getTime();
}
