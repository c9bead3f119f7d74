import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Db } from '../db.js';
import { openTestDb } from '../../test/harness.js';
import { migrations } from './index.js';
import { nonceOnClocking } from './227-nonce-on-clocking.js';

// Migration 227 on a database that ran 226: the nonces spent before and still unexpired are kept on
// the clock-ins that spent them (a replay in their last minutes is still one), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
let db: Db;

beforeAll(async () => {
  db = await openTestDb();
  for (const migration of migrations.slice(0, migrations.indexOf(nonceOnClocking))) await db.script(migration.sql);
}, 120_000);
afterAll(() => db.close());

describe('migration 227: the spent nonce on the clock-in that spent it', () => {
  it('moves each unexpired spent nonce to its record (sent at once or late), and drops the expired ones', async () => {
    const [ade, dewi] = await db.query<{ id: number }>(
      `INSERT INTO users (nik, name, password_hash) VALUES (99101, 'Ade', 'x'), (99102, 'Dewi', 'x') RETURNING id`,
    );
    // As writeClocking wrote them: the record's time (or, sent late, its arrival) is the instant the nonce was spent.
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    const clocking = async (userId: number, attendedAt: Date, receivedAt: Date | null) =>
      (await db.one<{ id: number }>(
        `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, photo, signature, received_at)
         VALUES ($1, true, $2, ($2::timestamptz AT TIME ZONE 'Asia/Jakarta')::date, 'selfie.jpg', 'signed', $3) RETURNING id`,
        [userId, attendedAt, receivedAt],
      ))!.id;
    const atOnce = await clocking(ade.id, ago(1), null);
    const sentLate = await clocking(dewi.id, ago(6 * 60), ago(0.5));
    const older = await clocking(ade.id, ago(2 * 24 * 60), null);
    // Sealed nonces as the api made them (auth/tokens.ts: 12 random bytes, 6 of time, 16 of seal; 46
    // characters), and one of another making, which the migration leaves out rather than fail on.
    const sealed = (fill: number) => Buffer.alloc(34, fill).toString('base64url');
    const kept = (fill: number) => Buffer.alloc(12, fill).toString('hex');
    expect(sealed(0xfb)).toMatch(/^[\w-]{46}$/);
    expect(sealed(0xfb)).toMatch(/[-_]/);
    await db.query(
      `INSERT INTO clocking_nonces (nonce, user_id, expires_at, used_at) VALUES
         ($6, $1, now() + interval '4 minutes', $2),
         ($7, $3, now() + interval '4 minutes', $4),
         ($8, $1, now() - interval '2 days', $5),
         ('not-sealed-here', $3, now() + interval '4 minutes', $4)`,
      [ade.id, ago(1), dewi.id, ago(0.5), ago(2 * 24 * 60), sealed(0xfb), sealed(0x11), sealed(0x22)],
    );

    await db.script(nonceOnClocking.sql);

    // Kept as their 12 random bytes.
    expect(await db.query(`SELECT id, encode(nonce, 'hex') AS nonce FROM attendance ORDER BY id`)).toEqual([
      { id: atOnce, nonce: kept(0xfb) },
      { id: sentLate, nonce: kept(0x11) },
      { id: older, nonce: null },
    ]);
    expect(await db.query(`SELECT to_regclass('clocking_nonces') AS left`)).toEqual([{ left: null }]);
    // Spent once: the same nonce on another record is refused by the database.
    await expect(
      db.query(`UPDATE attendance SET nonce = decode($2, 'hex') WHERE id = $1`, [older, kept(0xfb)]),
    ).rejects.toThrow(/attendance_nonce/);
  });
});
