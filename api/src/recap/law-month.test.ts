import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { hrRequest, loginHrActors, recapExportFile, type Actor } from '../test/hr.js';
import { postLeave, putApproval } from '../test/leave-fixtures.js';

// Issue 45: one month — December 2026 — against the law, computed by hand below and read back from
// every screen and export that shows it: Home, the person's month (theirs, their supervisor's /team, HR's
// recap), HR's recap and overtime recap, the leave balances, and the recap's and the overtime recap's
// XLSX and CSV. One answer everywhere.
//
// The law (texts checked against PP 35/2021 as published and UU 13/2003 as amended by UU 6/2023):
// - PP 35/2021 art. 28(1): overtime is the employer's order, with the worker's consent; Hadir counts the
//   minutes clocked inside the approved window and outside the shift, nothing else (issue 45 cases 3, 4).
// - Art. 31(1): on a working day the first hour at 1.5 × the hourly wage, each further hour at 2 ×.
// - Art. 31(3) (5-day week): on a weekly rest day or official holiday hours 1–8 at 2 ×, the 9th at 3 ×,
//   the 10th–12th at 4 ×.
// - Art. 26(1)–(2): 4 h a day and 18 h a week on working days; rest days and holidays are not counted.
// - Art. 32(2): the hourly wage is 1/173 of the monthly wage.
// - Cuti bersama is not "hari libur resmi"; worked, it is a working day and the annual leave "tidak
//   berkurang" (SE Menaker M/6/HK.04/XII/2024 part B point 4) — issue 45 cases 1 and 2.
// - UU 13/2003 art. 79(3)–(4) as amended: 12 days after 12 months; the carry-over is the company's rule
//   (Hadir: 6 days for 6 months); a leave day is drawn from the days valid on it (case 5).
//
// The people (the demo seed): Ade 10001, office 08:00–17:00 Monday–Friday (WIB), joined 14-06-2021, so 6
// days of his 2025 service year are carried until 14-12-2026; Dewi 10002, his supervisor, on the same
// schedule but in Makassar (WITA, HR's per-person zone); Siti 10003, a night worker 22:00–06:00.
// December 2026: 23 weekdays less the SKB's cuti bersama (Thursday 24-12), Christmas (Friday 25-12) and
// HR's own cuti bersama counted against leave (Thursday 31-12) = 20 scheduled days.

let api: TestApi;
let bearers: Record<Actor, string>;
let hr: ReturnType<typeof hrRequest>;
let siti: string;

const OFFSET = { 'Asia/Jakarta': '+07:00', 'Asia/Makassar': '+08:00' } as const;
type Zone = keyof typeof OFFSET;
const WIB = (wall: string) => new Date(`${wall}:00+07:00`);

