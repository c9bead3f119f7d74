import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { postLeave } from '../test/leave-fixtures.js';
import { escalateStalledLeave, workingHoursBetween } from './escalation.js';

const wib = (local: string) => new Date(`${local}+07:00`);

describe('working hours between two instants (rules §10: Monday to Friday in Jakarta, less holidays)', () => {
  it.each([
    ['the same working day, 09:00 to 17:00', '2026-11-25T09:00', '2026-11-25T17:00', [], 8],
    ['Friday 10:00 to Monday 10:00: the weekend does not count', '2026-11-27T10:00', '2026-11-30T10:00', [], 24],
    ['Friday 10:00 to Tuesday 10:00', '2026-11-27T10:00', '2026-12-01T10:00', [], 48],
    ['filed on a Saturday: the clock starts on Monday', '2026-11-28T09:00', '2026-11-30T09:00', [], 9],
    [
      'Thursday to Monday over Christmas (a holiday on the Friday)',
      '2026-12-24T10:00',
      '2026-12-28T10:00',
      ['2026-12-25'],
      24,
    ],
    ['an instant before its start counts nothing', '2026-11-25T10:00', '2026-11-25T09:00', [], 0],
  ])('%s', (_case, from, to, holidays, hours) => {
    expect(workingHoursBetween(wib(from), wib(to), new Set(holidays))).toBe(hours);
  });
});

describe('an undecided leave request moves up a level after the company’s working hours', () => {
  let api: TestApi;
  let ade: string;
  let rina: string;
  beforeAll(async () => {
    api = await startTestApi({ TEST_CLOCK: 'true' });
    ade = await loginAs(api.app, 10001);
    rina = await loginAs(api.app, 10009);
  });
  afterAll(() => api.close());

  const at = (local: string) => api.ctx.clock.set(wib(local));
  const itemsAbout = (leaveId: number) =>
    api.db.query<{ nik: number; status: string; message: string }>(
      `SELECT u.nik, i.status, i.message FROM inbox i JOIN users u ON u.id = i.user_id
       WHERE i.redirect = 'approve' AND i.itemid = $1 ORDER BY i.id`,
      [String(leaveId)],
    );
  const file = async (day: string) => {
    const response = await postLeave(api.app, ade, { nik: '10001', start_date: day, end_date: day });
    expect(response.statusCode).toBe(200);
    return response.json().data.id as number;
  };

  it('goes from Dewi (Ade’s supervisor) to HR after 48 working hours, once, and no further than HR', async () => {
    at('2026-11-27T10:00'); // a Friday
    const id = await file('2026-12-14');
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);

    // (The demo's own pending requests may move too: only this one is looked at.)
    at('2026-11-30T09:59'); // Monday: 23 h 59 min of working time
    await escalateStalledLeave(api.ctx);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
    at('2026-12-01T09:59'); // Tuesday: 47 h 59 min
    await escalateStalledLeave(api.ctx);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
    at('2026-12-01T10:01'); // 48 working hours (the clock ran on a little after filing)
    expect(await escalateStalledLeave(api.ctx)).toBeGreaterThanOrEqual(1);
    expect(await escalateStalledLeave(api.ctx)).toBe(0);
    const items = await itemsAbout(id);
    expect(items.map((item) => [item.nik, item.status])).toEqual([
      [10002, 'Pending'],
      [10009, 'Pending'],
    ]);
    expect(items[1].message).toBe(
      'Ade Rahmat Hidayat requests Sakit on 14-12-2026 (escalated: undecided for 48 working hours with Dewi Lestari)',
    );
    const row = await api.db.one<{ escalations: number }>('SELECT escalations FROM leave_requests WHERE id = $1', [id]);
    expect(row!.escalations).toBe(1);

    // With HR it is at the top: another 48 working hours move it nowhere.
    at('2026-12-03T10:00');
    await escalateStalledLeave(api.ctx);
    expect(await itemsAbout(id)).toHaveLength(2);
  });

  it('never moves once HR sets 0 hours; the setting is HR’s alone, checked and audited', async () => {
    const put = (token: string, body: Record<string, unknown>) =>
      api.app.inject({
        method: 'PUT',
        url: '/api/v1/hr/leave-settings',
        headers: { authorization: token },
        payload: body,
      });
    expect((await put(ade, { escalate_after_hours: 0 })).statusCode).toBe(403);
    const tooLong = await put(rina, { escalate_after_hours: 721 });
    expect(tooLong.statusCode).toBe(400);
    const saved = await put(rina, { escalate_after_hours: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ escalate_after_hours: 0 });
    const read = await api.app.inject({
      method: 'GET',
      url: '/api/v1/hr/leave-settings',
      headers: { authorization: rina },
    });
    expect(read.json().data).toEqual({ escalate_after_hours: 0 });
    const audit = await api.db.one<{ summary: string }>(
      `SELECT summary FROM audit_log WHERE action = 'leave.settings.update'`,
    );
    expect(audit?.summary).toBe('Changed the leave settings');

    at('2026-12-07T10:00');
    const id = await file('2026-12-21');
    at('2026-12-18T10:00');
    await escalateStalledLeave(api.ctx);
    expect((await itemsAbout(id)).map((item) => item.nik)).toEqual([10002]);
  });
});
