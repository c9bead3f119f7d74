import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { INDONESIA_PRESET } from '../../leave/policy.js';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors, paternityLeaveAdded, recapExportFile, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let bearers: Record<Actor, string>;

/** Friday 20 November 2026, 12:00 in Jakarta: the recap counts the month up to here. */
const NOW = '2026-11-20T05:00:00Z';

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date(NOW));
  bearers = await loginHrActors(api.app);
  as = hrRequest(api.app, bearers);
  await api.db.query(
    `INSERT INTO work_schedules (id, comp_kd, name, start_time, end_time, weekdays, grace_minutes)
     VALUES (1, 'HADIR', 'Kantor 09:00', '09:00', '17:00', '{1,2,3,4,5}', 10)`,
  );
  await api.db.query(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, valid_from) VALUES (1, 'HADIR', 'OPS', '2026-11-01')`,
  );
  await api.db.query(
    `INSERT INTO company_holidays (comp_kd, day, kind, name) VALUES ('HADIR', '2026-11-05', 'company', 'Ulang tahun perusahaan')`,
  );
  const clock = (nik: number, instant: string, clocking: boolean, extra = '') =>
    api.db.query(
      `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo${extra ? ', is_correction' : ''})
       SELECT id, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE 'Asia/Jakarta')::date, 'JKT01', 'Kantor Pusat Jakarta', 'p.jpg'${extra ? ', true' : ''}
       FROM users WHERE nik = $1`,
      [nik, clocking, instant],
    );
  await clock(10001, '2026-11-02T09:05:00+07:00', true);
  await clock(10001, '2026-11-02T17:01:00+07:00', false);
  await clock(10001, '2026-11-03T09:23:30+07:00', true, 'correction');
  await api.db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status)
     SELECT id, v.tipe, 'alasan', v.duration, v.start_date::date, v.end_date::date, 'a.pdf', 's.png', 'Approved'
     FROM users, (VALUES ('Sakit', 'Full Day', '2026-11-09', '2026-11-10'), ('Izin', 'Half Day', '2026-11-11', '2026-11-11')) AS v (tipe, duration, start_date, end_date)
     WHERE nik = 10003`,
  );
}, 120_000);
afterAll(() => api.close());