const call = (bearer: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  api.app.inject({ method, url: `/api/v1${url}`, payload, headers: { authorization: bearer } });

/** A clocking at a wall time of a zone, stored as the clock screen stores it (its date in that zone). */
async function clock(nik: number, wall: string, clocking: boolean, zone: Zone = 'Asia/Jakarta') {
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_nm)
     SELECT id, $2, $3::timestamptz, $4::date, 'Kantor' FROM users WHERE nik = $1`,
    [nik, clocking, new Date(`${wall}:00${OFFSET[zone]}`), wall.slice(0, 10)],
  );
}
const pair = async (nik: number, from: string, to: string, zone?: Zone) => {
  await clock(nik, from, true, zone);
  await clock(nik, to, false, zone);
};

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Monday–Friday dates of December 2026, less the days given. */
function weekdays(except: string[]): string[] {
  const days: string[] = [];
  for (let ms = Date.parse('2026-12-01T00:00:00Z'); ms < Date.parse('2027-01-01T00:00:00Z'); ms += 86_400_000) {
    const weekday = new Date(ms).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !except.includes(iso(ms))) days.push(iso(ms));
  }
  return days;
}
const nextDate = (date: string) => iso(Date.parse(`${date}T00:00:00Z`) + 86_400_000);

async function askOvertime(bearer: string, date: string, start: string, end: string) {
  const asked = await call(bearer, 'POST', '/overtime', { date, start, end, reason: 'Tutup buku', consent: true });
  expect(asked.statusCode).toBe(200);
  return asked.json().data.id as number;
}
const approveOvertime = async (bearer: string, id: number) =>
  expect((await call(bearer, 'POST', `/overtime/${id}/approve`)).statusCode).toBe(200);

async function annualLeave(bearer: string, nik: string, from: string, to: string) {
  const filed = await postLeave(
    api.app,
    bearer,
    { tipe: 'Cuti Tahunan', nik, start_date: from, end_date: to },
    undefined,
  );
  expect(filed.statusCode).toBe(200);
  const approved = await putApproval(api.app, bearers.supervisor, {
    leave_id: String(filed.json().data.id),
    description: 'Potong Cuti',
  });
  expect(approved.statusCode).toBe(200);
}

// ─── The hand computation ────────────────────────────────────────────────────────────────────────────
// Hourly wages (art. 32(2)): Ade Rp 5,190,000 / 173 = 30,000; Dewi 6,920,000 / 173 = 40,000;
// Siti 3,460,000 / 173 = 20,000.
const WAGES = { 10001: 5_190_000, 10002: 6_920_000, 10003: 3_460_000 } as const;

/** Each overtime order: [who, date, window, the case, minutes counted, minutes at 1.5 / 2 / 3 / 4, multiplier-hours, Rp, the rule]. */
const ORDERS: [number, string, string, string, number, [number, number, number, number], number, number, string][] = [
  [
    10001,
    '2026-12-02',
    '17:00–18:00',
    'in 06:34, out 17:23: the early arrival is outside the order, 17:00–17:23 counts',
    23,
    [23, 0, 0, 0],
    0.575, // 23/60 × 1.5
    17_250, // 0.575 × 30,000
    'PP 35/2021 art. 28(1), 31(1)(a)',
  ],
  [
    10001,
    '2026-12-05',
    '08:00–12:00',
    'Saturday, a weekly rest day, 4 h worked',
    240,
    [0, 240, 0, 0],
    8, // 4 × 2
    240_000,
    'PP 35/2021 art. 31(3)(a); art. 26(2): outside the 4 h / 18 h limits',
  ],
  [
    10001,
    '2026-12-24',
    '17:00–19:00',
    'cuti bersama worked, out 19:00: an ordinary working day, 2 h past the shift',
    120,
    [60, 60, 0, 0],
    3.5, // 1 × 1.5 + 1 × 2
    105_000,
    'PP 35/2021 art. 31(1); SE Menaker M/6/HK.04/XII/2024 B.4',
  ],
  [
    10002,
    '2026-12-02',
    '17:00–18:30 WITA',
    'the WITA worker stays until 18:30 WITA (17:30 WIB)',
    90,
    [60, 30, 0, 0],
    2.5, // 1 × 1.5 + 0.5 × 2
    100_000, // 2.5 × 40,000
    'PP 35/2021 art. 31(1)',
  ],
  [
    10003,
    '2026-12-02',
    '06:00–08:00',
    "the night worker stays after Tuesday's 22:00–06:00 shift and asks for Wednesday's morning",
    120,
    [60, 60, 0, 0],
    3.5,
    70_000, // 3.5 × 20,000
    'PP 35/2021 art. 28(1), 31(1)',
  ],
];

/** Each person's month: the recap's totals and the annual leave left at its end, with where each comes from. */
const MONTH = {
  // Ade: 20 scheduled days; on leave 10, 11 and 15-12 (3), absent 28-12 (1): present 20 − 3 − 1 = 16.
  // Worked on a rest day or holiday: Saturday 05-12, the SKB's 24-12, HR's 31-12 = 3. Late: 03-12 in at 08:10.
  // Overtime 23 + 240 + 120 = 383 minutes; at 1.5: 23 + 60 = 83, at 2: 240 + 60 = 300;
  // 0.575 + 8 + 3.5 = 12.075 multiplier-hours, Rp 17,250 + 240,000 + 105,000 = 362,250.
  10001: {
    totals: {
      scheduled_days: 20,
      present: 16,
      rest_days_worked: 3,
      late_days: 1,
      late_minutes: 10,
      absent: 1,
      leave_days: 3,
      cuti_bersama_counted: 0,
      overtime_minutes: 383,
      overtime_minutes_by_multiplier: { '1.5': 83, '2': 300, '3': 0, '4': 0 },
      overtime_multiplier_hours: 12.075,
    },
    pay: 362_250,
    // 12 (2026 year) + 6 carried = 18 on 01-12; 10 and 11-12 come from the carried days (valid until 14-12),
    // 15-12 from the 2026 year (case 5); the 4 carried days left expire on 14-12; 31-12 (HR's cuti
    // bersama, counted against leave) was worked, so it is kept (case 2): 12 − 1 = 11.
    annual_left: 11,
  },
  // Dewi (WITA): 20 scheduled days, all present; late once, 01-12 in at 08:05 WITA (07:05 WIB) = 5 minutes.
  // She took HR's cuti bersama on 31-12: counted against her leave, 12 − 1 = 11.
  10002: {
    totals: {
      scheduled_days: 20,
      present: 20,
      rest_days_worked: 0,
      late_days: 1,
      late_minutes: 5,
      absent: 0,
      leave_days: 0,
      cuti_bersama_counted: 1,
      overtime_minutes: 90,
      overtime_minutes_by_multiplier: { '1.5': 60, '2': 30, '3': 0, '4': 0 },
      overtime_multiplier_hours: 2.5,
    },
    pay: 100_000,
    annual_left: 11,
  },
  // Siti (nights 22:00–06:00, joined 01-11-2026): every one of the 20 nights present; no annual leave yet
  // (art. 79(3): after 12 months), so HR's cuti bersama on 31-12 takes nothing from it.
  10003: {
    totals: {
      scheduled_days: 20,
      present: 20,
      rest_days_worked: 0,
      late_days: 0,
      late_minutes: 0,
      absent: 0,
      leave_days: 0,
      cuti_bersama_counted: 0,
      overtime_minutes: 120,
      overtime_minutes_by_multiplier: { '1.5': 60, '2': 60, '3': 0, '4': 0 },
      overtime_multiplier_hours: 3.5,
    },
    pay: 70_000,
    annual_left: 0,
  },
} as const;
type Nik = keyof typeof MONTH;
const NIKS = [10001, 10002, 10003] as const;

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true', SESSION_IDLE_SECONDS: '6000000' });
  api.ctx.clock.set(WIB('2026-11-30T09:00'));
  await api.db.query(`UPDATE users SET must_reset_password = false WHERE nik = 10003`);
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes) VALUES
     (1, 'HADIR', 'Kantor 08:00–17:00', '08:00', '17:00', '{1,2,3,4,5}', 0),
     (2, 'HADIR', 'Malam 22:00–06:00', '22:00', '06:00', '{1,2,3,4,5}', 0)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, user_id, valid_from) VALUES
     (1, 'HADIR', 'OPS', NULL, '2026-11-01'),
     (2, 'HADIR', NULL, (SELECT id FROM users WHERE nik = 10003), '2026-11-01')`,
  );
  bearers = await loginHrActors(api.app);
  hr = hrRequest(api.app, bearers);
  siti = await loginAs(api.app, 10003);

  // HR: Dewi works in Makassar (her own zone), the wages, and the company's own cuti bersama on 31-12.
  const [dewi] = await api.db.query<{ id: number }>(`SELECT id FROM users WHERE nik = 10002`);
  expect((await hr('hadirAdmin', 'PATCH', `/employees/${dewi.id}`, { time_zone: 'Asia/Makassar' })).statusCode).toBe(
    200,
  );
  for (const nik of NIKS)
    expect((await hr('hadirAdmin', 'PUT', `/wages/${nik}`, { monthly_wage: WAGES[nik] })).statusCode).toBe(200);
  const holiday = await hr('hadirAdmin', 'POST', '/holidays', {
    date: '2026-12-31',
    name: 'Cuti bersama perusahaan',
    kind: 'cuti_bersama',
    counts_against_leave: true,
  });
  expect(holiday.statusCode).toBe(201);

  // The orders, asked and approved before the month (Dewi has no supervisor: HR decides hers).
  const ade = await askOvertime(bearers.employee, '2026-12-02', '17:00', '18:00');
  const saturday = await askOvertime(bearers.employee, '2026-12-05', '08:00', '12:00');
  const cutiBersama = await askOvertime(bearers.employee, '2026-12-24', '17:00', '19:00');
  const night = await askOvertime(siti, '2026-12-02', '06:00', '08:00');
  const wita = await askOvertime(bearers.supervisor, '2026-12-02', '17:00', '18:30');
  for (const id of [ade, saturday, cutiBersama, night]) await approveOvertime(bearers.supervisor, id);
  await approveOvertime(bearers.hadirAdmin, wita);
  // Ade's leave, approved in advance: 10–11 December (before his carried days expire) and 15 December (after).
  await annualLeave(bearers.employee, '10001', '2026-12-10', '2026-12-11');
  await annualLeave(bearers.employee, '10001', '2026-12-15', '2026-12-15');

  // The month as clocked.
  for (const date of weekdays([
    '2026-12-02',
    '2026-12-03',
    '2026-12-10',
    '2026-12-11',
    '2026-12-15',
    '2026-12-24',
    '2026-12-25',
    '2026-12-28',
  ]))
    await pair(10001, `${date}T07:55`, `${date}T17:05`);
  await pair(10001, '2026-12-02T06:34', '2026-12-02T17:23');
  await pair(10001, '2026-12-03T08:10', '2026-12-03T17:05');
  await pair(10001, '2026-12-05T08:00', '2026-12-05T12:00');
  await pair(10001, '2026-12-24T08:00', '2026-12-24T19:00');

  for (const date of weekdays(['2026-12-01', '2026-12-02', '2026-12-24', '2026-12-25', '2026-12-31']))
    await pair(10002, `${date}T07:55`, `${date}T17:05`, 'Asia/Makassar');
  await pair(10002, '2026-12-01T08:05', '2026-12-01T17:05', 'Asia/Makassar');
  await pair(10002, '2026-12-02T07:55', '2026-12-02T18:30', 'Asia/Makassar');

  for (const date of weekdays(['2026-12-01', '2026-12-24', '2026-12-25', '2026-12-31']))
    await pair(10003, `${date}T21:55`, `${nextDate(date)}T06:05`);
  await pair(10003, '2026-12-01T21:55', '2026-12-02T08:00');

  api.ctx.clock.set(WIB('2027-01-04T09:00'));
}, 300_000);
afterAll(() => api.close());

