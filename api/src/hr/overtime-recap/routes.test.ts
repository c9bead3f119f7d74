import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors, recapExportFile, type Actor } from '../../test/hr.js';

// Issue 27: HR's overtime recap (each request beside what it counts), its export, and the rules HR
// sets (docs/rules.md §13). A 6-day week (Mon–Sat 08:00–15:00): Wednesday 16-12 asks 15:00–17:00 and
// clocks out at 16:50 (110 minutes beyond the shift); Friday 25-12 (Christmas, a national holiday) asks
// 08:00–15:00 and works 08:00–14:00 (6 hours on a holiday).
let api: TestApi;
let bearers: Record<Actor, string>;
let hr: ReturnType<typeof hrRequest>;
const at = (wall: string) => new Date(`${wall}:00+07:00`);

const call = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: bearers[actor] } });

async function approvedOvertime(date: string, start: string, end: string) {
  const asked = await call('employee', 'POST', '/overtime', {
    date,
    start,
    end,
    reason: 'Stock opname',
    consent: true,
  });
  expect(asked.statusCode).toBe(200);
  expect((await call('supervisor', 'POST', `/overtime/${asked.json().data.id}/approve`)).statusCode).toBe(200);
  return asked.json().data.id as number;
}

const clock = (wall: string, clocking: boolean) =>
  api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_nm)
     SELECT id, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE 'Asia/Jakarta')::date, 'Kantor Pusat Jakarta' FROM users WHERE nik = $1`,
    [10001, clocking, at(wall)],
  );

/** The overtime recap's file as HR's screen gets it: asked for as a job, run, and read from the store. */
const overtimeFile = (query: string) => recapExportFile(api.ctx, hr, query, 'hadirAdmin', 'overtime-recap');

const recapLines = async (query = '') =>
  (await hr('hadirAdmin', 'GET', `/overtime-recap?month=2026-12${query}`)).json().data;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(at('2026-12-14T08:00'));
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
     VALUES (1, 'HADIR', 'Gudang 08:00–15:00', '08:00', '15:00', '{1,2,3,4,5,6}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, valid_from) VALUES (1, 'HADIR', 'OPS', '2026-12-01')`,
  );
  bearers = await loginHrActors(api.app);
  hr = hrRequest(api.app, bearers);
  await approvedOvertime('2026-12-16', '15:00', '17:00');
  await approvedOvertime('2026-12-25', '08:00', '15:00');
  await clock('2026-12-16T08:00', true);
  await clock('2026-12-16T16:50', false);
  await clock('2026-12-25T08:00', true);
  await clock('2026-12-25T14:00', false);
  api.ctx.clock.set(at('2026-12-28T09:00'));
}, 120_000);
afterAll(() => api.close());

describe('GET /hr/overtime-recap', () => {
  it('lists each request with requested, approved, worked beyond the shift, counted and multiplier-hours', async () => {
    const recap = await recapLines();
    expect(recap).toMatchObject({ month: '2026-12', total: 2, by_status: { Approved: 2 } });
    expect(
      recap.items.map((item: Record<string, unknown>) => [
        item.nik,
        item.date,
        item.start,
        item.end,
        item.status,
        item.day_type,
        item.requested_minutes,
        item.approved_minutes,
        item.worked_minutes,
        item.counted_minutes,
        item.multiplier_hours,
      ]),
    ).toEqual([
      // 60 min at 1.5 + 50 min at 2 = 1.5 + 1.6667
      [10001, '2026-12-16', '15:00', '17:00', 'Approved', 'working', 120, 120, 110, 110, 3.1667],
      // A holiday in a 6-day week, no shortest day set: 6 h at 2 (art. 31(2)(a))
      [10001, '2026-12-25', '08:00', '15:00', 'Approved', 'rest', 420, 420, 360, 360, 12],
    ]);
  });

  it('filters by status and refuses an unknown one in words', async () => {
    expect((await recapLines('&status=Rejected')).items).toEqual([]);
    const reply = await hr('hadirAdmin', 'GET', '/overtime-recap?status=Maybe');
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('status must be Pending, Approved or Rejected');
  });

  it("shows another company's HR none of these requests, and staff nothing at all", async () => {
    expect((await hr('hlogAdmin', 'GET', '/overtime-recap?month=2026-12')).json().data.items).toEqual([]);
    expect((await hr('employee', 'GET', '/overtime-recap?month=2026-12')).statusCode).toBe(403);
  });
});

