import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let dewi: string;
let recordId: number;
beforeAll(async () => {
  api = await startTestApi();
  dewi = await loginAs(api.app, 10002);
  const row = await api.db.one<{ id: number }>(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, photo)
     SELECT id, true, '2026-03-02T00:55:00Z', '2026-03-02', '00000000-0000-4000-8000-000000000001.jpg' FROM users WHERE nik = 10001
     RETURNING id`,
  );
  recordId = row!.id;
});
afterAll(() => api.close());

const readDay = () =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance_list',
    payload: { date: '2026-03-02', nik: 10001 },
    headers: { authorization: dewi },
  });
const readDetail = () =>
  api.app.inject({ method: 'GET', url: `/api/v1/attendance/detail/${recordId}`, headers: { authorization: dewi } });

describe('attendance of a team', () => {
  it('is read by the supervisor (role 2) the employee reports to', async () => {
    expect((await readDay()).statusCode).toBe(200);
    expect((await readDetail()).statusCode).toBe(200);
  });

  it('is refused (403) to a user named as supervisor_id who is no longer a supervisor', async () => {
    await api.db.query('UPDATE users SET role_id = 1 WHERE nik = 10002');
    try {
      expect((await readDay()).statusCode).toBe(403);
      expect((await readDetail()).statusCode).toBe(403);
    } finally {
      await api.db.query('UPDATE users SET role_id = 2 WHERE nik = 10002');
    }
  });
});
