import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

// Issue 27 (docs/rules.md §13): overtime asked, agreed, approved through the inbox, limited by
// PP 35/2021 art. 26, and counted from the day engine by art. 31.
let api: TestApi;
let ade: string;
let dewi: string;
let hlogSupervisor: string;

const at = (wall: string) => new Date(`${wall}:00+07:00`);
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  // Wednesday 25 November 2026, 09:00 in Jakarta.
  api.ctx.clock.set(at('2026-11-25T09:00'));
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
     VALUES (1, 'HADIR', 'Kantor 08:00–17:00', '08:00', '17:00', '{1,2,3,4,5}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, user_id, valid_from) SELECT 1, 'HADIR', id, '2026-11-01' FROM users WHERE nik = 10001`,
  );
  ade = await loginAs(api.app, 10001);
  dewi = await loginAs(api.app, 10002);
  hlogSupervisor = await loginAs(api.app, 20002);
}, 120_000);
afterAll(() => api.close());

const call = (bearer: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: { authorization: bearer, 'user-agent': CHROME_ANDROID },
  });

const ask = (bearer: string, body: object) => call(bearer, 'POST', '/overtime', body);

const inboxOf = (nik: number) =>
  api.db.query<{ message: string; status: string; redirect: string | null; itemid: string | null }>(
    `SELECT message, status, redirect, itemid FROM inbox WHERE user_id = (SELECT id FROM users WHERE nik = $1) ORDER BY id`,
    [nik],
  );

async function clockings(nik: number, day: string, stamps: [boolean, string][]) {
  for (const [clocking, wall] of stamps) {
    await api.db.query(
      `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_nm) SELECT id, $2, $3, $4::date, 'Kantor Pusat Jakarta' FROM users WHERE nik = $1`,
      [nik, clocking, at(wall), day],
    );
  }
}

describe('POST /overtime, consent and the decision', () => {
  let id: number;

  it('records the request with the consent tapped with it: its time and the device', async () => {
    const reply = await ask(ade, {
      date: '2026-11-25',
      start: '17:00',
      end: '19:00',
      reason: 'Stock opname akhir bulan',
      consent: true,
    });
    expect([reply.statusCode, reply.json().message]).toEqual([200, 'Overtime request submitted']);
    const data = reply.json().data;
    id = data.id;
    expect(data).toMatchObject({
      date: '2026-11-25',
      start: '17:00',
      end: '19:00',
      planned_minutes: 120,
      working_day: true,
      asked_by_employee: true,
      consented_at: expect.stringMatching(/^2026-11-25T02:00/),
      consent_device: 'Chrome on Android',
      status: 'Pending',
    });
  });

  it("puts it in the supervisor's inbox like a leave, and refuses a second request on the day", async () => {
    expect(await inboxOf(10002)).toEqual([
      {
        message: 'Ade Rahmat Hidayat asks for overtime on 25-11-2026, 17:00–19:00 (2 h)',
        status: 'Pending',
        redirect: 'overtime',
        itemid: String(id),
      },
    ]);
    const again = await ask(ade, { date: '2026-11-25', start: '19:00', end: '20:00', reason: 'Lagi', consent: true });
    expect([again.statusCode, again.json().message]).toEqual([409, 'There is already an overtime request on this day']);
  });

  it('lets only the approver decide: the employee and another company are refused', async () => {
    expect((await call(ade, 'POST', `/overtime/${id}/approve`)).statusCode).toBe(403);
    expect((await call(hlogSupervisor, 'POST', `/overtime/${id}/approve`)).statusCode).toBe(403);
  });

  it('approves once: the approver item is settled and the employee told', async () => {
    const reply = await call(dewi, 'POST', `/overtime/${id}/approve`);
    expect([reply.statusCode, reply.json().message, reply.json().data.status]).toEqual([
      200,
      'Overtime request approved',
      'Approved',
    ]);
    expect((await call(dewi, 'POST', `/overtime/${id}/reject`)).json()).toMatchObject({
      error: 'overtime_already_decided',
      message: 'This overtime request has already been decided',
    });
    expect((await inboxOf(10002))[0].status).toBe('Approved');
    expect((await inboxOf(10001)).at(-1)).toEqual({
      message: 'Your overtime on 25-11-2026, 17:00–19:00 (2 h) was approved by Dewi Lestari',
      status: 'Approved',
      // It opens the request, never a leave PDF (issue 46).
      redirect: 'overtime-notice',
      itemid: String(id),
    });
  });

  it('counts the minutes clocked inside the approved window and outside the shift: in 07:58, out 19:30, 17:00–19:00 approved, 2 h counted, 3.5 multiplier-hours', async () => {
    await clockings(10001, '2026-11-25', [
      [true, '2026-11-25T07:58'],
      [false, '2026-11-25T19:30'],
    ]);
    api.ctx.clock.set(at('2026-11-25T20:00'));
    const reply = await call(ade, 'GET', '/overtime?month=2026-11');
    expect(reply.statusCode).toBe(200);
    const month = reply.json().data;
    expect(month.days).toHaveLength(1);
    expect(month.days[0]).toMatchObject({
      date: '2026-11-25',
      day_type: 'working',
      requested_minutes: 120,
      approved_minutes: 120,
      worked_minutes: 120,
      counted_minutes: 120,
      minutes_by_multiplier: { '1.5': 60, '2': 60, '3': 0, '4': 0 },
      multiplier_hours: 3.5,
    });
    expect(month.totals).toEqual({
      overtime_minutes: 120,
      overtime_minutes_by_multiplier: { '1.5': 60, '2': 60, '3': 0, '4': 0 },
      overtime_multiplier_hours: 3.5,
    });
    // The supervisor reads the same for their team member; HLOG's supervisor may not.
    expect(
      (await call(dewi, 'GET', '/overtime?month=2026-11&nik=10001')).json().data.totals.overtime_multiplier_hours,
    ).toBe(3.5);
    expect((await call(hlogSupervisor, 'GET', '/overtime?month=2026-11&nik=10001')).statusCode).toBe(403);
  });
});

