import { jakartaDate, jakartaHourMinute, zoneInstant } from '../lib/jakarta.js';
import type { Day } from '../workdays/index.js';
import type { ReminderKind, ReminderSettings } from './queries.js';

const MINUTE = 60_000;

/** A reminder due to a person: its kind, the day it is about, and the wall-clock time it names. */
export interface DueReminder {
  kind: ReminderKind;
  day: string;
  /** HH:mm on the person's wall clock: the shift's start or end, or the digest's time. */
  at: string;
}

/** A day that reminds: one the person is expected to work (a scheduled weekday, no holiday, employed) and not on approved leave. */
const remindsOn = (day: Day) => day.working && day.employed && day.leave === null;

const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The reminders due to one person at `now`, from their days (workdays daysOf, read in their zone),
 * before the ledger is asked which were sent. Pure (the rules of docs/reminders-and-announcements.md):
 *
 * - clock-in: `clock_in_minutes` after the shift's start with no clock-in for the shift, until the
 *   shift ends (a reminder after that would come too late to save the day);
 * - clock-out: `clock_out_minutes` after the shift's end with the last session still open, until the
 *   window for a clock-out closes (after it the day reads "No clock-out" anyway);
 * - digest (approvers only): at `digest_time` on the person's own wall clock on their working day
 *   today, until their shift ends; whether anything waits is asked afterwards.
 *
 * None on a day off, a holiday, a day on approved leave or outside the person's employment.
 */
export function dueReminders(days: Day[], settings: ReminderSettings, now: Date, approver: boolean): DueReminder[] {
  const due: DueReminder[] = [];
  const time = now.getTime();
  for (const day of days.filter(remindsOn)) {
    const start = day.shift_start.getTime();
    const end = day.shift_end.getTime();
    if (
      settings.clock_in_minutes !== null &&
      day.first_in === null &&
      time >= start + settings.clock_in_minutes * MINUTE &&
      time < end
    )
      due.push({ kind: 'clock_in', day: day.date, at: jakartaHourMinute(day.shift_start, day.time_zone) });
    const last = day.sessions.at(-1);
    if (
      settings.clock_out_minutes !== null &&
      last?.in != null &&
      last.out === null &&
      !day.missing_clock_out &&
      time >= end + settings.clock_out_minutes * MINUTE
    )
      due.push({ kind: 'clock_out', day: day.date, at: jakartaHourMinute(day.shift_end, day.time_zone) });
    if (
      approver &&
      settings.digest_time !== null &&
      day.date === jakartaDate(now, day.time_zone) &&
      time >= zoneInstant(day.date, minutesOfTime(settings.digest_time), day.time_zone).getTime() &&
      time < end
    )
      due.push({ kind: 'digest', day: day.date, at: settings.digest_time });
  }
  return due;
}
