import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Papa from 'papaparse';
import { startTestApi, type TestApi } from '../test/harness.js';
import { auditRows, hrRequest, loginHrActors, recapExportFile } from '../test/hr.js';

// Issue 25, rules §11: no scheduled day, absence or late before the join date or after the last
// working day; a re-hire counts both periods. HLOG's people are on the default schedule (08:00–17:00,
// Monday–Friday) and November 2026 has no holiday, so a month's scheduled days are its weekdays.
let api: TestApi;
let as: ReturnType<typeof hrRequest>;

/** Monday 30 November 2026, 18:00 in Jakarta: every day of the month has ended. */
const NOW = new Date('2026-11-30T18:00:00+07:00');

const idOf = async (nik: number) =>
  (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = $1', [nik]))!.id;
const recapRow = async (nik: number, month = '2026-11') => {
  const reply = await as('hlogAdmin', 'GET', `/recap?month=${month}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data.items.find((row: { nik: number }) => row.nik === nik);
};
const statuses = async (nik: number) => {
  const days: { date: string; status: string }[] = (await as('hlogAdmin', 'GET', `/recap/${nik}?month=2026-11`)).json()
    .data.days;
  return Object.fromEntries(days.map((day) => [day.date, day.status]));
};

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(NOW);
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

describe('employment dates in the month (rules §11)', () => {
  it('counts a person who joins mid-month from the join date only: 0 scheduled, 0 absent before it', async () => {
    const created = await as('hlogAdmin', 'POST', '/employees', {
      nik: 20031,
      name: 'Sari Baru',
      birth_date: '2000-01-02',
      join_date: '2026-11-16',
      roleId: 1,
      divisi_kd: 'WH',
    });
    expect(created.statusCode).toBe(200);
    // 16–30 November: 11 weekdays, none clocked.
    expect(await recapRow(20031)).toMatchObject({
      scheduled_days: 11,
      absent: 11,
      present: 0,
      late_days: 0,
      holidays: 0,
    });
    const days = await statuses(20031);
    expect([
      days['2026-11-02'],
      days['2026-11-13'],
      days['2026-11-15'],
      days['2026-11-16'],
      days['2026-11-30'],
    ]).toEqual(['not_employed', 'not_employed', 'not_employed', 'absent', 'absent']);
    // Not in October's recap at all: they had not joined.
    expect(await recapRow(20031, '2026-10')).toBeUndefined();
  });

  it('stops counting after the last working day HR gives when deactivating, and keeps the person in that month', async () => {
    const id = await idOf(20003);
    const reply = await as('hlogAdmin', 'POST', `/employees/${id}/deactivate`, { last_working_day: '2026-11-13' });
    expect(reply.json()).toMatchObject({
      message: 'Employee deactivated',
      data: { active: false, last_working_day: '2026-11-13' },
    });
    // 2–13 November: 10 weekdays.
    expect(await recapRow(20003)).toMatchObject({ scheduled_days: 10, absent: 10 });
    const days = await statuses(20003);
    expect([days['2026-11-13'], days['2026-11-16'], days['2026-11-30']]).toEqual([
      'absent',
      'not_employed',
      'not_employed',
    ]);
    const [audit] = (await auditRows(api.db, 'employee.deactivate')).filter((row) => row.subject_nik === 20003);
    expect(audit.summary).toBe('Deactivated Putri Ayu Lestari, last working day 13-11-2026; their sessions ended');
    // Both exports answer the same: the CSV summary has the pro-rated days.
    const csv = await recapExportFile(api.ctx, as, 'format=csv&month=2026-11&q=20003', 'hlogAdmin');
    const [header, row] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim()).data;
    expect([row[header.indexOf('Scheduled days')], row[header.indexOf('Absent')]]).toEqual(['10', '10']);
  });

  it('re-hires: a new period from the new join date, the earlier one still counted, the days between are nobody’s', async () => {
    const id = await idOf(20003);
    const reply = await as('hlogAdmin', 'POST', `/employees/${id}/reactivate`, { join_date: '2026-11-23' });
    expect(reply.json()).toMatchObject({
      message: 'Employee reactivated',
      data: {
        active: true,
        join_date: '2026-11-23',
        last_working_day: null,
        earlier_periods: [{ join_date: '2023-05-08', last_working_day: '2026-11-13' }],
      },
    });
    // 2–13 (10 weekdays) and 23–30 (6).
    expect(await recapRow(20003)).toMatchObject({ scheduled_days: 16, absent: 16 });
    const days = await statuses(20003);
    expect([days['2026-11-13'], days['2026-11-20'], days['2026-11-23']]).toEqual(['absent', 'not_employed', 'absent']);
    const [audit] = (await auditRows(api.db, 'employee.reactivate')).filter((row) => row.subject_nik === 20003);
    expect(audit.summary).toBe('Re-hired Putri Ayu Lestari from 23-11-2026');
  });

  it('the last working day defaults to today, and a clock-in before the join date is neither present nor late', async () => {
    const id = await idOf(20005);
    await api.db.query(
      `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo)
       VALUES ($1, true, '2026-11-30T09:30:00+07:00', '2026-11-30', 'CKR01', 'Gudang Cikarang', 'p.jpg')`,
      [id],
    );
    expect((await recapRow(20005)).late_days).toBe(1);
    expect((await as('hlogAdmin', 'POST', `/employees/${id}/deactivate`)).json().data.last_working_day).toBe(
      '2026-11-30',
    );
    expect(await recapRow(20005)).toMatchObject({ scheduled_days: 21, present: 1, late_days: 1 });
    await api.db.query(
      `UPDATE users SET employment_end = NULL, active = true, created_at = '2026-12-01T00:00:00+07:00' WHERE id = $1`,
      [id],
    );
    // Joined after the month: not listed; their month is all not_employed.
    expect(await recapRow(20005)).toBeUndefined();
    const days = await statuses(20005);
    expect(new Set(Object.values(days))).toEqual(new Set(['not_employed']));
  });

  it.each([
    [
      'a last working day after today',
      20004,
      'deactivate',
      { last_working_day: '2026-12-01' },
      'last_working_day_in_future',
      'The last working day cannot be after today',
    ],
    [
      'a last working day before the join date',
      20004,
      'deactivate',
      { last_working_day: '2021-11-21' },
      'last_working_day_before_join',
      'The last working day cannot be before the join date (22-11-2021)',
    ],
    [
      'a last working day that is not a date',
      20004,
      'deactivate',
      { last_working_day: '31-11-2026' },
      'invalid_input',
      'Last working day must be a date (yyyy-mm-dd)',
    ],
    [
      'a re-hire on or before the last working day',
      20031,
      'reactivate',
      { join_date: '2026-11-20' },
      'rehire_before_last_day',
      'The new join date must be after the last working day (20-11-2026)',
    ],
  ])('refuses %s', async (_case, nik, action, body, error, message) => {
    const id = await idOf(nik);
    if (action === 'reactivate')
      await as('hlogAdmin', 'POST', `/employees/${id}/deactivate`, { last_working_day: '2026-11-20' });
    const reply = await as('hlogAdmin', 'POST', `/employees/${id}/${action}`, body);
    expect([reply.statusCode, reply.json().error, reply.json().message]).toEqual([400, error, message]);
  });

  it('reactivating the day after the last working day continues the same period: no re-hire, no gap', async () => {
    const id = await idOf(20002);
    await as('hlogAdmin', 'POST', `/employees/${id}/deactivate`, { last_working_day: '2026-11-20' });
    const back = (await as('hlogAdmin', 'POST', `/employees/${id}/reactivate`, { join_date: '2026-11-21' })).json()
      .data;
    expect(back).toMatchObject({ active: true, join_date: '2019-09-02', last_working_day: null, earlier_periods: [] });
    expect(await recapRow(20002)).toMatchObject({ scheduled_days: 21 });
  });

  it('refuses to move a deactivated person’s join date after their last working day', async () => {
    const id = await idOf(20031);
    const reply = await as('hlogAdmin', 'PATCH', `/employees/${id}`, { join_date: '2026-11-21' });
    expect([reply.statusCode, reply.json().message]).toEqual([
      400,
      'The join date cannot be after the last working day (20-11-2026)',
    ]);
  });
});