const recap = async (query = '') => {
  const reply = await as('hadirAdmin', 'GET', `/recap${query}`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
};
const rowOf = (data: { items: { nik: number }[] }, nik: number) => data.items.find((row) => row.nik === nik);

describe('GET /hr/recap', () => {
  it("opens on the current month and the whole company, each person's month in numbers", async () => {
    const data = await recap();
    expect([data.month, data.from, data.to, data.through, data.total]).toEqual([
      '2026-11',
      '2026-11-01',
      '2026-11-30',
      '2026-11-20',
      4,
    ]);
    expect(data.items.map((row: { nik: number }) => row.nik)).toEqual([10001, 10002, 10003, 10009]);
    // 21 weekdays less the company's day off; 13 working days have ended by Friday noon.
    expect(rowOf(data, 10001)).toMatchObject({
      name: 'Ade Rahmat Hidayat',
      division: 'OPS',
      scheduled_days: 20,
      present: 2,
      late_days: 1,
      late_minutes: 23,
      absent: 11,
      leave_days: 0,
      holidays: 1,
      missing_clock_out: 1,
      corrections: 1,
    });
    expect(rowOf(data, 10003)).toMatchObject({
      present: 0,
      leave: { Sakit: 2, Izin: 0.5 },
      leave_days: 2.5,
      absent: 10.5,
    });
    // HR is on the default schedule (08:00, Monday–Friday): the same days, their own late rule.
    expect(rowOf(data, 10009)).toMatchObject({ scheduled_days: 20, absent: 13 });
    // A column per type of the company's policies (the preset until HR changes one), in their order.
    expect(data.leave_types).toEqual(INDONESIA_PRESET.map((policy) => policy.leave_type));
  });

  it('narrows by unit and search, and pages', async () => {
    expect((await recap('?division=HR')).items.map((row: { nik: number }) => row.nik)).toEqual([10009]);
    expect((await recap('?q=dewi')).items.map((row: { nik: number }) => row.nik)).toEqual([10002]);
    const second = await recap('?page=2&page_size=3');
    expect([second.total, second.items.length]).toEqual([4, 1]);
  });

  it("refuses a month after next, a malformed one, and another company's unit", async () => {
    const future = await as('hadirAdmin', 'GET', '/recap?month=2027-01');
    expect([future.statusCode, future.json().error, future.json().message]).toEqual([
      400,
      'month_in_future',
      'That month has not started yet',
    ]);
    const malformed = await as('hadirAdmin', 'GET', '/recap?month=2026-13');
    expect([malformed.statusCode, malformed.json().data]).toEqual([400, { field: 'month' }]);
    expect((await as('hadirAdmin', 'GET', '/recap?division=WH')).statusCode).toBe(403);
    expect((await recap('?month=2026-10')).items[0]).toMatchObject({ present: 0, scheduled_days: 22 });
  });

  it('is for HR admins only', async () => {
    for (const actor of ['supervisor', 'employee'] as Actor[]) {
      expect((await as(actor, 'GET', '/recap')).statusCode).toBe(403);
      expect((await as(actor, 'GET', '/recap/10001')).statusCode).toBe(403);
    }
    expect((await as(null, 'POST', '/recap/export-jobs?format=csv')).statusCode).toBe(401);
    expect((await as('supervisor', 'POST', '/recap/export-jobs?format=csv')).statusCode).toBe(403);
  });
});

describe('GET /hr/recap/:nik', () => {
  it("gives every day of the person's month with what it counts as", async () => {
    const reply = await as('hadirAdmin', 'GET', '/recap/10001?month=2026-11');
    const data = reply.json().data;
    expect(data.employee).toMatchObject({ nik: 10001, name: 'Ade Rahmat Hidayat' });
    expect(data.days).toHaveLength(30);
    const byDate = Object.fromEntries(data.days.map((day: { date: string }) => [day.date, day]));
    expect(byDate['2026-11-01']).toMatchObject({ status: 'off', working: false });
    expect(byDate['2026-11-02']).toMatchObject({
      status: 'present',
      first_in: '2026-11-02T02:05:00.000Z',
      last_out: '2026-11-02T10:01:00.000Z',
      location: 'Kantor Pusat Jakarta',
    });
    expect(byDate['2026-11-03']).toMatchObject({
      status: 'late',
      late_minutes: 23,
      missing_clock_out: true,
      corrected: true,
      schedule: { name: 'Kantor 09:00', start: '09:00', grace_minutes: 10 },
    });
    expect(byDate['2026-11-05']).toMatchObject({
      status: 'holiday',
      holiday: { name: 'Ulang tahun perusahaan', kind: 'company' },
    });
    expect(byDate['2026-11-04'].status).toBe('absent');
    expect(byDate['2026-11-23'].status).toBe('upcoming');
    expect(data.totals).toMatchObject({ late_minutes: 23, absent: 11 });
  });

  it("refuses another company's person (403) and an unknown NIK (404)", async () => {
    expect((await as('hlogAdmin', 'GET', '/recap/10001')).statusCode).toBe(403);
    expect((await as('hadirAdmin', 'GET', '/recap/20001')).statusCode).toBe(403);
    expect((await as('hadirAdmin', 'GET', '/recap/99999')).statusCode).toBe(404);
  });
});

describe("next month's plan (issue 46)", () => {
  it('shows what is planned, approved leave and holidays, and counts no attendance; this month stays as it was', async () => {
    const before = await recap();
    await api.db.query(
      `INSERT INTO company_holidays (comp_kd, day, kind, name) VALUES ('HADIR', '2026-12-24', 'company', 'Libur akhir tahun')`,
    );
    await api.db.query(
      `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status)
       SELECT id, 'Sakit', 'alasan', 'Full Day', '2026-12-01', '2026-12-02', 'a.pdf', 's.png', 'Approved' FROM users WHERE nik = 10003`,
    );
    // The current month's figures are the same numbers as before next month had anything planned.
    expect(await recap()).toEqual(before);

    const next = await recap('?month=2026-12');
    expect([next.month, next.from, next.to]).toEqual(['2026-12', '2026-12-01', '2026-12-31']);
    expect(next.through < next.from).toBe(true);
    expect(rowOf(next, 10003)).toMatchObject({
      present: 0,
      late_days: 0,
      absent: 0,
      leave_days: 0,
      // December's 23 weekdays less the company day off and Christmas.
      scheduled_days: 21,
    });

    const siti = (await as('hadirAdmin', 'GET', '/recap/10003?month=2026-12')).json().data;
    const byDate = Object.fromEntries(siti.days.map((day: { date: string }) => [day.date, day]));
    expect(byDate['2026-12-01']).toMatchObject({
      status: 'upcoming',
      leave: { type: 'Sakit', half_day: false },
      schedule: { name: 'Kantor 09:00' },
    });
    expect(byDate['2026-12-24']).toMatchObject({ status: 'holiday', holiday: { name: 'Libur akhir tahun' } });
    expect(byDate['2026-12-06']).toMatchObject({ status: 'off' });
    expect(siti.totals).toMatchObject({ present: 0, absent: 0, leave_days: 0 });
  });
});

describe('the recap exported as a job (POST /hr/recap/export-jobs, its file)', () => {
  it("writes an XLSX whose summary holds the recap's numbers and whose daily sheet has every day", async () => {
    const reply = await recapExportFile(api.ctx, as, 'format=xlsx&month=2026-11');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="hadir-recap-2026-11.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Daily', 'Summary']);
    expect(workbook.views[0].activeTab).toBe(1);
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    const ade = summary.getRow(2);
    const cell = (name: string) => ade.getCell(header.indexOf(name)).value;
    expect([
      cell('NIK'),
      cell('Present'),
      cell('Late days'),
      cell('Late minutes'),
      cell('Absent'),
      cell('Scheduled days'),
    ]).toEqual(['10001', 2, 1, 23, 11, 20]);
    expect(summary.getRow(4).getCell(header.indexOf('Sakit')).value).toBe(2);
    const daily = workbook.getWorksheet('Daily')!;
    expect(daily.rowCount).toBe(1 + 4 * 30);
    const third = daily.getRow(4).values as unknown[];
    expect(third.slice(1, 13)).toEqual([
      '10001',
      'Ade Rahmat Hidayat',
      new Date('2026-11-03T00:00:00Z'),
      'Tue',
      'Kantor 09:00',
      '09:00',
      '17:00',
      '09:23',
      undefined,
      'Kantor Pusat Jakarta',
      'Late',
      23,
    ]);
    expect(daily.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('writes the summary as CSV, or the daily rows with detail=1', async () => {
    const summary = await recapExportFile(api.ctx, as, 'format=csv&division=OPS');
    expect(summary.headers['content-disposition']).toBe('attachment; filename="hadir-recap-2026-11-OPS.csv"');
    const rows = Papa.parse<string[]>(summary.body.replace(/^\uFEFF/, '').trim()).data;
    expect(rows.map((row) => row[0])).toEqual(['NIK', '10001', '10002', '10003']);
    // Scheduled, present, worked on a rest day or holiday, late days, late minutes, absent.
    expect(rows[1].slice(5, 11)).toEqual(['20', '2', '0', '1', '23', '11']);
    const detail = await recapExportFile(api.ctx, as, 'format=csv&detail=1&q=10001');
    expect(Papa.parse(detail.body.trim()).data).toHaveLength(31);
  });
});

describe('clock-ins under review on the recap (issue 29)', () => {
  /** A clocking of Dewi's stored with a review status; its id. */
  const dewiClocking = async (instant: string, clocking: boolean, review: 'needs_review' | 'accepted' | 'rejected') =>
    (
      await api.db.query<{ id: number }>(
        `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo, risk_score, review_status)
         SELECT id, $1::boolean, $2::timestamptz, ($2::timestamptz AT TIME ZONE 'Asia/Jakarta')::date, 'JKT01', 'Kantor Pusat Jakarta', 'p.jpg', 70, $3
         FROM users WHERE nik = 10002 RETURNING id`,
        [clocking, instant, review],
      )
    )[0].id;
  const counts = (row: object | undefined) => {
    const { clockings_under_review, clockings_rejected } = (row ?? {}) as {
      clockings_under_review?: number;
      clockings_rejected?: number;
    };
    return [clockings_under_review, clockings_rejected];
  };

  it("counts, on the page, the person's month and both exports, the clockings still to review and those rejected; a rejection moves one across", async () => {
    const monday = await dewiClocking('2026-11-16T08:58:00+07:00', true, 'needs_review');
    await dewiClocking('2026-11-16T17:02:00+07:00', false, 'needs_review');
    await dewiClocking('2026-11-17T09:01:00+07:00', true, 'rejected');
    await dewiClocking('2026-11-18T09:00:00+07:00', true, 'accepted');
    // October's flagged clock-in is October's to settle, not November's.
    await dewiClocking('2026-10-30T09:00:00+07:00', true, 'needs_review');

    const page = await recap();
    expect(counts(rowOf(page, 10002))).toEqual([2, 1]);
    expect(counts(rowOf(page, 10001))).toEqual([0, 0]);
    expect(counts(rowOf(await recap('?month=2026-10'), 10002))).toEqual([1, 0]);
    expect(counts((await as('hadirAdmin', 'GET', '/recap/10002?month=2026-11')).json().data.totals)).toEqual([2, 1]);

    const xlsx = await recapExportFile(api.ctx, as, 'format=xlsx&month=2026-11');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    const dewi = summary.getRow(3);
    expect(dewi.getCell(header.indexOf('NIK')).value).toBe('10002');
    expect([
      dewi.getCell(header.indexOf('Clock-ins under review')).value,
      dewi.getCell(header.indexOf('Clock-ins rejected')).value,
    ]).toEqual([2, 1]);
    expect(header.slice(-3)).toEqual(['Clock-ins under review', 'Clock-ins rejected', 'Overtime pay (Rp)']);

    const csv = async () => {
      const reply = await recapExportFile(api.ctx, as, 'format=csv&month=2026-11');
      const [head, ...rows] = Papa.parse<string[]>(reply.body.replace(/^\uFEFF/, '').trim()).data;
      const row = rows.find((cells) => cells[0] === '10002')!;
      return [row[head.indexOf('Clock-ins under review')], row[head.indexOf('Clock-ins rejected')]];
    };
    expect(await csv()).toEqual(['2', '1']);

    // HR rejects Monday's clock-in: it leaves "under review" for "rejected" everywhere.
    const decided = await api.app.inject({
      method: 'POST',
      url: '/api/v1/attendance/review',
      payload: { ids: [monday], decision: 'rejected', reason: 'Fake GPS app' },
      headers: { authorization: bearers.hadirAdmin },
    });
    expect(decided.statusCode).toBe(200);
    expect(counts(rowOf(await recap(), 10002))).toEqual([1, 2]);
    expect(await csv()).toEqual(['1', '2']);
  });
});

describe('a leave type HR adds (issue 44)', () => {
  /** Ade's approved Cuti Ayah of Monday 16 and Tuesday 17 November, after HR has added the type. */
  beforeAll(async () => {
    await paternityLeaveAdded(api.db, as);
  });

  it("is a column of the company's recap, after the preset's types, and counts the person's days", async () => {
    const data = await recap();
    expect(data.leave_types).toEqual([...INDONESIA_PRESET.map((policy) => policy.leave_type), 'Cuti Ayah']);
    expect(rowOf(data, 10001)).toMatchObject({ leave: { 'Cuti Ayah': 2 } });
    // Another company's recap keeps its own policies: the preset, without HADIR's type.
    expect((await as('hlogAdmin', 'GET', '/recap')).json().data.leave_types).not.toContain('Cuti Ayah');
  });

  it('is a column of the XLSX and the CSV summary, holding the days', async () => {
    const xlsx = await recapExportFile(api.ctx, as, 'format=xlsx&month=2026-11');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Summary')!;
    const header = summary.getRow(1).values as string[];
    expect(header.slice(13, 13 + INDONESIA_PRESET.length + 1)).toEqual([
      ...INDONESIA_PRESET.map((policy) => policy.leave_type),
      'Cuti Ayah',
    ]);
    expect(header[13 + INDONESIA_PRESET.length + 1]).toBe('Holidays');
    const ade = summary.getRows(2, summary.rowCount - 1)!.find((row) => row.getCell(1).value === '10001')!;
    expect(ade.getCell(header.indexOf('Cuti Ayah')).value).toBe(2);

    const csv = await recapExportFile(api.ctx, as, 'format=csv&month=2026-11');
    const [head, ...rows] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim()).data;
    expect(head).toContain('Cuti Ayah');
    expect(rows.every((row) => row.length === head.length)).toBe(true);
    expect(rows.find((row) => row[0] === '10001')![head.indexOf('Cuti Ayah')]).toBe('2');
  });
});
