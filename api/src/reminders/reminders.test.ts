import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApi, type TestApi } from '../test/harness.js';
import { sendDueReminders } from './service.js';

let api: TestApi;
const ids = new Map<number, number>();
beforeAll(async () => {
  api = await startTestApi();
  for (const row of await api.db.query<{ id: number; nik: number }>('SELECT id, nik FROM users'))
    ids.set(row.nik, row.id);
  // 20001 works nights (22:00–06:00, every day); 20003 works in a WITA zone, 20004 in a WIT one.
  const night = await api.db.one<{ id: number }>(
    `INSERT INTO work_schedules (comp_kd, name, start_time, end_time, weekdays) VALUES ('HLOG', 'Night', '22:00', '06:00', '{1,2,3,4,5,6,7}') RETURNING id`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, user_id, valid_from) VALUES ($1, 'HLOG', $2, '2026-12-01')`,
    [night!.id, idOf(20001)],
  );
  await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 20003`);
  await api.db.query(`UPDATE users SET time_zone = 'Asia/Jayapura' WHERE nik = 20004`);
}, 120_000);
afterAll(() => api.close());

const idOf = (nik: number) => {
  const id = ids.get(nik);
  if (id === undefined) throw new Error(`no user ${nik}`);
  return id;
};

/** The minute's job at a wall-clock instant (the test clock), as the notices job runs it. */
const runAt = (at: string) => {
  api.ctx.clock.set(new Date(at));
  return sendDueReminders(api.ctx);
};

/** A person's reminders about a day, as their inbox shows them. */
const remindersOf = async (nik: number, day: string) =>
  (
    await api.db.query<{ message: string }>(
      `SELECT message FROM inbox WHERE user_id = $1 AND itemid = $2 AND redirect IN ('clockin', 'clockout', 'digest') ORDER BY id`,
      [idOf(nik), day],
    )
  ).map((row) => row.message);

const clockIn = (nik: number, at: string, day: string, clocking = true) =>
  api.db.query(`INSERT INTO attendance (user_id, clocking, attended_at, attend_date) VALUES ($1, $2, $3, $4::date)`, [
    idOf(nik),
    clocking,
    new Date(at),
    day,
  ]);

