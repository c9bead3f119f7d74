import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestDb } from '../test/harness.js';
import type { Db } from './db.js';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

describe('Db (PGlite and PostgreSQL alike)', () => {
  it('answers a date as its yyyy-mm-dd day and a bigint as a number', async () => {
    const row = await db.one<{ day: unknown; count: unknown }>(`SELECT '2026-01-31'::date AS day, 5::bigint AS count`);
    expect(row).toEqual({ day: '2026-01-31', count: 5 });
  });

  it('rolls a failed transaction back', async () => {
    await db.query('CREATE TABLE t (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query('SELECT * FROM t')).toEqual([]);
  });
});
