import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let authorization: string;
beforeAll(async () => {
  api = await startTestApi();
  authorization = await loginAs(api.app, 10001);
});
afterAll(() => api.close());
beforeEach(() => api.db.query('DELETE FROM attendance'));

const summary = async () =>
  (await api.app.inject({ method: 'GET', url: '/api/v1/summary_attendance', headers: { authorization } })).json().data;

/** yyyy-mm of now in Jakarta. */
const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit' }).format(new Date());

async function clockIn(day: string, wibTime: string, clocking = true) {
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm)
     SELECT id, $2, $3::timestamptz, $4::date, 'JKT01', 'Kantor Pusat Jakarta' FROM users WHERE nik = $1`,
    [10001, clocking, `${day}T${wibTime}+07:00`, day],
  );
}

describe('GET /summary_attendance after clock-ins', () => {
  it('counts a clock-in before 08:00 WIB as present and one after it as present and late', async () => {
    expect(await summary()).toEqual({ attend: 0, late: 0, leave: 0, total: 0 });
    const month = thisMonth();
    await clockIn(`${month}-01`, '07:59:00');
    expect(await summary()).toEqual({ attend: 1, late: 0, leave: 0, total: 1 });
    await clockIn(`${month}-02`, '08:01:00');
    await clockIn(`${month}-02`, '17:00:00', false);
    expect(await summary()).toEqual({ attend: 2, late: 1, leave: 0, total: 2 });
  });

  it('judges a day by its first clock-in and ignores clock-ins of other months', async () => {
    const month = thisMonth();
    await clockIn(`${month}-01`, '12:00:00');
    await clockIn(`${month}-01`, '07:30:00');
    const [year, m] = month.split('-').map(Number);
    const previous = m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
    await clockIn(`${previous}-28`, '09:30:00');
    expect(await summary()).toEqual({ attend: 1, late: 0, leave: 0, total: 1 });
  });
});