describe('consent (PP 35/2021 art. 28)', () => {
  it('cannot be approved before the employee agrees; the agreement, then the approval', async () => {
    api.ctx.clock.set(at('2026-11-26T09:00'));
    const asked = (await ask(ade, { date: '2026-11-26', start: '17:00', end: '18:00', reason: 'Laporan' })).json().data;
    expect(asked.consented_at).toBeNull();
    const early = await call(dewi, 'POST', `/overtime/${asked.id}/approve`);
    expect([early.statusCode, early.json().message]).toEqual([409, 'The employee has not agreed to this overtime yet']);
    expect((await call(dewi, 'POST', `/overtime/${asked.id}/consent`)).json().message).toBe(
      'Only the employee can agree to their own overtime',
    );
    const agreed = await call(ade, 'POST', `/overtime/${asked.id}/consent`);
    expect([agreed.json().message, agreed.json().data.status, agreed.json().data.consent_device]).toEqual([
      'Overtime agreed',
      'Pending',
      'Chrome on Android',
    ]);
    expect((await call(ade, 'POST', `/overtime/${asked.id}/consent`)).json().message).toBe(
      'You have already agreed to this overtime',
    );
    expect((await call(dewi, 'POST', `/overtime/${asked.id}/approve`)).json().data.status).toBe('Approved');
  });

  it("asked by the supervisor (the employer's order), it waits in the employee's inbox and is approved when they agree", async () => {
    const asked = await ask(dewi, {
      nik: 10001,
      date: '2026-11-27',
      start: '17:00',
      end: '20:00',
      reason: 'Pengiriman mendesak',
    });
    expect(asked.statusCode).toBe(200);
    const { id, asked_by_employee, status } = asked.json().data;
    expect([asked_by_employee, status]).toEqual([false, 'Pending']);
    expect((await inboxOf(10001)).at(-1)).toEqual({
      message: 'Dewi Lestari asks you to work overtime on 27-11-2026, 17:00–20:00 (3 h): agree to it',
      status: 'Pending',
      redirect: 'overtime-consent',
      itemid: String(id),
    });
    const agreed = await call(ade, 'POST', `/overtime/${id}/consent`);
    expect([agreed.json().message, agreed.json().data.status]).toEqual(['Overtime request approved', 'Approved']);
    expect((await inboxOf(10001)).at(-1)?.status).toBe('Success');
    expect((await inboxOf(10002)).at(-1)).toEqual({
      message: 'Ade Rahmat Hidayat agreed to overtime on 27-11-2026, 17:00–20:00 (3 h)',
      status: 'Approved',
      redirect: 'overtime-notice',
      itemid: String(id),
    });
  });

  it('refuses a supervisor asking for someone outside their team', async () => {
    const reply = await ask(hlogSupervisor, {
      nik: 10001,
      date: '2026-11-30',
      start: '17:00',
      end: '18:00',
      reason: 'x',
    });
    expect([reply.statusCode, reply.json().message]).toEqual([
      403,
      'You can only ask overtime for yourself or your own team',
    ]);
  });
});

