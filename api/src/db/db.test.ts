import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { openTestDb } from '../test/harness.js';
import { openPglite, type Db } from './db.js';

const TYPED = `SELECT '2026-01-31'::date AS day, 5::bigint AS count, 2.5::numeric AS amount`;
const TYPED_ROW = { day: '2026-01-31', count: 5, amount: 2.5 };

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

  it('parses the same way inside a transaction, and numerics too', async () => {
    expect(await db.one(TYPED)).toEqual(TYPED_ROW);
    expect(await db.transaction((tx) => tx.one(TYPED))).toEqual(TYPED_ROW);
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

describe('PGlite on a directory (as the api runs it)', () => {
  it('parses dates and bigints as in memory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hadir-db-'));
    const onDisk = await openPglite(join(dir, 'db'));
    try {
      expect(await onDisk.one(TYPED)).toEqual(TYPED_ROW);
    } finally {
      await onDisk.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
