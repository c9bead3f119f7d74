import { REST_BREAK } from '../lib/legal-rules.js';
import type { Session } from '../workdays/day.js';
import { overtimePay, roundOvertime, type OvertimeDay, type OvertimePay } from './multiplier.js';

/**
 * What an overtime order counts (docs/rules.md §13 "Counting"): the minutes clocked inside its window
 * — real instants, PP 35/2021 art. 28(1): overtime is the employer's order — and outside every shift
 * the person works, whichever shift day the clockings belong to, so a night worker's 06:00–08:00 asked
 * for that morning counts the morning, and an early arrival counts only inside an order of its own.
 * Then the company's rounding, then the tiers of art. 31. Pure.
 */

export interface Span {
  start: Date;
  end: Date;
}

export interface OvertimeCountInput {
  /** The order's window: its planned start and end. */
  window: Span;
  /** The person's in/out pairs around the window, of any shift day (complete ones count). */
  sessions: Pick<Session, 'in' | 'out'>[];
  /** The shift instances of the person's working days around the window: time inside them is not overtime. */
  shifts: Span[];
  /** Only an approved order counts. */
  approved: boolean;
  day: OvertimeDay;
  /** The company's rounding rule: 0 counts every minute, N whole N-minute blocks. */
  rounding_minutes: number;
  /** Where the company deducts the break of UU 13/2003 art. 79(2)(a) from a rest day's continuous work (its setting; off by default). */
  rest_day_break: boolean;
}

export interface OvertimeCount extends OvertimePay {
  day_type: OvertimeDay['day_type'];
  /** Minutes clocked inside the window and outside the shift, before the approval, the break and the rounding. */
  worked_minutes: number;
}

/** A stamp's minute, as the person reads it (HH:mm): seconds do not count. */
const minuteOf = (time: Date) => Math.floor(time.getTime() / 60_000);

/** The runs of [from, to) left once the shifts are cut out, in whole minutes. */
function outsideShifts(from: number, to: number, shifts: [number, number][]): [number, number][] {
  let runs: [number, number][] = [[from, to]];
  for (const [start, end] of shifts) {
    runs = runs.flatMap(([a, b]): [number, number][] => {
      if (end <= a || start >= b) return [[a, b]];
      return [
        [a, Math.min(b, start)],
        [Math.max(a, end), b],
      ].filter(([x, y]) => y > x) as [number, number][];
    });
  }
  return runs;
}

/** The continuous runs of work inside the window and outside the shifts, in minutes. */
export function overtimeRuns(input: Pick<OvertimeCountInput, 'window' | 'sessions' | 'shifts'>): number[] {
  const windowStart = minuteOf(input.window.start);
  const windowEnd = minuteOf(input.window.end);
  const shifts = input.shifts.map((shift): [number, number] => [minuteOf(shift.start), minuteOf(shift.end)]);
  const runs: number[] = [];
  for (const session of input.sessions) {
    if (!session.in || !session.out) continue;
    const from = Math.max(minuteOf(session.in), windowStart);
    const to = Math.min(minuteOf(session.out), windowEnd);
    if (to <= from) continue;
    for (const [a, b] of outsideShifts(from, to, shifts)) runs.push(b - a);
  }
  return runs;
}

/** UU 13/2003 art. 79(2)(a): at least half an hour of rest after 4 hours of continuous work, not working time. */
const { after_minutes: BREAK_AFTER_MINUTES, minutes: BREAK_MINUTES } = REST_BREAK;

/** A run with the break taken out after each 4 hours of it that more work follows. */
export function withoutBreaks(run: number): number {
  let left = run;
  let counted = 0;
  while (left > BREAK_AFTER_MINUTES) {
    counted += BREAK_AFTER_MINUTES;
    left -= BREAK_AFTER_MINUTES;
    left -= Math.min(BREAK_MINUTES, left);
  }
  return counted + left;
}

export function countOvertime(input: OvertimeCountInput): OvertimeCount {
  const runs = overtimeRuns(input);
  const worked = runs.reduce((sum, run) => sum + run, 0);
  const breaks = input.rest_day_break && input.day.day_type === 'rest';
  const net = breaks ? runs.reduce((sum, run) => sum + withoutBreaks(run), 0) : worked;
  const counted = input.approved ? roundOvertime(net, input.rounding_minutes) : 0;
  return { ...overtimePay(input.day, counted), day_type: input.day.day_type, worked_minutes: worked };
}

/** A week of 6 working days or of 5, from the schedule's weekdays (6 or more → 6). */
export const weekDaysOf = (weekdays: number[]): 5 | 6 => (weekdays.length >= 6 ? 6 : 5);
