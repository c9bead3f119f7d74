import { z } from 'zod';
import { badRequest } from '../errors.js';
import { jakartaDate, monthRange } from '../lib/jakarta.js';

/** What a month query is refused with. */
export const PERIOD_MESSAGES = {
  monthInvalid: 'month must be a month as yyyy-mm',
  monthInFuture: 'That month has not started yet',
} as const;
const M = PERIOD_MESSAGES;

/** A month as yyyy-mm; none means the current month. */
export const monthQuery = z
  .string({ error: M.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: M.monthInvalid })
  .optional();

export interface MonthPeriod {
  month: string;
  /** First day of the month. */
  from: string;
  /** Last day of the month. */
  to: string;
  /** The last day that has begun: the month's last day, or today in the current month. */
  through: string;
}

const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const monthAfter = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
};

/**
 * The days of a month as of now (Jakarta). A month that has not started yet is refused, but for
 * `plan`: HR may open next month to see what is planned (issue 46); nothing of it has begun, so
 * its `through` is before its first day and the day engine counts no attendance in it.
 */
export function monthPeriod(month: string | undefined, now: Date, { plan = false } = {}): MonthPeriod {
  const today = jakartaDate(now);
  const chosen = month ?? today.slice(0, 7);
  const latest = plan ? monthAfter(today.slice(0, 7)) : today.slice(0, 7);
  if (chosen > latest) throw badRequest(M.monthInFuture, 'month_in_future', { field: 'month' });
  const [year, monthNumber] = chosen.split('-').map(Number);
  const range = monthRange(year, monthNumber - 1);
  const to = previousDay(range.to);
  return { month: chosen, from: range.from, to, through: to < today ? to : today };
}
