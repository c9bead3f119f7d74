import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { openTestDb } from '../test/harness.js';
import { recentClockings } from './queries.js';

// What a clocking is decided on (service.ts shiftDayOf and the clocking rule): on each day of the
// shift instances it may belong to, the person's last clocking and their last at or before its
// instant. Only those rows come back, however many the person has (issue 31), on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL.
let db: Db;
let userId: number;
const at = (wall: string) => new Date(`${wall}:00+07:00`);

beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  userId = (await db.one<{ id: number }>(
    `INSERT INTO users (nik, name, password_hash) VALUES (99001, 'Rina', 'x') RETURNING id`,
  ))!.id;
  const rows: [boolean, string, string][] = [
    [true, '2026-11-05', '2026-11-05T07:50'],
    [false, '2026-11-05', '2026-11-05T17:00'],
    [true, '2026-11-08', '2026-11-08T07:58'],
    [false, '2026-11-08', '2026-11-08T17:02'],
    // A field worker clocking at every site of the 9th; the night of the 9th ends on the 10th.
    [true, '2026-11-09', '2026-11-09T07:55'],
    [false, '2026-11-09', '2026-11-09T10:00'],
    [true, '2026-11-09', '2026-11-09T10:40'],
    [false, '2026-11-09', '2026-11-09T13:00'],
    [true, '2026-11-09', '2026-11-09T21:55'],
    [false, '2026-11-09', '2026-11-10T06:05'],
    [true, '2026-11-10', '2026-11-10T21:58'],
  ];
  for (const [clocking, day, wall] of rows) {
    await db.query(
      `INSERT INTO attendance (user_id, clocking, attend_date, attended_at) VALUES ($1, $2, $3::date, $4)`,
      [userId, clocking, day, at(wall)],
    );
  }
  // Another person's clocking is never theirs.
  const other = (await db.one<{ id: number }>(
    `INSERT INTO users (nik, name, password_hash) VALUES (99002, 'Budi', 'x') RETURNING id`,
  ))!.id;
  await db.query(
    `INSERT INTO attendance (user_id, clocking, attend_date, attended_at) VALUES ($1, true, '2026-11-10', $2)`,
    [other, at('2026-11-10T23:00')],
  );
}, 60_000);
afterAll(() => db.close());

const shown = (rows: { clocking: boolean; attend_date: string; attended_at: Date }[]) =>
  rows.map((row) => `${row.attend_date} ${row.clocking ? 'in' : 'out'} ${row.attended_at.toISOString()}`);
const row = (clocking: boolean, day: string, wall: string) =>
  `${day} ${clocking ? 'in' : 'out'} ${at(wall).toISOString()}`;

describe('recentClockings', () => {
  it.each([
    [
      'a clocking now: the last of each day asked, the newest first; the days before are not read',
      ['2026-11-08', '2026-11-11'],
      '2026-11-10T23:30',
      [
        row(true, '2026-11-10', '2026-11-10T21:58'),
        row(false, '2026-11-09', '2026-11-10T06:05'),
        row(false, '2026-11-08', '2026-11-08T17:02'),
      ],
    ],
    [
      'sent late, between two of a day: its last before the instant too',
      ['2026-11-07', '2026-11-10'],
      '2026-11-09T12:00',
      [
        row(true, '2026-11-10', '2026-11-10T21:58'),
        row(false, '2026-11-09', '2026-11-10T06:05'),
        row(true, '2026-11-09', '2026-11-09T10:40'),
        row(false, '2026-11-08', '2026-11-08T17:02'),
      ],
    ],
    [
      'sent late, at the very instant of a clocking: that one is at or before it',
      ['2026-11-07', '2026-11-10'],
      '2026-11-09T10:00',
      [
        row(true, '2026-11-10', '2026-11-10T21:58'),
        row(false, '2026-11-09', '2026-11-10T06:05'),
        row(false, '2026-11-09', '2026-11-09T10:00'),
        row(false, '2026-11-08', '2026-11-08T17:02'),
      ],
    ],
    [
      'before every clocking of the days asked: their last only',
      ['2026-11-09', '2026-11-12'],
      '2026-11-09T06:00',
      [row(true, '2026-11-10', '2026-11-10T21:58'), row(false, '2026-11-09', '2026-11-10T06:05')],
    ],
    ['no day asked holds a clocking', ['2026-11-11', '2026-11-14'], '2026-11-13T08:00', []],
  ])('%s', async (_case, [fromDay, toDay], wall, expected) => {
    expect(shown(await recentClockings(db, userId, fromDay, toDay, at(wall)))).toEqual(expected);
  });
});
