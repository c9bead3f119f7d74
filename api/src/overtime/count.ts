import type { Day } from '../workdays/day.js';
import { overtimePay, roundOvertime, type OvertimeDay, type OvertimePay } from './multiplier.js';

/**
 * What approved overtime counts on one day (docs/rules.md §13), from the day engine's answer for it:
 * the time clocked beyond the shift instance (before its start or after its end, so a night shift's
 * overtime past 06:00 the next morning counts on the evening it started) — or every clocked minute on a
 * rest day or holiday — capped by the approved minutes, then rounded by the company's rule. Pure.
 */

export interface OvertimeCountInput {
  day: Pick<Day, 'working' | 'holiday' | 'sessions' | 'shift_start' | 'shift_end'>;
  /** Minutes the approval allows on the day (planned end − planned start); 0 when nothing is approved. */
  approved_minutes: number;
  /** The person's week: 5 or 6 working days. */
  week_days: 5 | 6;
  holiday_on_shortest_day: boolean;
  /** The company's rounding rule: 0 counts every minute, N whole N-minute blocks. */
  rounding_minutes: number;
}

export interface OvertimeCount extends OvertimePay {
  day_type: OvertimeDay['day_type'];
  /** Minutes clocked beyond the shift (or on the rest day / holiday), before the cap and the rounding. */
  worked_minutes: number;
}

const minuteOf = (time: number) => Math.floor(time / 60_000);

/** Whole minutes of [from, to) outside [start, end). */
function outside(from: number, to: number, start: number, end: number): number {
  const before = Math.max(0, Math.min(to, start) - from);
  const after = Math.max(0, to - Math.max(from, end));
  return before + after;
}

/** Minutes clocked outside the shift instance on a working day, or all clocked minutes on another day (complete sessions only). */
export function minutesBeyondShift(day: OvertimeCountInput['day']): number {
  const start = minuteOf(day.shift_start.getTime());
  const end = minuteOf(day.shift_end.getTime());
  let minutes = 0;
  for (const session of day.sessions) {
    if (!session.in || !session.out) continue;
    const from = minuteOf(session.in.getTime());
    const to = minuteOf(session.out.getTime());
    if (to <= from) continue;
    minutes += day.working ? outside(from, to, start, end) : to - from;
  }
  return minutes;
}

export function countOvertime(input: OvertimeCountInput): OvertimeCount {
  const dayType = input.day.working ? 'working' : 'rest';
  const worked = minutesBeyondShift(input.day);
  const counted = roundOvertime(Math.min(worked, Math.max(0, input.approved_minutes)), input.rounding_minutes);
  const pay = overtimePay(
    { day_type: dayType, week_days: input.week_days, holiday_on_shortest_day: input.holiday_on_shortest_day },
    counted,
  );
  return { ...pay, day_type: dayType, worked_minutes: worked };
}

/** A week of 6 working days or of 5, from the schedule's weekdays (6 or more → 6). */
export const weekDaysOf = (weekdays: number[]): 5 | 6 => (weekdays.length >= 6 ? 6 : 5);
