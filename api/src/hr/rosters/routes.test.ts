import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, loginHrActors } from '../../test/hr.js';

// Rosters and shift swaps (issue 25). Friday 20 November 2026, 12:00 WIB.
let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let pagi: number;
let malam: number;

const staff = (bearer: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: bearer } });

const clock = (nik: number, clockingIn: boolean, at: string, attendDate: string) =>
  api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo)
     SELECT id, $2, $3::timestamptz, $4::date, 'JKT01', 'Kantor Pusat Jakarta', 'x.jpg' FROM users WHERE nik = $1`,
    [nik, clockingIn, at, attendDate],
  );

const monthOf = async (nik: number) => {
  const reply = await as('hadirAdmin', 'GET', `/recap/${nik}?month=2026-11`);
  expect(reply.statusCode).toBe(200);
  return new Map(
    (
      reply.json().data.days as { date: string; status: string; late_minutes: number; schedule: { name: string } }[]
    ).map((day) => [day.date, day]),
  );
};

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  as = hrRequest(api.app, await loginHrActors(api.app));
  const create = async (body: object) => (await as('hadirAdmin', 'POST', '/schedules', body)).json().data.id as number;
  pagi = await create({
    name: 'Pagi 07:00–15:00',
    start: '07:00',
    end: '15:00',
    weekdays: [1, 2, 3, 4, 5],
    grace_minutes: 5,
  });
  malam = await create({
    name: 'Malam 22:00–06:00',
    start: '22:00',
    end: '06:00',
    weekdays: [1, 2, 3, 4, 5],
    grace_minutes: 5,
  });
  expect(
    (
      await as('hadirAdmin', 'POST', `/schedules/${pagi}/assignments`, {
        target: { kind: 'division', code: 'OPS' },
        valid_from: '2026-11-01',
      })
    ).statusCode,
  ).toBe(201);
}, 120_000);
afterAll(() => api.close());

describe('/hr/rosters', () => {
  it('a roster cell mid-month beats the assignment in the day engine: late against its shift, Off not absent', async () => {
    const saved = await as('hadirAdmin', 'PUT', '/rosters', {
      changes: [
        { nik: 10001, day: '2026-11-10', cell: { kind: 'shift', schedule_id: malam } },
        { nik: 10001, day: '2026-11-11', cell: { kind: 'off' } },
        { nik: 10001, day: '2026-11-14', cell: { kind: 'shift', schedule_id: pagi } },
      ],
    });
    expect([saved.statusCode, saved.json().data]).toEqual([200, { changed: 3 }]);
    // The night of the 10th: in at 22:20 (late 20 min against 22:00), out 06:05 the next morning.
    await clock(10001, true, '2026-11-10T15:20:00Z', '2026-11-10');
    await clock(10001, false, '2026-11-10T23:05:00Z', '2026-11-11');
    // The 9th follows the assignment: in at 07:02, within Pagi's grace.
    await clock(10001, true, '2026-11-09T00:02:00Z', '2026-11-09');
    await clock(10001, false, '2026-11-09T08:00:00Z', '2026-11-09');
    const days = await monthOf(10001);
    expect(days.get('2026-11-09')).toMatchObject({ status: 'present', schedule: { name: 'Pagi 07:00–15:00' } });
    expect(days.get('2026-11-10')).toMatchObject({
      status: 'late',
      late_minutes: 20,
      schedule: { name: 'Malam 22:00–06:00' },
    });
    expect(days.get('2026-11-11')).toMatchObject({ status: 'off' });
    // Nothing rostered on the 12th: the assignment applies and an empty working day is absent.
    expect(days.get('2026-11-12')).toMatchObject({ status: 'absent', schedule: { name: 'Pagi 07:00–15:00' } });
    // A Saturday rostered to work is a working day: empty, it is absent.
    expect(days.get('2026-11-14')).toMatchObject({ status: 'absent', schedule: { name: 'Pagi 07:00–15:00' } });

    const audit = await auditRows(api.db, 'roster.update');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_nik: 10009, subject_nik: 10001, comp_kd: 'HADIR' });
    expect(audit[0].changes).toEqual([
      { field: '2026-11-10', before: 'empty', after: 'Malam 22:00–06:00' },
      { field: '2026-11-11', before: 'empty', after: 'Off' },
      { field: '2026-11-14', before: 'empty', after: 'Pagi 07:00–15:00' },
    ]);
  });

  it('shows the grid: people × days, each cell as set and what the assignment says under it', async () => {
    const reply = await as('hadirAdmin', 'GET', '/rosters?month=2026-11&department=OPS-JKT');
    expect(reply.statusCode).toBe(200);
    const grid = reply.json().data;
    expect(grid.days).toHaveLength(30);
    expect(grid.schedules.map((row: { name: string }) => row.name)).toEqual(['Malam 22:00–06:00', 'Pagi 07:00–15:00']);
    const ade = grid.people.find((row: { nik: number }) => row.nik === 10001);
    const cell = (day: string) => ade.cells.find((row: { day: string }) => row.day === day);
    expect(cell('2026-11-10')).toMatchObject({ cell: 'shift', schedule_id: malam });
    expect(cell('2026-11-11')).toMatchObject({ cell: 'off', schedule_id: null });
    expect(cell('2026-11-12')).toMatchObject({ cell: 'empty', assigned: { name: 'Pagi 07:00–15:00', working: true } });
    expect(cell('2026-11-15')).toMatchObject({ cell: 'empty', assigned: { working: false } });
  });

  it('saves all of a change set or none; clearing a cell gives the day back to the assignment', async () => {
    const before = await api.db.query('SELECT * FROM roster_cells ORDER BY user_id, day');
    const mixed = await as('hadirAdmin', 'PUT', '/rosters', {
      changes: [
        { nik: 10001, day: '2026-11-12', cell: { kind: 'off' } },
        { nik: 20001, day: '2026-11-12', cell: { kind: 'off' } },
      ],
    });
    expect([mixed.statusCode, mixed.json().error]).toEqual([403, 'other_company']);
    const unknown = await as('hadirAdmin', 'PUT', '/rosters', {
      changes: [{ nik: 10001, day: '2026-11-12', cell: { kind: 'shift', schedule_id: 999999 } }],
    });
    expect([unknown.statusCode, unknown.json().error]).toEqual([400, 'schedule_not_found']);
    expect((await as('hadirAdmin', 'PUT', '/rosters', { changes: [] })).statusCode).toBe(400);
    // Another company's HR admin cannot roster HADIR's people, nor set HADIR's schedules on their own.
    expect(
      (
        await as('hlogAdmin', 'PUT', '/rosters', {
          changes: [{ nik: 10001, day: '2026-11-12', cell: { kind: 'off' } }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as('hlogAdmin', 'PUT', '/rosters', {
          changes: [{ nik: 20001, day: '2026-11-12', cell: { kind: 'shift', schedule_id: pagi } }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await as('hlogAdmin', 'GET', '/rosters?month=2026-11'))
        .json()
        .data.people.map((row: { nik: number }) => row.nik),
    ).not.toContain(10001);
    expect((await as('employee', 'GET', '/rosters?month=2026-11')).statusCode).toBe(403);
    expect(await api.db.query('SELECT * FROM roster_cells ORDER BY user_id, day')).toEqual(before);

    const cleared = await as('hadirAdmin', 'PUT', '/rosters', {
      changes: [{ nik: 10001, day: '2026-11-14', cell: { kind: 'empty' } }],
    });
    expect(cleared.json().data).toEqual({ changed: 1 });
    // A schedule a roster uses is not deleted from under it.
    const used = await as('hadirAdmin', 'DELETE', `/schedules/${malam}`);
    expect([used.statusCode, used.json().message]).toEqual([
      409,
      'This schedule is used in a roster; clear those roster cells first',
    ]);
    expect((await monthOf(10001)).get('2026-11-14')).toMatchObject({ status: 'off' });
  });
});

describe('/swaps', () => {
  let ade: string;
  let siti: string;
  let dewi: string;

  beforeAll(async () => {
    await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
    [ade, siti, dewi] = [await loginAs(api.app, 10001), await loginAs(api.app, 10003), await loginAs(api.app, 10002)];
    // Siti works nights on Tuesday the 24th; Ade works the assigned Pagi.
    await as('hadirAdmin', 'PUT', '/rosters', {
      changes: [{ nik: 10003, day: '2026-11-24', cell: { kind: 'shift', schedule_id: malam } }],
    });
  });

  it('refuses a past day, a colleague of another team or company, and a day either has no shift', async () => {
    const ask = (day: string, nik: number) => staff(ade, 'POST', '/swaps', { day, colleague_nik: nik });
    const refusals = [
      [await ask('2026-11-19', 10003), 409, 'swap_day_past'],
      [await ask('2026-11-24', 20001), 403, 'swap_not_same_team'],
      [await ask('2026-11-24', 10009), 403, 'swap_not_same_team'],
      [await ask('2026-11-28', 10003), 409, 'swap_not_scheduled'],
      [await ask('2026-11-24', 99999), 404, 'colleague_not_found'],
    ] as const;
    for (const [reply, status, error] of refusals)
      expect([reply.statusCode, reply.json().error]).toEqual([status, error]);
    expect(await api.db.query('SELECT * FROM shift_swaps')).toEqual([]);
  });

  it('is asked, accepted by the colleague, approved by the supervisor, and exchanges the two cells, audited at each step', async () => {
    const team = await staff(ade, 'GET', '/swaps/team?day=2026-11-24');
    expect(team.json().data).toEqual([{ nik: 10003, name: 'Siti Nurhaliza', shift: 'Malam 22:00–06:00' }]);

    const asked = await staff(ade, 'POST', '/swaps', { day: '2026-11-24', colleague_nik: 10003 });
    expect(asked.statusCode).toBe(201);
    const id = asked.json().data.id;
    // Only the colleague answers; the supervisor cannot approve before that.
    expect((await staff(ade, 'POST', `/swaps/${id}/accept`)).statusCode).toBe(403);
    expect((await staff(dewi, 'POST', `/swaps/${id}/approve`)).json().error).toBe('swap_not_accepted');
    const sitiInbox = await api.db.query<{ status: string; redirect: string }>(
      `SELECT status, redirect FROM inbox WHERE itemid = $1 AND redirect = 'swap-accept'`,
      [String(id)],
    );
    expect(sitiInbox).toEqual([{ status: 'Pending', redirect: 'swap-accept' }]);

    expect((await staff(siti, 'POST', `/swaps/${id}/accept`)).json().data.status).toBe('accepted');
    expect((await staff(siti, 'POST', `/swaps/${id}/accept`)).json().error).toBe('swap_decided');
    expect((await staff(ade, 'POST', `/swaps/${id}/approve`)).statusCode).toBe(403);
    expect((await staff(dewi, 'POST', `/swaps/${id}/approve`)).json().data.status).toBe('approved');

    const ades = await monthOf(10001);
    const sitis = await monthOf(10003);
    expect(ades.get('2026-11-24')!.schedule.name).toBe('Malam 22:00–06:00');
    expect(sitis.get('2026-11-24')!.schedule.name).toBe('Pagi 07:00–15:00');
    expect(
      await api.db.query(
        `SELECT status FROM inbox WHERE itemid = $1 AND redirect IN ('swap-accept', 'swap-approve') ORDER BY id`,
        [String(id)],
      ),
    ).toEqual([{ status: 'Approved' }, { status: 'Approved' }]);
    // The English sentences of @hadir/common/inbox-messages (swap*), each said in the reader's language from its key.
    expect(
      (
        await api.db.query<{ message: string }>(
          `SELECT message FROM inbox WHERE itemid = $1 AND redirect LIKE 'swap%' ORDER BY id`,
          [String(id)],
        )
      ).map((row) => row.message),
    ).toEqual([
      'Ade Rahmat Hidayat asks to swap shifts with you on 24-11-2026: Pagi 07:00–15:00 ↔ Malam 22:00–06:00',
      'Ade Rahmat Hidayat and Siti Nurhaliza ask to swap shifts on 24-11-2026: Pagi 07:00–15:00 ↔ Malam 22:00–06:00',
      'Siti Nurhaliza accepted your shift swap on 24-11-2026',
      'Your shift swap on 24-11-2026 was approved by Dewi Lestari',
      'Your shift swap on 24-11-2026 was approved by Dewi Lestari',
    ]);
    expect((await auditRows(api.db, 'swap.ask'))[0]).toMatchObject({ actor_nik: 10001, subject_nik: 10003 });
    expect((await auditRows(api.db, 'swap.accept'))[0]).toMatchObject({ actor_nik: 10003 });
    expect((await auditRows(api.db, 'swap.approve'))[0].changes).toEqual([
      { field: 'status', before: 'accepted', after: 'approved' },
      { field: '10001 24-11-2026', before: 'Pagi 07:00–15:00', after: 'Malam 22:00–06:00' },
      { field: '10003 24-11-2026', before: 'Malam 22:00–06:00', after: 'Pagi 07:00–15:00' },
    ]);
    expect((await staff(ade, 'GET', '/swaps')).json().data[0]).toMatchObject({
      id,
      status: 'approved',
      colleague_nik: 10003,
    });
  });

  it('is refused at approval once the day has passed, and a declined one changes nothing', async () => {
    const asked = (await staff(ade, 'POST', '/swaps', { day: '2026-11-23', colleague_nik: 10003 })).json().data.id;
    expect((await staff(siti, 'POST', `/swaps/${asked}/accept`)).statusCode).toBe(200);
    api.ctx.clock.set(new Date('2026-11-24T05:00:00Z'));
    try {
      const late = await staff(dewi, 'POST', `/swaps/${asked}/approve`);
      expect([late.statusCode, late.json().error]).toEqual([409, 'swap_day_past']);
    } finally {
      api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
    }
    const before = await api.db.query('SELECT * FROM roster_cells ORDER BY user_id, day');
    const declined = (await staff(ade, 'POST', '/swaps', { day: '2026-11-25', colleague_nik: 10003 })).json().data.id;
    expect((await staff(siti, 'POST', `/swaps/${declined}/decline`)).json().data.status).toBe('declined');
    expect((await staff(dewi, 'POST', `/swaps/${declined}/approve`)).json().error).toBe('swap_decided');
    expect(await api.db.query('SELECT * FROM roster_cells ORDER BY user_id, day')).toEqual(before);
  });
});
