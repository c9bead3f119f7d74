/** What a day of the Attendance Log shows (rules §2 Live, rules §4 "a day shows dashes for the missing half"). */
export interface DayStamp {
  /** true is Clock In, false is Clock Out. */
  clocking: boolean;
  /** HH:mm, Jakarta. */
  time: string;
}

/** What a missing clock-in or clock-out shows. */
export const MISSING_TIME = '--:--';

/** The day's clock-in and clock-out times, each a dash when that half is missing. */
export function dayTimes(stamps: readonly DayStamp[]): { clockIn: string; clockOut: string } {
  const clockIn = stamps.find((stamp) => stamp.clocking)?.time;
  const clockOut = stamps.findLast((stamp) => !stamp.clocking)?.time;
  return { clockIn: clockIn || MISSING_TIME, clockOut: clockOut || MISSING_TIME };
}

/**
 * Whether a day shows the Details link to its list: any day with a record (issue 46: only days of
 * more than 2 opened, so a normal day's own selfie, place and note could not be seen).
 */
export const hasDayDetails = (recordCount: number) => recordCount > 0;

/**
 * Days newest first, one entry per Jakarta day (yyyy-mm-dd): the log as the api answers it. The
 * web keeps the order the api sends; this only merges a day the api might repeat and sorts.
 */
export function byDayNewestFirst<T extends { date: string }>(days: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const day of days) if (!seen.has(day.date)) seen.set(day.date, day);
  return [...seen.values()].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
