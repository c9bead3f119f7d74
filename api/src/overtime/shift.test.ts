import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

// Issue 45 case 3: the request form offers the day's shift, so the window it proposes starts when the
// shift ends — a night worker's the next morning — rather than a fixed 17:00.
let api: TestApi;
const bearers: Record<number, string> = {};
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-12-01T09:00:00+07:00'));
  await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes) VALUES
     (1, 'HADIR', 'Kantor', '08:00', '17:00', '{1,2,3,4,5}', 0),
     (2, 'HADIR', 'Malam', '22:00', '06:00', '{1,2,3,4,5}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, user_id, valid_from) VALUES
     (1, 'HADIR', 'OPS', NULL, '2026-11-01'),
     (2, 'HADIR', NULL, (SELECT id FROM users WHERE nik = 10003), '2026-11-01')`,
  );
  for (const nik of [10001, 10002, 10003, 20001]) bearers[nik] = await loginAs(api.app, nik);
});
afterAll(() => api.close());

const shift = (caller: number, query: string) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/overtime/shift?${query}`,
    headers: { authorization: bearers[caller] },
  });

describe('GET /overtime/shift', () => {
  it.each([
    ['the office worker on a Wednesday', 10001, 'date=2026-12-02', { working_day: true, start: '08:00', end: '17:00' }],
    ['the night worker on a Wednesday', 10003, 'date=2026-12-02', { working_day: true, start: '22:00', end: '06:00' }],
    ['a Saturday is not a working day', 10001, 'date=2026-12-05', { working_day: false, start: '08:00', end: '17:00' }],
    ['Christmas is not a working day', 10001, 'date=2026-12-25', { working_day: false, start: '08:00', end: '17:00' }],
    [
      'the supervisor asks for a team member',
      10002,
      'date=2026-12-02&nik=10003',
      { working_day: true, start: '22:00', end: '06:00' },
    ],
  ] as const)('%s', async (_case, caller, query, expected) => {
    const reply = await shift(caller, query);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ date: query.slice(5, 15), ...expected });
  });

  it('refuses someone who is not their team, and a date that is not one', async () => {
    const other = await shift(20001, 'date=2026-12-02&nik=10001');
    expect([other.statusCode, other.json().error]).toEqual([403, 'overtime_not_your_employee']);
    const bad = await shift(10001, 'date=2-12-2026');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Overtime date must be a date (yyyy-mm-dd)']);
  });
});
