import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { migrate } from '../db/migrate.js';
import { openTestDb, testRedisUrl } from '../test/harness.js';
import type { Db } from '../db/db.js';
import { postgresCounters, redisCounters, type Counters } from './counters.js';

// The same behaviour from each store: the database's table (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), and Redis where REDIS_URL names one (each run under a key prefix of its own).
const stores: [string, () => Promise<{ counters: Counters; close: () => Promise<void> }>][] = [
  [
    'database table',
    async () => {
      const db: Db = await openTestDb();
      await migrate(db);
      return { counters: postgresCounters(db), close: () => db.close() };
    },
  ],
];
const redisUrl = testRedisUrl();
if (redisUrl) {
  stores.push([
    'redis',
    async () => {
      const redis = new Redis(redisUrl);
      const prefix = `hadir-test-${randomBytes(6).toString('hex')}:`;
      return {
        counters: redisCounters(redis, prefix),
        async close() {
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          redis.disconnect();
        },
      };
    },
  ]);
}

describe.each(stores)('counters in the %s', (_name, open) => {
  let store: Awaited<ReturnType<typeof open>>;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('counts 100 simultaneous hits on one key as 1 to 100, each once', async () => {
    const counts = await Promise.all(Array.from({ length: 100 }, () => store.counters.hit('burst', 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const end = counts[0].resetAt.getTime();
    expect(end).toBeGreaterThan(Date.now() + 50_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it('gives a hit back, forgets a key on reset, and keeps keys apart', async () => {
    expect((await store.counters.hit('a', 60)).count).toBe(1);
    expect((await store.counters.hit('a', 60)).count).toBe(2);
    await store.counters.release('a');
    expect((await store.counters.hit('a', 60)).count).toBe(2);
    expect((await store.counters.hit('b', 60)).count).toBe(1);
    await store.counters.reset('a');
    expect((await store.counters.hit('a', 60)).count).toBe(1);
    await store.counters.release('never-hit');
    expect((await store.counters.hit('never-hit', 60)).count).toBe(1);
  });

  it('starts a new window once the last one has ended', async () => {
    expect((await store.counters.hit('short', 1)).count).toBe(1);
    expect((await store.counters.hit('short', 1)).count).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await store.counters.hit('short', 1)).count).toBe(1);
  });
});
