import { MESSAGES } from './messages.js';

/**
 * Whether a clocking may happen now, from the user's last clocking of the same Jakarta day (null
 * when there is none): a clock-in needs the day empty or last clocked out; a clock-out needs the
 * day last clocked in. Answers the refusal a person reads, or null when allowed.
 */
export function clockingRefusal(
  clocking: boolean,
  lastToday: boolean | null,
): { message: string; error: string } | null {
  if (clocking) {
    return lastToday === true ? { message: MESSAGES.alreadyClockedIn, error: 'already_clocked_in' } : null;
  }
  if (lastToday === null) return { message: MESSAGES.notClockedIn, error: 'not_clocked_in' };
  return lastToday === false ? { message: MESSAGES.alreadyClockedOut, error: 'already_clocked_out' } : null;
}
