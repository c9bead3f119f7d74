import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { openTestDb } from '../test/harness.js';
import { openPglite, parseUtcInstant, type Db } from './db.js';

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

  it('sends text, numbers, booleans, instants, nulls and arrays as the statement types them', async () => {
    const at = new Date('2026-11-25T01:02:03.456Z');
    const row = await db.one(
      `SELECT $1::text AS text, $2::int + 1 AS next, $3::boolean AS yes, $4::boolean AS no, $5::timestamptz AS at,
         $6::date AS day, $7::text IS NULL AS missing, 3 = ANY($8::int[]) AS listed, $9::numeric AS amount, $10::text AS flag`,
      ["it's", 41, true, false, at, '2026-11-25', null, [1, 2, 3], 2.5, true],
    );
    expect(row).toEqual({
      text: "it's",
      next: 42,
      yes: true,
      no: false,
      at,
      day: '2026-11-25',
      missing: true,
      listed: true,
      amount: 2.5,
      flag: 'true',
    });
  });

  it('sends statements asked for at once inside a transaction one at a time, each with its own answer', async () => {
    // What pg's client has queued when each statement reaches it: pg 8 queues a statement sent while
    // another runs, warns that this is deprecated, and pg 9 will refuse it (PGlite has no such client).
    const queued: number[] = [];
    const send = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client & { _queryQueue?: unknown[] }, ...args: unknown[]) {
      queued.push(this._queryQueue?.length ?? 0);
      return (send as (...all: unknown[]) => unknown).apply(this, args);
    } as typeof send;
    try {
      const rows = await db.transaction((tx) =>
        Promise.all([
          tx.one<{ n: number }>('SELECT n FROM (SELECT pg_sleep(0.05), 1 AS n) slow'),
          tx.one<{ n: number }>('SELECT 2 AS n'),
          tx.one<{ n: number }>('SELECT $1::int AS n', [3]),
        ]),
      );
      expect(rows.map((row) => row?.n)).toEqual([1, 2, 3]);
      expect(queued.filter((length) => length > 0)).toEqual([]);
    } finally {
      pg.Client.prototype.query = send;
    }
  });

  it('runs a statement again after it failed, with new values', async () => {
    await db.query('CREATE TABLE once (n int PRIMARY KEY)');
    const insert = 'INSERT INTO once VALUES ($1) RETURNING n';
    expect(await db.one(insert, [1])).toEqual({ n: 1 });
    await expect(db.one(insert, [1])).rejects.toMatchObject({ code: '23505' });
    expect(await db.one(insert, [2])).toEqual({ n: 2 });
    await expect(db.one('SELECT n FROM nowhere WHERE n = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    await expect(db.one('SELECT n FROM nowhere WHERE n = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect(await db.query('SELECT n FROM once WHERE n > $1 ORDER BY n', [0])).toEqual([{ n: 1 }, { n: 2 }]);
  });
});

describe('reading an instant from a real server (issue 48)', () => {
  // node-postgres's own parser (postgres-date): what every instant read was before, and must still be.
  const theirs = pg.types.getTypeParser(1184, 'text');
  it.each([
    '2026-11-03 00:45:00+00',
    '2026-11-03 23:59:59.999+00',
    '2026-11-03 08:00:00.1+00',
    '2026-11-03 08:00:00.123456+00', // microseconds: cut to the millisecond
    '2026-11-03 08:00:00.999999+00',
    '1999-12-31 16:59:59.5+00',
    '1970-01-01 00:00:00+00',
    '1963-12-31 12:00:00+00',
    '2024-02-29 17:00:00+00',
    '9999-12-31 23:59:59.999999+00',
    '0050-06-01 00:00:00+00', // years 0–99, which Date.UTC would read as 1900s: left to theirs
    '0999-06-01 00:00:00+00',
    '2026-11-03 08:00:00+07', // another offset: theirs
    '2026-11-03 08:00:00+05:30',
    '12026-11-03 08:00:00+00',
    '0044-03-15 12:00:00+00 BC',
    'infinity',
    '-infinity',
  ])('%s reads as postgres-date reads it', (text) => {
    const ours = parseUtcInstant(text, theirs);
    const expected = theirs(text);
    if (expected instanceof Date) expect((ours as Date).getTime()).toBe(expected.getTime());
    else expect(ours).toBe(expected);
  });
});

describe('prepared texts (issue 31)', () => {
  // On one connection (a transaction's), what pg_prepared_statements lists there: PostgreSQL keeps
  // each one's plan. A real server prepares a text with parameters from its second run (one built
  // for a single request is not kept on every connection); PGlite's path prepares every text at once.
  it('keeps the texts each database should prepared', async () => {
    const [twice, once, none] = [
      `SELECT $1::int + 1 AS next, 'prepared_probe' AS probe`,
      `SELECT $1::int AS n, 'prepared_probe' AS probe`,
      `SELECT 'prepared_probe' AS probe`,
    ];
    const listed = await db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) expect(await tx.one(twice, [n])).toEqual({ next: n + 1, probe: 'prepared_probe' });
      expect(await tx.one(once, [7])).toEqual({ n: 7, probe: 'prepared_probe' });
      for (let run = 0; run < 2; run += 1) expect(await tx.one(none)).toEqual({ probe: 'prepared_probe' });
      return tx.query<{ statement: string }>(
        `SELECT statement FROM pg_prepared_statements WHERE statement LIKE $1 ORDER BY statement`,
        ['%prepared\\_probe%'],
      );
    });
    const expected = { postgresql: [twice], pglite: [twice, once, none] }[
      (db as Db & { label: 'postgresql' | 'pglite' }).label
    ];
    expect(listed.map(({ statement }) => statement)).toEqual(expected);
  });
});

describe('PGlite', () => {
  it('runs a query outside a transaction after the transaction open on its one connection, never inside it', async () => {
    const memory = await openPglite();
    try {
      await memory.query('CREATE TABLE queued (n int)');
      let release!: () => void;
      let started!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const open = new Promise<void>((resolve) => (started = resolve));
      const transaction = memory.transaction(async (tx) => {
        await tx.query('INSERT INTO queued VALUES ($1)', [1]);
        started();
        await held;
        await tx.query('INSERT INTO queued VALUES ($1)', [2]);
      });
      await open;
      const outside = memory.query<{ count: number }>('SELECT count(*)::int AS count FROM queued WHERE n > $1', [0]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      release();
      await transaction;
      // Inside the open transaction it would have counted 1 (its row not yet committed).
      expect(await outside).toEqual([{ count: 2 }]);
    } finally {
      await memory.close();
    }
  });

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

describe('migrate: two api processes starting at once', () => {
  it('applies each migration once, and neither fails on what the other has just created', async () => {
    const fresh = await openTestDb();
    try {
      const { migrate } = await import('./migrate.js');
      const { migrations } = await import('./migrations/index.js');
      const [first, second] = await Promise.all([migrate(fresh), migrate(fresh)]);
      expect([...first, ...second].sort()).toEqual(migrations.map((migration) => migration.id).sort());
      const rows = await fresh.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
      expect(rows[0].count).toBe(migrations.length);
      expect(await migrate(fresh)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
