import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { clockFields, multipartPayload, selfie } from '../test/attendance.js';
import { startTestApi, type TestApi } from '../test/harness.js';
import { hrRequest, loginHrActors } from '../test/hr.js';

// Issue 25: a clocking belongs to the shift instance whose window holds it (workdays/instance.ts),
// so a night worker clocks out after midnight and the shift counts on the evening it started.
let api: TestApi;
let ade: string;
let hr: ReturnType<typeof hrRequest>;
let jpeg: Buffer;

const at = (wall: string) => new Date(`${wall}:00+07:00`);

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(at('2026-11-09T21:00'));
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
     VALUES (1, 'HADIR', 'Malam 22:00–06:00', '22:00', '06:00', '{1,2,3,4,5}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, user_id, valid_from) SELECT 1, 'HADIR', id, '2026-11-01' FROM users WHERE nik = 10001`,
  );
  // The HR actors include Ade (10001, the employee): his session is theirs.
  const bearers = await loginHrActors(api.app);
  ade = bearers.employee;
  hr = hrRequest(api.app, bearers);
  jpeg = await selfie();
}, 120_000);
afterAll(() => api.close());

async function clock(clocking: boolean, wall: string) {
  api.ctx.clock.set(at(wall));
  const { payload, headers } = await multipartPayload(clockFields(10001, clocking), {
    bytes: jpeg,
    type: 'image/jpeg',
  });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: ade },
  });
}

const check = (clocking: boolean) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/check_attend',
    payload: { clocking, nik: 10001 },
    headers: { authorization: ade },
  });

describe('a night shift 22:00–06:00', () => {
  it('clocks in at 21:55 and out at 06:05 the next morning, on the evening the shift started', async () => {
    expect((await clock(true, '2026-11-09T21:55')).statusCode).toBe(200);
    api.ctx.clock.set(at('2026-11-10T06:05'));
    expect((await check(false)).json().message).toBe('You can clock out now');
    const out = await clock(false, '2026-11-10T06:05');
    expect([out.statusCode, out.json().message]).toEqual([200, 'Clock Out success']);
    const rows = await api.db.query<{ clocking: boolean; attend_date: string }>(
      `SELECT clocking, attend_date FROM attendance ORDER BY attended_at`,
    );
    expect(rows).toEqual([
      { clocking: true, attend_date: '2026-11-09' },
      { clocking: false, attend_date: '2026-11-09' },
    ]);
  });

  it('leaves the next night untouched: a second clock-out is refused, the next clock-in is the next shift', async () => {
    const again = await clock(false, '2026-11-10T06:10');
    expect([again.statusCode, again.json().error]).toEqual([400, 'already_clocked_out']);
    const next = await clock(true, '2026-11-10T21:50');
    expect(next.statusCode).toBe(200);
    expect(
      (
        await api.db.query<{ attend_date: string }>(
          'SELECT attend_date FROM attendance ORDER BY attended_at DESC LIMIT 1',
        )
      )[0].attend_date,
    ).toBe('2026-11-10');
  });

  it('shows the shift as one day in the log and one present day with both times in the HR month', async () => {
    api.ctx.clock.set(at('2026-11-11T11:30'));
    const log = (
      await api.app.inject({ method: 'GET', url: '/api/v1/attendance/all/10', headers: { authorization: ade } })
    ).json().data;
    const ninth = log.find((day: { dates: string }) => day.dates === '2026-11-09');
    expect(
      ninth.attend.map((stamp: { clocking: boolean; attendance_time: string }) => [
        stamp.clocking,
        stamp.attendance_time,
      ]),
    ).toEqual([
      [true, '21:55'],
      [false, '06:05'],
    ]);
    // The day engine's pairs and worked minutes ride with the log (issue 25): the night is one pair, the next one still open.
    expect([ninth.sessions, ninth.worked_minutes]).toEqual([[{ in: '21:55', out: '06:05' }], 490]);
    const tenth = log.find((day: { dates: string }) => day.dates === '2026-11-10');
    expect([tenth.sessions, tenth.worked_minutes]).toEqual([[{ in: '21:50', out: null }], 0]);
    const month = (await hr('hadirAdmin', 'GET', '/recap/10001?month=2026-11')).json().data;
    const byDate = Object.fromEntries(month.days.map((day: { date: string }) => [day.date, day]));
    expect(byDate['2026-11-09']).toMatchObject({
      status: 'present',
      first_in: expect.stringMatching(/^2026-11-09T14:55:00/),
      last_out: expect.stringMatching(/^2026-11-09T23:05:00/),
      missing_clock_out: false,
      worked_minutes: 490,
    });
    expect(byDate['2026-11-09'].sessions).toHaveLength(1);
    expect(byDate['2026-11-09'].shift_end).toBe('2026-11-09T23:00:00.000Z');
    // (The api's test clock runs on from where it is set: seconds hold, milliseconds vary.) The night of the 10th is clocked in with no clock-out yet; its window is open until 12:00 on the 11th.
    expect(byDate['2026-11-10']).toMatchObject({ status: 'present', missing_clock_out: false });
  });

  it('refuses a clock-out with no open clock-in with "You have not clocked in today"', async () => {
    await api.db.query('DELETE FROM attendance');
    const out = await clock(false, '2026-11-12T06:05');
    expect([out.statusCode, out.json().message]).toEqual([400, 'You have not clocked in today']);
  });
});

