import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { startTestApi, type TestApi } from '../test/harness.js';
import { hrRequest, loginHrActors, recapExportFile, type Actor } from '../test/hr.js';

// Issue 27: approved, counted overtime in HR's recap and both exports (docs/rules.md §13): a working
// day 2 h past the shift (3.5 multiplier-hours) and a Saturday of 8 h (16: 5-day week, art. 31(3)).
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
}

const clock = (wall: string, clocking: boolean) =>
  api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_nm)
     SELECT id, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE 'Asia/Jakarta')::date, 'Kantor Pusat Jakarta' FROM users WHERE nik = $1`,
    [10001, clocking, at(wall)],
  );

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(at('2026-11-18T08:00'));
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
     VALUES (1, 'HADIR', 'Kantor 08:00–17:00', '08:00', '17:00', '{1,2,3,4,5}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, valid_from) VALUES (1, 'HADIR', 'OPS', '2026-11-01')`,
  );
  bearers = await loginHrActors(api.app);
  hr = hrRequest(api.app, bearers);
  await approvedOvertime('2026-11-18', '17:00', '19:00');
  await approvedOvertime('2026-11-21', '08:00', '16:00');
  await clock('2026-11-18T07:55', true);
  await clock('2026-11-18T19:04', false);
  await clock('2026-11-21T07:59', true);
  await clock('2026-11-21T16:10', false);
  api.ctx.clock.set(at('2026-11-23T09:00'));
}, 120_000);
afterAll(() => api.close());

describe("overtime in HR's recap", () => {
  it("gives the month's overtime hours, the hours at each multiplier and the multiplier-hours (3.5 + 16)", async () => {
    const recap = (await hr('hadirAdmin', 'GET', '/recap?month=2026-11&q=10001')).json().data;
    expect(recap.items[0]).toMatchObject({
      nik: 10001,
      overtime_hours: 10,
      overtime_hours_by_multiplier: { '1.5': 1, '2': 9, '3': 0, '4': 0 },
      overtime_multiplier_hours: 19.5,
    });
    const month = (await hr('hadirAdmin', 'GET', '/recap/10001?month=2026-11')).json().data;
    expect(month.totals).toMatchObject({ overtime_hours: 10, overtime_multiplier_hours: 19.5 });
    // Someone with no overtime has zeros, not gaps.
    expect((await hr('hadirAdmin', 'GET', '/recap?month=2026-11&q=10003')).json().data.items[0]).toMatchObject({
      overtime_hours: 0,
      overtime_multiplier_hours: 0,
    });
  });
});

describe('overtime in the exports', () => {
  it("XLSX: a column per multiplier and the total on the summary, and the day's counted overtime on the daily sheet, in whole minutes (issue 45)", async () => {
    const reply = await recapExportFile(api.ctx, hr, 'format=xlsx&month=2026-11&q=10001');
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    const cell = (name: string) => summary.getRow(2).getCell(header.indexOf(name)).value;
    expect(
      [
        'Overtime minutes',
        'Overtime minutes at 1.5×',
        'Overtime minutes at 2×',
        'Overtime minutes at 3×',
        'Overtime minutes at 4×',
        'Overtime multiplier-hours',
      ].map(cell),
    ).toEqual([600, 60, 540, 0, 0, 19.5]);
    const daily = workbook.getWorksheet('Daily')!;
    const dailyHeader = daily.getRow(1).values as string[];
    const dayRow = (date: string) => {
      for (let row = 2; row <= daily.rowCount; row += 1) {
        const value = daily.getRow(row).getCell(dailyHeader.indexOf('Date')).value as Date;
        if (value.toISOString().startsWith(date)) return daily.getRow(row);
      }
      throw new Error(`no row for ${date}`);
    };
    const overtimeOf = (date: string) => [
      dayRow(date).getCell(dailyHeader.indexOf('Overtime minutes')).value,
      dayRow(date).getCell(dailyHeader.indexOf('Overtime multiplier-hours')).value,
    ];
    expect(overtimeOf('2026-11-18')).toEqual([120, 3.5]);
    expect(overtimeOf('2026-11-21')).toEqual([480, 16]);
    expect(overtimeOf('2026-11-19')).toEqual([null, null]);
  });

  it('CSV: the same columns, in Indonesian for an Indonesian HR admin', async () => {
    await api.db.query(`UPDATE users SET language = 'id' WHERE nik = 10009`);
    const reply = await recapExportFile(api.ctx, hr, 'format=csv&month=2026-11&q=10001');
    const [header, row] = Papa.parse<string[]>(reply.body.replace(/^\uFEFF/, '').trim()).data;
    const byName = Object.fromEntries(header.map((name, index) => [name, row[index]]));
    expect([
      byName['Menit lembur'],
      byName['Menit lembur 1,5×'],
      byName['Menit lembur 2×'],
      byName['Jam lembur terhitung'],
    ]).toEqual(['600', '60', '540', '19.5']);
  });
});