describe('the limits of PP 35/2021 art. 26', () => {
  it('refuses a past day, and more than 4 hours on a working day, with the numbers', async () => {
    expect((await ask(ade, { date: '2026-11-24', start: '17:00', end: '18:00', reason: 'x' })).json().message).toBe(
      'Overtime can be asked from today on',
    );
    const long = await ask(ade, { date: '2026-11-30', start: '17:00', end: '21:30', reason: 'x' });
    expect([long.statusCode, long.json().error, long.json().message]).toEqual([
      400,
      'overtime_day_limit',
      'Overtime on a working day may be at most 4 hours (PP 35/2021 art. 26); this request asks for 4.5 hours',
    ]);
  });

  it('refuses the hours past 18 in a week, allows reaching 18, and does not count a rest day (26(2))', async () => {
    for (const date of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']) {
      expect((await ask(ade, { date, start: '17:00', end: '21:00', reason: 'Audit' })).statusCode).toBe(200);
    }
    const over = await ask(ade, { date: '2026-12-04', start: '17:00', end: '20:00', reason: 'Audit' });
    expect([over.statusCode, over.json().error, over.json().message]).toEqual([
      400,
      'overtime_week_limit',
      'Overtime may be at most 18 hours a week (PP 35/2021 art. 26); this week already has 16 hours, this request would add 3',
    ]);
    expect((await ask(ade, { date: '2026-12-04', start: '17:00', end: '19:00', reason: 'Audit' })).statusCode).toBe(
      200,
    );
    const saturday = await ask(ade, { date: '2026-12-05', start: '07:00', end: '17:00', reason: 'Inventaris' });
    expect([saturday.statusCode, saturday.json().data.working_day]).toEqual([200, false]);
  });

  it("reads an end not after the start as the next morning: 22:00–01:00 is one 3-hour span on the evening's day", async () => {
    const reply = await ask(dewi, { date: '2026-12-07', start: '22:00', end: '01:00', reason: 'Malam' });
    expect(reply.json().data).toMatchObject({
      start: '22:00',
      end: '01:00',
      planned_minutes: 180,
      planned_end: '2026-12-07T18:00:00.000Z',
      end_date: '2026-12-08',
    });
    // The approver's inbox says the real window: it ends the next day.
    expect((await inboxOf(10009)).at(-1)!.message).toMatch(
      /^Dewi Lestari asks for overtime on 07-12-2026, 22:00–08-12-2026 01:00 \(3 h\)/,
    );
  });

  it('applies the limits on a cuti bersama day, an ordinary working day (issue 45 case 1), unless the company closes on it', async () => {
    await api.db.query(
      `INSERT INTO company_holidays (comp_kd, day, kind, name, counts_against_leave) VALUES ('HADIR', '2026-12-24', 'cuti_bersama', 'Cuti Bersama Natal', true)`,
    );
    const long = await ask(ade, { date: '2026-12-24', start: '08:00', end: '19:00', reason: 'Tutup buku' });
    expect([long.statusCode, long.json().error]).toEqual([400, 'overtime_day_limit']);
    const evening = await ask(ade, { date: '2026-12-24', start: '17:00', end: '19:00', reason: 'Tutup buku' });
    expect([evening.statusCode, evening.json().data.working_day]).toEqual([200, true]);
    const hr = await loginAs(api.app, 10009);
    const closes = await api.app.inject({
      method: 'PUT',
      url: '/api/v1/hr/overtime-settings',
      payload: { rounding_minutes: 0, shortest_weekday: null, cuti_bersama_closed: true },
      headers: { authorization: hr },
    });
    expect(closes.json().data).toMatchObject({ cuti_bersama_closed: true, rest_day_break: false });
    const siti = await ask(dewi, {
      nik: 10003,
      date: '2026-12-24',
      start: '08:00',
      end: '19:00',
      reason: 'Tutup buku',
    });
    expect([siti.statusCode, siti.json().data.working_day]).toEqual([200, false]);
  });

  it("reads the times on the employee's wall clock: 17:00–19:00 at a WITA site is 09:00–11:00 UTC, and the inbox says WITA", async () => {
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Makassar' WHERE nik = 20004`);
    try {
      const rudi = await loginAs(api.app, 20004);
      const reply = await ask(rudi, {
        date: '2026-12-08',
        start: '17:00',
        end: '19:00',
        reason: 'Bongkar muat',
        consent: true,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({
        start: '17:00',
        end: '19:00',
        planned_start: '2026-12-08T09:00:00.000Z',
        planned_end: '2026-12-08T11:00:00.000Z',
      });
      expect((await inboxOf(20002)).at(-1)!.message).toBe(
        'Rudi Hartono asks for overtime on 08-12-2026, 17:00–19:00 WITA (2 h)',
      );
    } finally {
      await api.db.query(`UPDATE users SET time_zone = NULL WHERE nik = 20004`);
    }
  });
});