describe('a roster cell on a night worker’s day (issue 25, read with the zone in one statement since issue 31)', () => {
  it('counts a day shift the roster gives in place of the assigned night: 07:55 in and 17:05 out on that day', async () => {
    await api.db.query('DELETE FROM attendance');
    await api.db.query(
      `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
       VALUES (2, 'HADIR', 'Pagi 08:00–17:00', '08:00', '17:00', '{1,2,3,4,5,6,7}', 0)`,
    );
    await api.db.query(
      `INSERT INTO roster_cells (user_id, day, comp_kd, schedule_id) SELECT id, '2026-11-13', 'HADIR', 2 FROM users WHERE nik = 10001`,
    );
    // Under the assigned night shift, 07:55 on the 13th would close the window of the 12th's night and count on the 12th.
    expect((await clock(true, '2026-11-13T07:55')).statusCode).toBe(200);
    api.ctx.clock.set(at('2026-11-13T17:05'));
    expect((await check(false)).json().message).toBe('You can clock out now');
    expect((await clock(false, '2026-11-13T17:05')).statusCode).toBe(200);
    const rows = await api.db.query<{ clocking: boolean; attend_date: string }>(
      `SELECT clocking, attend_date FROM attendance ORDER BY attended_at`,
    );
    expect(rows).toEqual([
      { clocking: true, attend_date: '2026-11-13' },
      { clocking: false, attend_date: '2026-11-13' },
    ]);
  });

  it('reads a Jayapura worker’s roster on their own day: 07:55 WIT on the 14th (22:55 UTC on the 13th) is the rostered day shift’s', async () => {
    await api.db.query('DELETE FROM attendance');
    await api.db.query(`UPDATE users SET time_zone = 'Asia/Jayapura' WHERE nik = 10001`);
    await api.db.query(
      `INSERT INTO roster_cells (user_id, day, comp_kd, schedule_id) SELECT id, '2026-11-14', 'HADIR', 2 FROM users WHERE nik = 10001`,
    );
    const wit = (wall: string) => new Date(`${wall}:00+09:00`);
    // Without the cell, 07:55 WIT is inside the window of the 13th's assigned night (22:00–06:00 WIT) and counts on the 13th.
    for (const [clocking, wall] of [
      [true, '2026-11-14T07:55'],
      [false, '2026-11-14T17:05'],
    ] as const) {
      api.ctx.clock.set(wit(wall));
      const { payload, headers } = await multipartPayload(clockFields(10001, clocking), {
        bytes: jpeg,
        type: 'image/jpeg',
      });
      expect(
        (
          await api.app.inject({
            method: 'POST',
            url: '/api/v1/attendance',
            payload,
            headers: { ...headers, authorization: ade },
          })
        ).statusCode,
      ).toBe(200);
    }
    const rows = await api.db.query<{ attend_date: string }>(`SELECT attend_date FROM attendance ORDER BY attended_at`);
    expect(rows.map((row) => row.attend_date)).toEqual(['2026-11-14', '2026-11-14']);
    await api.db.query(`UPDATE users SET time_zone = NULL WHERE nik = 10001`);
  });
});
