import { tooManyRequests } from '../errors.js';

/** Counts failures per key in a fixed window; past the limit, attempts are refused until it ends. */
export class FailureLimiter {
  private readonly failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  check(key: string): void {
    const entry = this.current(key);
    if (entry && entry.count >= this.max) {
      const minutes = Math.max(1, Math.ceil((entry.resetAt - this.now()) / 60000));
      throw tooManyRequests(`Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    }
  }

  fail(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1, resetAt: this.now() + this.windowMs });
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string) {
    const entry = this.failures.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
