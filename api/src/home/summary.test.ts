import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let authorization: string;
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  // Friday 20 November 2026, noon in Jakarta: Home counts November up to here.
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  authorization = await loginAs(api.app, 10001);
}, 120_000);
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM attendance');
  await api.db.query('DELETE FROM schedule_assignments');
  await api.db.query('DELETE FROM work_schedules');
});

/** The month's counts alone (what waits for the person is waiting.test.ts's). */
const summary = async () => {
  const { attend, late, leave, absent, total } = (
    await api.app.inject({ method: 'GET', url: '/api/v1/summary_attendance', headers: { authorization } })
  ).json().data;
  return { attend, late, leave, absent, total };
};

async function clockIn(day: string, wibTime: string, clocking = true) {
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm)
     SELECT id, $2, $3::timestamptz, $4::date, 'JKT01', 'Kantor Pusat Jakarta' FROM users WHERE nik = $1`,
    [10001, clocking, `${day}T${wibTime}+07:00`, day],
  );
}

describe('GET /summary_attendance after clock-ins', () => {
  it('with no schedule, counts a clock-in by 08:00 WIB as present and one after it as present and late', async () => {
    expect(await summary()).toEqual({ attend: 0, late: 0, leave: 0, absent: 14, total: 0 });
    await clockIn('2026-11-02', '08:00:00');
    expect(await summary()).toEqual({ attend: 1, late: 0, leave: 0, absent: 13, total: 1 });
    await clockIn('2026-11-03', '08:01:00');
    await clockIn('2026-11-03', '17:00:00', false);
    expect(await summary()).toEqual({ attend: 2, late: 1, leave: 0, absent: 12, total: 2 });
  });

  it('judges a day by its first clock-in, never a weekend as late nor present (issue 45: a rest day worked is its own figure), and ignores other months', async () => {
    await clockIn('2026-11-04', '12:00:00');
    await clockIn('2026-11-04', '07:30:00');
    await clockIn('2026-11-07', '10:00:00');
    await clockIn('2026-10-28', '09:30:00');
    expect(await summary()).toEqual({ attend: 1, late: 0, leave: 0, absent: 13, total: 1 });
  });

  it("uses the person's schedule: 09:00 with 10 minutes' grace makes 09:05 on time and 09:11 late", async () => {
    await api.db.query(
      `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
       VALUES (1, 'HADIR', 'Kantor 09:00', '09:00', '17:00', '{1,2,3,4,5}', 10)`,
    );
    await api.db.query(
      `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, valid_from) VALUES (1, 'HADIR', 'OPS', '2026-11-01')`,
    );
    await clockIn('2026-11-09', '09:05:00');
    await clockIn('2026-11-10', '09:11:00');
    expect(await summary()).toEqual({ attend: 2, late: 1, leave: 0, absent: 12, total: 2 });
  });

  it("reads the day in the person's own zone: 08:05 in Jayapura (WIT) is late at 08:00 WIT, though it is 06:05 in Jakarta", async () => {
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Jayapura' WHERE nik = 10001`);
    try {
      await clockIn('2026-11-11', '06:05:00'); // 08:05 WIT
      await clockIn('2026-11-12', '05:55:00'); // 07:55 WIT
      expect(await summary()).toMatchObject({ attend: 2, late: 1 });
    } finally {
      await api.db.query(`UPDATE users SET time_zone = NULL WHERE nik = 10001`);
    }
  });

  it("counts absences as HR's recap does, only from the join date (issue 25: Home said Present 1 / Total 1 while HR said Absent 17)", async () => {
    // Ade joins on Monday 9 November: 9–19 November is 9 working days, of which he clocked in on one.
    await api.db.query(`UPDATE users SET created_at = '2026-11-09T00:00:00+07:00' WHERE nik = 10001`);
    await clockIn('2026-11-04', '08:00:00');
    await clockIn('2026-11-10', '08:00:00');
    expect(await summary()).toEqual({ attend: 1, late: 0, leave: 0, absent: 8, total: 1 });
    const hr = await loginAs(api.app, 10009);
    const recap = (
      await api.app.inject({ method: 'GET', url: '/api/v1/hr/recap?month=2026-11', headers: { authorization: hr } })
    ).json().data;
    expect(recap.items.find((row: { nik: number }) => row.nik === 10001)).toMatchObject({
      present: 1,
      absent: 8,
      scheduled_days: 16,
    });
  });
});