const approvedLeave = (nik: number, from: string, to: string) =>
  api.db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status)
     VALUES ($1, 'Cuti Tahunan', 'Keluarga', 'Full Day', $2::date, $3::date, '', '', 'Approved')`,
    [idOf(nik), from, to],
  );

const NOT_IN = (at: string) => `Your shift started at ${at} and you have not clocked in yet`;
const NOT_OUT = (at: string) => `Your shift ended at ${at} and you have not clocked out yet`;

interface Case {
  name: string;
  setup?: () => Promise<unknown>;
  at: string;
  /** nik, the day the reminder is about, and what their inbox then holds about it. */
  expect: [number, string, string[]][];
}

// The company's defaults: 15 minutes after the start, 30 after the end. 10001 works 08:00–17:00
// Monday to Friday in Jakarta (the api's default schedule).
const CASES: Case[] = [
  {
    name: 'shift start 08:00 + 15 → a clock-in reminder',
    at: '2026-12-14T08:15:00+07:00',
    expect: [[10001, '2026-12-14', [NOT_IN('08:00')]]],
  },
  {
    name: 'shift start 08:00 + 14 → nothing yet',
    at: '2026-12-15T08:14:00+07:00',
    expect: [[10001, '2026-12-15', []]],
  },
  {
    name: 'already clocked in (07:58) → none',
    setup: () => clockIn(10001, '2026-12-16T07:58:00+07:00', '2026-12-16'),
    at: '2026-12-16T08:20:00+07:00',
    expect: [[10001, '2026-12-16', []]],
  },
  {
    name: 'on approved leave → none',
    setup: () => approvedLeave(10001, '2026-12-17', '2026-12-17'),
    at: '2026-12-17T08:20:00+07:00',
    expect: [[10001, '2026-12-17', []]],
  },
  { name: 'a holiday (Christmas) → none', at: '2026-12-25T08:20:00+07:00', expect: [[10001, '2026-12-25', []]] },
  { name: 'a day off (Saturday) → none', at: '2026-12-19T08:20:00+07:00', expect: [[10001, '2026-12-19', []]] },
  {
    name: 'after the shift ended, not clocked in → no late clock-in reminder',
    at: '2026-12-21T17:05:00+07:00',
    expect: [[10001, '2026-12-21', []]],
  },
  {
    name: 'still clocked in 30 minutes after 17:00 → a clock-out reminder',
    setup: () => clockIn(10001, '2026-12-18T07:55:00+07:00', '2026-12-18'),
    at: '2026-12-18T17:30:00+07:00',
    expect: [[10001, '2026-12-18', [NOT_OUT('17:00')]]],
  },
  {
    name: 'clocked out at 17:02 → no clock-out reminder',
    setup: async () => {
      await clockIn(10001, '2026-12-22T07:55:00+07:00', '2026-12-22');
      await clockIn(10001, '2026-12-22T17:02:00+07:00', '2026-12-22', false);
    },
    at: '2026-12-22T17:40:00+07:00',
    expect: [[10001, '2026-12-22', []]],
  },
  {
    name: 'night shift 22:00–06:00: not clocked in at 22:15 → a reminder about that evening',
    at: '2026-12-28T22:15:00+07:00',
    expect: [[20001, '2026-12-28', [NOT_IN('22:00')]]],
  },
  {
    name: 'night shift crossing midnight: no clock-out at 06:30 → a reminder about the evening it started',
    setup: () => clockIn(20001, '2026-12-22T21:55:00+07:00', '2026-12-22'),
    at: '2026-12-23T06:30:00+07:00',
    expect: [
      [20001, '2026-12-22', [NOT_OUT('06:00')]],
      [20001, '2026-12-23', []],
    ],
  },
  {
    name: 'WITA: 08:15 in Makassar (07:15 in Jakarta) → a reminder for the WITA person only',
    at: '2026-12-29T08:15:00+08:00',
    expect: [
      [20003, '2026-12-29', [NOT_IN('08:00')]],
      [10001, '2026-12-29', []],
    ],
  },
  {
    name: 'WIT: 08:15 in Jayapura (06:15 in Jakarta) → a reminder for the WIT person only',
    at: '2026-12-30T08:15:00+09:00',
    expect: [
      [20004, '2026-12-30', [NOT_IN('08:00')]],
      [20003, '2026-12-30', []],
    ],
  },
];

describe('reminders from the person’s own shift and zone (issue 47)', () => {
  it.each(CASES.map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await item.setup?.();
    await runAt(item.at);
    for (const [nik, day, messages] of item.expect)
      expect([nik, day, await remindersOf(nik, day)]).toEqual([nik, day, messages]);
  });

  it('sends each reminder once: two runs at once (two api processes), and again a minute later', async () => {
    api.ctx.clock.set(new Date('2027-01-13T08:15:00+07:00'));
    const [first, second] = await Promise.all([sendDueReminders(api.ctx), sendDueReminders(api.ctx)]);
    const due = await api.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM reminders_sent WHERE day = '2027-01-13' AND inbox_id IS NOT NULL`,
    );
    expect(first + second).toBe(due!.count);
    expect(due!.count).toBeGreaterThan(1);
    expect(await runAt('2027-01-13T08:16:00+07:00')).toBe(0);
    expect(await remindersOf(10001, '2027-01-13')).toEqual([NOT_IN('08:00')]);
    const ledger = await api.db.query<{ kind: string; inbox_id: number | null }>(
      `SELECT kind, inbox_id FROM reminders_sent WHERE user_id = $1 AND day = '2027-01-13'`,
      [idOf(10001)],
    );
    expect(ledger).toEqual([{ kind: 'clock_in', inbox_id: expect.any(Number) }]);
  });

  it('follows the person’s channel for reminders: "none" leaves the inbox item and sends nothing', async () => {
    await api.db.query(
      `INSERT INTO notification_preferences (user_id, event, channel) VALUES ($1, 'reminder', 'none')`,
      [idOf(20005)],
    );
    await runAt('2027-01-06T08:15:00+07:00');
    const rows = await api.db.query<{ event: string; channel: string }>(
      `SELECT o.event, o.channel FROM notification_outbox o JOIN inbox i ON i.id = o.inbox_id
        WHERE i.user_id = ANY($1::int[]) AND i.itemid = '2027-01-06' ORDER BY i.user_id`,
      [[idOf(10001), idOf(20005)]],
    );
    expect(await remindersOf(20005, '2027-01-06')).toEqual([NOT_IN('08:00')]);
    expect(rows).toEqual([{ event: 'reminder', channel: 'push' }]);
  });

  it('rings through quiet hours while the company requires it, and waits for their end when it does not', async () => {
    // Quiet hours around the real time of day (the outbox holds a push by the database's clock).
    const jakartaNow = new Date(Date.now() + 7 * 3_600_000);
    const hhmm = (shift: number) => new Date(jakartaNow.getTime() + shift * 3_600_000).toISOString().slice(11, 16);
    await api.db.query('UPDATE users SET quiet_from = $2::time, quiet_until = $3::time WHERE nik = ANY($1::int[])', [
      [10001, 10003],
      hhmm(-1),
      hhmm(1),
    ]);
    const held = async (nik: number, day: string) =>
      (
        await api.db.query<{ held: boolean }>(
          `SELECT o.not_before > now() + interval '30 minutes' AS held FROM notification_outbox o JOIN inbox i ON i.id = o.inbox_id
            WHERE i.user_id = $1 AND i.itemid = $2`,
          [idOf(nik), day],
        )
      ).map((row) => row.held);
    await runAt('2027-01-07T08:15:00+07:00');
    expect(await held(10001, '2027-01-07')).toEqual([false]);
    await api.db.query(`UPDATE companies SET reminders_ignore_quiet = false WHERE comp_kd = 'HADIR'`);
    await runAt('2027-01-08T08:15:00+07:00');
    expect(await held(10001, '2027-01-08')).toEqual([true]);
    await api.db.query(`UPDATE companies SET reminders_ignore_quiet = true WHERE comp_kd = 'HADIR'`);
    await api.db.query('UPDATE users SET quiet_from = NULL, quiet_until = NULL');
  });

  it('the morning digest: a supervisor with a request waiting hears at 07:30 on their wall clock; HR with nothing waiting hears nothing', async () => {
    await api.db.query(
      `INSERT INTO inbox (user_id, message, status, redirect, itemid) VALUES ($1, 'Leave request from Ade', 'Pending', 'approve', '1')`,
      [idOf(10002)],
    );
    await runAt('2027-01-11T07:29:00+07:00');
    expect(await remindersOf(10002, '2027-01-11')).toEqual([]);
    await runAt('2027-01-11T07:30:00+07:00');
    expect(await remindersOf(10002, '2027-01-11')).toEqual([
      'Requests waiting for your decision: 1; flagged clock-ins to review: 0',
    ]);
    expect(await remindersOf(10009, '2027-01-11')).toEqual([]);
    // An employee gets no digest.
    expect(await remindersOf(10001, '2027-01-11')).toEqual([]);
    await runAt('2027-01-11T07:45:00+07:00');
    expect(await remindersOf(10002, '2027-01-11')).toHaveLength(1);
  });

  it('a company that turns a reminder off (null minutes) sends none of it', async () => {
    await api.db.query(`UPDATE companies SET remind_clock_in_minutes = NULL WHERE comp_kd = 'HADIR'`);
    await runAt('2027-01-12T08:20:00+07:00');
    expect(await remindersOf(10001, '2027-01-12')).toEqual([]);
    await api.db.query(`UPDATE companies SET remind_clock_in_minutes = 15 WHERE comp_kd = 'HADIR'`);
  });
});
