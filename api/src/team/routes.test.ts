import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let bearer: Record<'dewi' | 'ade' | 'hr' | 'yusuf', string>;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  // Friday 20 November 2026, 10:00 in Jakarta.
  api.ctx.clock.set(new Date('2026-11-20T03:00:00Z'));
  bearer = {
    dewi: await loginAs(api.app, 10002),
    ade: await loginAs(api.app, 10001),
    hr: await loginAs(api.app, 10009),
    yusuf: await loginAs(api.app, 20002),
  };
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm)
     SELECT id, true, '2026-11-20T08:12:00+07:00', '2026-11-20', 'JKT01', 'Kantor Pusat Jakarta' FROM users WHERE nik = 10001`,
  );
  await api.db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status)
     SELECT id, 'Sakit', 'demam', 'Full Day', '2026-11-19', '2026-11-20', 'a.pdf', 's.png', 'Approved' FROM users WHERE nik = 10003`,
  );
}, 120_000);
afterAll(() => api.close());

const get = (who: keyof typeof bearer, url: string) =>
  api.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: bearer[who] } });

describe('/team for a supervisor', () => {
  it('says who is in today: in and late by how much, on leave, or not yet', async () => {
    const reply = await get('dewi', '/team/today');
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({
      date: '2026-11-20',
      people: [
        expect.objectContaining({ nik: 10001, status: 'late', late_minutes: 12, first_in: '2026-11-20T01:12:00.000Z' }),
        expect.objectContaining({ nik: 10003, status: 'leave', leave_type: 'Sakit', first_in: null }),
      ],
    });
    // Without the leave, at 07:30 the day has not ended: not yet, not absent.
    api.ctx.clock.set(new Date('2026-11-20T00:30:00Z'));
    await api.db.query('DELETE FROM leave_requests');
    expect(
      (await get('dewi', '/team/today')).json().data.people.map((person: { status: string }) => person.status),
    ).toEqual(['late', 'not_yet']);
    api.ctx.clock.set(new Date('2026-11-20T03:00:00Z'));
  });

  it("gives the team's month as HR's recap does, limited to the team, and a member's days", async () => {
    const recap = (await get('dewi', '/team/recap')).json().data;
    expect(recap.items.map((row: { nik: number }) => row.nik)).toEqual([10001, 10003]);
    expect(recap.items[0]).toMatchObject({ present: 1, late_days: 1, late_minutes: 12 });
    const month = (await get('dewi', '/team/recap/10001?month=2026-11')).json().data;
    expect(month.days.find((day: { date: string }) => day.date === '2026-11-20')).toMatchObject({
      status: 'late',
      late_minutes: 12,
    });
  });

  it("refuses someone else's person, another company's, and anyone who is not a supervisor", async () => {
    for (const nik of [10009, 20001]) {
      const reply = await get('dewi', `/team/recap/${nik}`);
      expect([reply.statusCode, reply.json().error]).toEqual([403, 'not_your_team']);
    }
    expect((await get('yusuf', '/team/recap/10001')).statusCode).toBe(403);
    expect((await get('yusuf', '/team/today')).json().data.people.map((person: { nik: number }) => person.nik)).toEqual(
      [20001, 20003, 20004, 20005],
    );
    for (const who of ['ade', 'hr'] as const) {
      const reply = await get(who, '/team/today');
      expect([reply.statusCode, reply.json().error, reply.json().message]).toEqual([
        403,
        'supervisor_only',
        'Only a supervisor has a team',
      ]);
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/v1/team/recap' })).statusCode).toBe(401);
    expect((await get('dewi', '/team/recap?month=2027-01')).json().error).toBe('month_in_future');
  });

  it("gives each person their own zone's today: past 23:30 WIB a WITA person is already on the next day", async () => {
    // Issue 25, rules §11: HLOG's warehouse people are on WITA by their own zone (issue 45 case 8: a person's
    // zone is theirs, not their site's scope); Rudi (20004) stays on WIB. Thursday 19 November 2026, 23:30 WIB = Friday 20, 00:30 WITA.
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE comp_kd = 'HLOG' AND nik <> 20004`);
    api.ctx.clock.set(new Date('2026-11-19T16:30:00Z'));
    try {
      const data = (await get('yusuf', '/team/today')).json().data;
      // Yusuf supervises from the WITA warehouse: his today is Friday.
      expect(data.date).toBe('2026-11-20');
      const byNik = Object.fromEntries(
        data.people.map((person: { nik: number; date: string; status: string }) => [
          person.nik,
          [person.date, person.status],
        ]),
      );
      // Rudi's Thursday in Jakarta is over without a clock-in; the WITA people's Friday has only begun (not yet, not absent).
      expect(byNik).toMatchObject({ 20001: ['2026-11-20', 'not_yet'], 20004: ['2026-11-19', 'absent'] });
    } finally {
      api.ctx.clock.set(new Date('2026-11-20T03:00:00Z'));
      await api.db.query(`UPDATE users SET time_zone = NULL WHERE comp_kd = 'HLOG'`);
    }
  });
});
