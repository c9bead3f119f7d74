import { tooManyRequests } from '../errors.js';
import type { Counters } from './counters.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

const minutesUntil = (end: Date) => Math.max(1, Math.ceil((end.getTime() - Date.now()) / 60000));
export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * Reserves one attempt under every limit before the work it guards (a password check, a reset
 * mail), so simultaneous attempts cannot all pass a check made before any of them is counted.
 * Past a limit, it gives back what it reserved and refuses with 429 and `refusal(minutes)`.
 */
export async function reserveAttempt(counters: Counters, limits: Limit[], refusal: (minutes: string) => string): Promise<void> {
  const reserved: string[] = [];
  for (const limit of limits) {
    const { count, resetAt } = await counters.hit(limit.key, limit.windowSeconds);
    reserved.push(limit.key);
    if (count > limit.max) {
      await Promise.all(reserved.map((key) => counters.release(key)));
      throw tooManyRequests(refusal(inMinutes(minutesUntil(resetAt))));
    }
  }
}
