import type { Redis } from 'ioredis';
import type { Db } from '../db/db.js';

/**
 * Attempts counted per key in a fixed window, in a store every api instance shares (never in
 * one process's memory). Each call is one atomic step, so simultaneous attempts see distinct counts.
 */
export interface Counters {
  /** The key's count in its open window (0 and no end when it has none). */
  get(key: string): Promise<{ count: number; resetAt: Date | null }>;
  /** Adds one to the key's count in its open window (opening one of windowSeconds if none). */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** Takes back one hit that was reserved and not used. */
  release(key: string): Promise<void>;
  /** Forgets the key (its window and count). */
  reset(key: string): Promise<void>;
  /** Drops windows that have ended (the database keeps rows until told; Redis expires keys itself). */
  prune(): Promise<void>;
}

/** In the database's rate_limits table: one upsert per hit, which PostgreSQL (and PGlite) runs atomically. */
export function postgresCounters(db: Db): Counters {
  return {
    async get(key) {
      const row = await db.one<{ count: number; reset_at: Date }>(
        'SELECT count, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
        [key],
      );
      return row ? { count: row.count, resetAt: row.reset_at } : { count: 0, resetAt: null };
    },
    async hit(key, windowSeconds) {
      const row = await db.one<{ count: number; reset_at: Date }>(
        `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
           reset_at = CASE WHEN rate_limits.reset_at <= now() THEN excluded.reset_at ELSE rate_limits.reset_at END
         RETURNING count, reset_at`,
        [key, windowSeconds],
      );
      return { count: row!.count, resetAt: row!.reset_at };
    },
    async release(key) {
      await db.query('UPDATE rate_limits SET count = count - 1 WHERE key = $1 AND count > 0 AND reset_at > now()', [
        key,
      ]);
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
    async prune() {
      await db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
    },
  };
}

// INCR and the window's expiry in one script, so a key can never be left counting without an end.
const HIT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;
const GET = `return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}`;
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/** In Redis (REDIS_URL): one key per counter under prefix, expiring with its window. */
export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async get(key) {
      const [count, ttl] = (await redis.eval(GET, 1, prefix + key)) as [number, number];
      return count > 0 && ttl > 0 ? { count, resetAt: new Date(Date.now() + ttl) } : { count: 0, resetAt: null };
    },
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, windowSeconds * 1000)) as [number, number];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async prune() {},
  };
}

/**
 * Redis first, the database when Redis does not answer: a login never waits on a Redis that is
 * down (its client refuses at once while disconnected, and gives up on a command after
 * commandTimeout), it is counted in the database instead. During an outage the two stores each
 * hold part of a window's count, so a limit can let through up to twice its number once.
 */
export function fallbackCounters(
  primary: Counters,
  fallback: Counters,
  onFallback: (error: unknown) => void,
): Counters {
  const either =
    <A extends unknown[], R>(call: (counters: Counters, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (error) {
        onFallback(error);
        return call(fallback, ...args);
      }
    };
  return {
    get: either((counters, key: string) => counters.get(key)),
    hit: either((counters, key: string, windowSeconds: number) => counters.hit(key, windowSeconds)),
    release: either((counters, key: string) => counters.release(key)),
    reset: either((counters, key: string) => counters.reset(key)),
    prune: () => fallback.prune(),
  };
}
