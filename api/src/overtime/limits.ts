import { overtimeLimitsOn } from '../lib/legal-rules.js';

/**
 * PP 35/2021 art. 26: overtime on working days is at most 4 hours a day and 18 hours a week; overtime
 * on a weekly rest day or an official holiday is not counted against either (26(2)). The week is the
 * ISO week (Monday–Sunday) the day falls in. Pure: the caller sums the week's other requests.
 */
export type LimitProblem = { limit: 'day'; asked: number } | { limit: 'week'; already: number; asked: number } | null;

export interface LimitInput {
  /** yyyy-mm-dd: the day asked for; the limits are the ones in force on it (lib/legal-rules.ts). */
  date: string;
  /** Minutes the request asks for (planned end − planned start). */
  asked_minutes: number;
  /** Is the day a working day of the person (not a rest day, not a holiday)? */
  working_day: boolean;
  /** Minutes of the person's other pending or approved requests on working days of the same week. */
  week_minutes: number;
}

export function limitProblem(input: LimitInput): LimitProblem {
  if (!input.working_day) return null;
  const limits = overtimeLimitsOn(input.date);
  if (input.asked_minutes > limits.day_minutes) return { limit: 'day', asked: input.asked_minutes };
  if (input.week_minutes + input.asked_minutes > limits.week_minutes)
    return { limit: 'week', already: input.week_minutes, asked: input.asked_minutes };
  return null;
}

/** The Monday and Sunday (yyyy-mm-dd) of the ISO week a day falls in. */
export function isoWeekOf(day: string): { from: string; to: string } {
  const time = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(time).getUTCDay() + 6) % 7; // 0 Monday … 6 Sunday
  const monday = time - weekday * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(monday + 6 * 86_400_000) };
}