describe("the day's overtime in the person's month", () => {
  it('gives each requested day what it counts, the same numbers as the recap', async () => {
    const month = (await hr('hadirAdmin', 'GET', '/recap/10001?month=2026-12')).json().data;
    const day = (date: string) => month.days.find((entry: { date: string }) => entry.date === date).overtime;
    expect(day('2026-12-16')).toMatchObject({
      status: 'Approved',
      start: '15:00',
      end: '17:00',
      counted_minutes: 110,
      multiplier_hours: 3.1667,
    });
    expect(day('2026-12-25')).toMatchObject({ counted_minutes: 360, multiplier_hours: 12 });
    expect(day('2026-12-17')).toBeNull();
  });
});

describe('the overtime rules HR sets', () => {
  it('starts with every minute counted, no shortest day and nobody excluded', async () => {
    expect((await hr('hadirAdmin', 'GET', '/overtime-settings')).json().data).toEqual({
      rounding_minutes: 0,
      shortest_weekday: null,
      cuti_bersama_closed: false,
      rest_day_break: false,
      excluded: [],
    });
  });

  it.each([
    [{ rounding_minutes: 20, shortest_weekday: null }, 'Rounding must be 0, 15, 30 or 60 minutes'],
    [
      { rounding_minutes: 30, shortest_weekday: 7 },
      'The shortest working day must be a weekday from 1 (Monday) to 6 (Saturday), or none',
    ],
    [{ rounding_minutes: 30 }, 'The shortest working day must be a weekday from 1 (Monday) to 6 (Saturday), or none'],
  ])('refuses %j with "%s"', async (body, message) => {
    const reply = await hr('hadirAdmin', 'PUT', '/overtime-settings', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(message);
  });

  it('counts by them once saved: whole 30-minute blocks, and Christmas on the shortest day (Friday) at 31(2)(b)', async () => {
    const saved = await hr('hadirAdmin', 'PUT', '/overtime-settings', { rounding_minutes: 30, shortest_weekday: 5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Overtime rules saved');
    const recap = await recapLines();
    expect(
      recap.items.map((item: Record<string, unknown>) => [
        item.date,
        item.counted_minutes,
        item.minutes_by_multiplier,
        item.multiplier_hours,
      ]),
    ).toEqual([
      // 110 minutes → 90 (three whole blocks): 1.5 + 0.5 × 2
      ['2026-12-16', 90, { '1.5': 60, '2': 30, '3': 0, '4': 0 }, 2.5],
      // hours 1–5 at 2, the 6th at 3
      ['2026-12-25', 360, { '1.5': 0, '2': 300, '3': 60, '4': 0 }, 13],
    ]);
    const [entry] = await api.db.query<{ action: string; actor_nik: number; changes: unknown }>(
      `SELECT action, actor_nik, changes FROM audit_log WHERE action = 'overtime.rules.update'`,
    );
    expect(entry).toMatchObject({ action: 'overtime.rules.update', actor_nik: 10009 });
    // The other company keeps its own (none).
    expect((await hr('hlogAdmin', 'GET', '/overtime-settings')).json().data).toMatchObject({
      rounding_minutes: 0,
      shortest_weekday: null,
    });
    await hr('hadirAdmin', 'PUT', '/overtime-settings', { rounding_minutes: 0, shortest_weekday: null });
  });

  it("excludes a person (their requests are refused), audited; another company's person is not theirs to mark", async () => {
    const excluded = await hr('hadirAdmin', 'PUT', '/overtime-excluded/10001', { excluded: true });
    expect(excluded.statusCode).toBe(200);
    expect(excluded.json().data.excluded).toEqual([
      { nik: 10001, name: expect.any(String), department: expect.anything() },
    ]);
    const asked = await call('employee', 'POST', '/overtime', {
      date: '2026-12-29',
      start: '15:00',
      end: '16:00',
      reason: 'Stock opname',
      consent: true,
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().message).toBe('Your position is excluded from overtime pay; please contact HR');
    expect((await hr('hadirAdmin', 'PUT', '/overtime-excluded/20001', { excluded: true })).statusCode).toBe(403);
    expect((await hr('hadirAdmin', 'PUT', '/overtime-excluded/99999', { excluded: true })).statusCode).toBe(404);
    expect((await hr('hadirAdmin', 'PUT', '/overtime-excluded/10001', { excluded: 'yes' })).json().message).toBe(
      'excluded must be true or false',
    );
    expect(
      (await hr('hadirAdmin', 'PUT', '/overtime-excluded/10001', { excluded: false })).json().data.excluded,
    ).toEqual([]);
    const actions = await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE action LIKE 'overtime.%clude' ORDER BY id`,
    );
    expect(actions.map((row) => row.action)).toEqual(['overtime.exclude', 'overtime.include']);
  });
});

describe("the overtime recap's file (an export job: POST /hr/overtime-recap/export-jobs)", () => {
  it('XLSX: a row per request with the exact minutes at each multiplier (issue 45: 110 minutes, not 1.83 h) and the multiplier-hours', async () => {
    const reply = await overtimeFile('format=xlsx&month=2026-12');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain('hadir-overtime-2026-12.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Overtime')!;
    const header = sheet.getRow(1).values as string[];
    const cells = (row: number, names: string[]) =>
      names.map((name) => sheet.getRow(row).getCell(header.indexOf(name)).value);
    const names = [
      'NIK',
      'Planned start',
      'Status',
      'Overtime minutes',
      'Overtime minutes at 1.5×',
      'Overtime minutes at 2×',
      'Overtime minutes at 3×',
      'Overtime multiplier-hours',
    ];
    expect(cells(2, names)).toEqual(['10001', '15:00', 'Approved', 110, 60, 50, 0, 3.1667]);
    expect(cells(3, names)).toEqual(['10001', '08:00', 'Approved', 360, 0, 360, 0, 12]);
    expect(sheet.rowCount).toBe(3);
  });

  it('CSV in Indonesian for an Indonesian HR admin; a bad format is refused', async () => {
    await api.db.query(`UPDATE users SET language = 'id' WHERE nik = 10009`);
    const reply = await overtimeFile('format=csv&month=2026-12');
    const [header] = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header.split(',').slice(0, 4)).toEqual(['NIK', 'Nama', 'Departemen', 'Tanggal']);
    expect(header).toContain('Jam lembur terhitung');
    await api.db.query(`UPDATE users SET language = NULL WHERE nik = 10009`);
    const bad = await hr('hadirAdmin', 'POST', '/overtime-recap/export-jobs?format=pdf');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'format must be xlsx or csv']);
    expect((await hr('hadirAdmin', 'GET', '/overtime-recap/export?format=csv')).statusCode).toBe(404);
  });
});

describe('monthly wages for overtime pay (HR only, audited)', () => {
  it('pays multiplier-hours × wage / 173 in the recap and both exports once HR enters a wage, and never shows it to a supervisor', async () => {
    const before = await recapLines();
    expect(before.items.map((item: { overtime_pay: number | null }) => item.overtime_pay)).toEqual([null, null]);
    const saved = await hr('hadirAdmin', 'PUT', '/wages/10001', { monthly_wage: 5_190_000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ nik: 10001, name: expect.any(String), monthly_wage: 5_190_000 });
    // Rp 5,190,000 / 173 = Rp 30,000 an hour: 190/60 × 30,000 and 12 × 30,000.
    expect((await recapLines()).items.map((item: { overtime_pay: number | null }) => item.overtime_pay)).toEqual([
      95_000, 360_000,
    ]);

    const reply = await overtimeFile('format=xlsx&month=2026-12');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Overtime')!;
    const header = sheet.getRow(1).values as string[];
    expect([2, 3].map((row) => sheet.getRow(row).getCell(header.indexOf('Overtime pay (Rp)')).value)).toEqual([
      95_000, 360_000,
    ]);
    const recap = await recapExportFile(api.ctx, hr, 'format=csv&month=2026-12&q=10001');
    const [head, row] = recap.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(row[head.indexOf('Overtime pay (Rp)')]).toBe('455000');

    expect((await hr('hadirAdmin', 'GET', '/wages')).json().data).toMatchObject({
      total: 1,
      items: [{ nik: 10001, monthly_wage: 5_190_000 }],
    });
    const [audit] = await api.db.query<{ summary: string; changes: unknown }>(
      `SELECT summary, changes FROM audit_log WHERE action = 'wage.update'`,
    );
    expect(audit.summary).toMatch(/^Set .+'s monthly wage$/);
    // The supervisor's view of the same month carries no wage and no pay; the wage routes are HR's.
    const team = await call('supervisor', 'GET', '/team/recap/10001?month=2026-12');
    expect(team.statusCode).toBe(200);
    expect(team.body).not.toMatch(/wage|_pay|5190000/);
    expect((await hr('supervisor', 'GET', '/wages')).statusCode).toBe(403);
    expect((await hr('supervisor', 'PUT', '/wages/10001', { monthly_wage: 1 })).statusCode).toBe(403);
  });

  it("refuses a wage that is not whole rupiah above 0, another company's person, and removes one with null", async () => {
    for (const bad of [0, -5, 12.5, '5000000']) {
      const reply = await hr('hadirAdmin', 'PUT', '/wages/10001', { monthly_wage: bad });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('The monthly wage must be a whole number of rupiah above 0, or none');
    }
    expect((await hr('hadirAdmin', 'PUT', '/wages/20001', { monthly_wage: 5_000_000 })).statusCode).toBe(403);
    expect((await hr('hadirAdmin', 'PUT', '/wages/10001', { monthly_wage: null })).json().data.monthly_wage).toBeNull();
    expect((await recapLines()).items.map((item: { overtime_pay: number | null }) => item.overtime_pay)).toEqual([
      null,
      null,
    ]);
  });
});