const BEARER = (nik: Nik) => (nik === 10001 ? bearers.employee : nik === 10002 ? bearers.supervisor : siti);
/** The row's fields the hand computed. */
const totalsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(MONTH[10001].totals).map((key) => [key, row[key]]));
const handTotals = (nik: Nik) => totalsOf(MONTH[nik].totals);

describe('the month of December 2026, by hand and on every screen', () => {
  it.each(ORDERS)(
    '%i on %s, %s (%s): %i minutes, Rp %#',
    async (nik, date, _window, _case, minutes, tiers, multiplierHours, pay) => {
      const recap = (await hr('hadirAdmin', 'GET', `/overtime-recap?month=2026-12&q=${nik}`)).json().data;
      const line = recap.items.find((item: { date: string }) => item.date === date);
      expect([
        line.counted_minutes,
        [
          line.minutes_by_multiplier['1.5'],
          line.minutes_by_multiplier['2'],
          line.minutes_by_multiplier['3'],
          line.minutes_by_multiplier['4'],
        ],
        line.multiplier_hours,
        line.overtime_pay,
      ]).toEqual([minutes, tiers, multiplierHours, pay]);
    },
  );

  it.each(NIKS)(
    "%i: HR's recap, the person's month (HR's and their own supervisor's) give the hand's totals",
    async (nik) => {
      const expected = handTotals(nik);
      const row = (await hr('hadirAdmin', 'GET', `/recap?month=2026-12&q=${nik}`)).json().data.items[0];
      expect(totalsOf(row)).toEqual(expected);
      const month = (await hr('hadirAdmin', 'GET', `/recap/${nik}?month=2026-12`)).json().data;
      expect(totalsOf(month.totals)).toEqual(expected);
      if (nik !== 10002) {
        const team = (await call(bearers.supervisor, 'GET', `/team/recap/${nik}?month=2026-12`)).json().data;
        expect(totalsOf(team.totals)).toEqual(expected);
      }
    },
  );

  it.each(NIKS)('%i: the leave balance left at the end of the month', async (nik) => {
    const balances = (await call(BEARER(nik), 'GET', '/leave-balances')).json().data as {
      leave_type: string;
      left: number;
    }[];
    expect(balances.find((row) => row.leave_type === 'Cuti Tahunan')?.left ?? 0).toBe(MONTH[nik].annual_left);
  });

  it("Home's month on its last evening says what the recap says", async () => {
    // 22:30 WIB is 23:30 in Makassar: still December on Dewi's clock too (at 23:30 WIB her Home is January's).
    api.ctx.clock.set(WIB('2026-12-31T22:30'));
    try {
      for (const nik of NIKS) {
        const home = (await call(BEARER(nik), 'GET', '/summary_attendance')).json().data;
        const totals = MONTH[nik].totals;
        expect([home.attend, home.late, home.absent, home.leave]).toEqual([
          totals.present,
          totals.late_days,
          totals.absent,
          totals.leave_days,
        ]);
      }
    } finally {
      api.ctx.clock.set(WIB('2027-01-04T09:00'));
    }
  });

  it("the recap's XLSX and CSV carry the same minutes and rupiah", async () => {
    const reply = await recapExportFile(api.ctx, hr, 'format=xlsx&month=2026-12');
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    const columns = [
      'Present',
      'Worked on a rest day or holiday',
      'Late minutes',
      'Absent',
      'Overtime minutes',
      'Overtime minutes at 1.5×',
      'Overtime minutes at 2×',
      'Overtime multiplier-hours',
    ];
    const xlsx: Record<number, unknown[]> = {};
    for (let row = 2; row <= summary.rowCount; row += 1) {
      const cells = summary.getRow(row);
      xlsx[Number(cells.getCell(header.indexOf('NIK')).value)] = columns.map(
        (name) => cells.getCell(header.indexOf(name)).value,
      );
    }
    const csvReply = await recapExportFile(api.ctx, hr, 'format=csv&month=2026-12');
    const [csvHeader, ...rows] = Papa.parse<string[]>(csvReply.body.replace(/^\uFEFF/, '').trim()).data;
    const csv: Record<number, unknown[]> = {};
    for (const row of rows)
      csv[Number(row[csvHeader.indexOf('NIK')])] = columns.map((name) => Number(row[csvHeader.indexOf(name)]));
    for (const nik of NIKS) {
      const t = MONTH[nik].totals;
      const expected = [
        t.present,
        t.rest_days_worked,
        t.late_minutes,
        t.absent,
        t.overtime_minutes,
        t.overtime_minutes_by_multiplier['1.5'],
        t.overtime_minutes_by_multiplier['2'],
        t.overtime_multiplier_hours,
      ];
      expect([nik, xlsx[nik]]).toEqual([nik, expected]);
      expect([nik, csv[nik]]).toEqual([nik, expected]);
    }
  });

  it("the overtime recap's XLSX gives each order's minutes and rupiah as the screen does", async () => {
    const reply = await recapExportFile(api.ctx, hr, 'format=xlsx&month=2026-12', 'hadirAdmin', 'overtime-recap');
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Overtime')!;
    const header = sheet.getRow(1).values as string[];
    const lines: unknown[][] = [];
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      const cells = sheet.getRow(row);
      const cell = (name: string) => cells.getCell(header.indexOf(name)).value;
      lines.push([
        Number(cell('NIK')),
        (cell('Date') as Date).toISOString().slice(0, 10),
        cell('Overtime minutes'),
        cell('Overtime multiplier-hours'),
        cell('Overtime pay (Rp)'),
      ]);
    }
    expect(lines.sort()).toEqual(
      ORDERS.map(([nik, date, , , minutes, , hours, pay]) => [nik, date, minutes, hours, pay]).sort(),
    );
    // Each person's rupiah is the sum of their orders' (the pay is rounded per order, as on the screen).
    for (const nik of NIKS)
      expect(ORDERS.filter(([who]) => who === nik).reduce((sum, order) => sum + order[7], 0)).toBe(MONTH[nik].pay);
  });
});
