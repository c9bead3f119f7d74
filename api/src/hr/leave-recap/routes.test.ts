import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { INDONESIA_PRESET } from '../../leave/policy.js';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors, paternityLeaveAdded, recapExportFile, type Actor } from '../../test/hr.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;

beforeAll(async () => {
  api = await startTestApi();
  as = hrRequest(api.app, await loginHrActors(api.app));
  // Requests of HADIR's 10001 and 10003 (OPS) and of HLOG's 20001, in October and November 2026.
  await api.db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status, decided_by, decided_at, description)
     SELECT u.id, v.tipe, 'alasan', v.duration, v.start_date::date, v.end_date::date, 'a.pdf', 's.png', v.status,
       CASE WHEN v.status = 'Pending' THEN NULL ELSE (SELECT id FROM users WHERE nik = 10002) END,
       CASE WHEN v.status = 'Pending' THEN NULL ELSE '2026-10-30T03:00:00Z'::timestamptz END, v.note
     FROM (VALUES
       (10001, 'Cuti Tahunan', 'Full Day', '2026-10-29', '2026-11-02', 'Approved', '=HYPERLINK("x")'),
       (10001, 'Sakit', 'Half Day', '2026-11-10', '2026-11-10', 'Approved', NULL),
       (10003, 'Izin', 'Full Day', '2026-11-12', '2026-11-13', 'Pending', NULL),
       (10003, 'Sakit', 'Full Day', '2026-11-20', '2026-11-20', 'Rejected', NULL),
       (10001, 'Izin', 'Full Day', '2026-09-01', '2026-09-01', 'Approved', NULL),
       (20001, 'Sakit', 'Full Day', '2026-11-05', '2026-11-05', 'Approved', NULL)
     ) AS v (nik, tipe, duration, start_date, end_date, status, note)
     JOIN users u ON u.nik = v.nik`,
  );
}, 120_000);
afterAll(() => api.close());

const NOVEMBER = 'from=2026-11-01&to=2026-11-30';
/** The leave recap's file as HR's screen gets it: asked for as a job, run, and read from the store. */
const leaveFile = (query: string) => recapExportFile(api.ctx, as, query, 'hadirAdmin', 'leave-recap');

describe('GET /hr/leave-recap', () => {
  it("lists the company's requests that overlap the period, with counts by status and type", async () => {
    const reply = await as('hadirAdmin', 'GET', `/leave-recap?${NOVEMBER}`);
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data;
    expect(data.total).toBe(4);
    expect(data.items.map((row: { nik: number; type: string; days: number }) => [row.nik, row.type, row.days])).toEqual(
      [
        [10001, 'Cuti Tahunan', 5],
        [10001, 'Sakit', 0.5],
        [10003, 'Izin', 2],
        [10003, 'Sakit', 1],
      ],
    );
    expect(data.by_status).toEqual({ Approved: 2, Pending: 1, Rejected: 1 });
    expect(data.by_type).toEqual({ 'Cuti Tahunan': 1, Sakit: 2, Izin: 1 });
    expect(data.items[0].decided_by).toEqual({ nik: 10002, name: 'Dewi Lestari' });
  });

  it('narrows by status, type, unit and search, and pages', async () => {
    const items = async (query: string) =>
      (await as('hadirAdmin', 'GET', `/leave-recap?${NOVEMBER}&${query}`)).json().data;
    expect((await items('status=Approved')).total).toBe(2);
    expect((await items('type=Sakit&status=Rejected')).items.map((row: { nik: number }) => row.nik)).toEqual([10003]);
    expect((await items('division=ops')).total).toBe(4);
    expect((await items('department=HR-JKT')).total).toBe(0);
    expect((await items('q=siti')).total).toBe(2);
    const second = await items('page=2&page_size=3');
    expect([second.total, second.items.length, second.page]).toEqual([4, 1, 2]);
  });

  it("refuses another company's unit (403), an unknown one (404), bad dates and a backwards period (400)", async () => {
    const status = async (query: string) => (await as('hadirAdmin', 'GET', `/leave-recap?${query}`)).statusCode;
    expect(await status('division=WH')).toBe(403);
    expect(await status('division=NOPE')).toBe(404);
    const bad = await as('hadirAdmin', 'GET', '/leave-recap?from=2026-02-30');
    expect([bad.statusCode, bad.json().message, bad.json().data]).toEqual([
      400,
      'from must be a date as yyyy-mm-dd',
      { field: 'from' },
    ]);
    expect((await as('hadirAdmin', 'GET', '/leave-recap?from=2026-11-10&to=2026-11-01')).json().message).toBe(
      'to must be on or after from',
    );
    expect((await as('hadirAdmin', 'GET', '/leave-recap?status=Maybe')).statusCode).toBe(400);
    const unknown = await as('hadirAdmin', 'GET', '/leave-recap?type=Cuti%20Liburan');
    expect([unknown.statusCode, unknown.json().message, unknown.json().data]).toEqual([
      400,
      'Unknown leave type',
      { field: 'type' },
    ]);
    // Its file is refused the same, at once, with no job queued (issue 48).
    const jobs = async () => (await as('hadirAdmin', 'GET', '/exports')).json().data.length;
    const before = await jobs();
    const file = await as('hadirAdmin', 'POST', '/leave-recap/export-jobs?format=csv&type=Cuti%20Liburan');
    expect([file.statusCode, file.json().message]).toEqual([400, 'Unknown leave type']);
    expect((await as('hadirAdmin', 'POST', '/leave-recap/export-jobs?format=csv&division=WH')).statusCode).toBe(403);
    expect(await jobs()).toBe(before);
  });

  it('is for HR admins only: supervisors and employees 403, no session 401', async () => {
    for (const actor of ['supervisor', 'employee'] as Actor[])
      expect((await as(actor, 'GET', '/leave-recap')).statusCode).toBe(403);
    expect((await as(null, 'GET', '/leave-recap')).statusCode).toBe(401);
    expect((await as('employee', 'POST', '/leave-recap/export-jobs?format=csv')).statusCode).toBe(403);
  });
});

describe('a leave type HR adds (issue 44)', () => {
  it("is a filter of the company's leave recap (the recap names it among its types) and of its export; another company refuses it", async () => {
    const before = (await as('hadirAdmin', 'GET', `/leave-recap?${NOVEMBER}`)).json().data;
    expect(before.leave_types).toEqual(INDONESIA_PRESET.map((policy) => policy.leave_type));
    expect((await as('hadirAdmin', 'GET', `/leave-recap?${NOVEMBER}&type=Cuti%20Ayah`)).statusCode).toBe(400);

    await paternityLeaveAdded(api.db, as);

    const after = (await as('hadirAdmin', 'GET', `/leave-recap?${NOVEMBER}&type=Cuti%20Ayah`)).json().data;
    expect(after.leave_types.at(-1)).toBe('Cuti Ayah');
    expect(
      after.items.map((row: { nik: number; type: string; days: number }) => [row.nik, row.type, row.days]),
    ).toEqual([[10001, 'Cuti Ayah', 2]]);
    expect(after.by_type).toEqual({ 'Cuti Ayah': 1 });
    const csv = await leaveFile(`${NOVEMBER}&format=csv&type=Cuti%20Ayah`);
    expect(csv.statusCode).toBe(200);
    expect(
      Papa.parse<string[]>(csv.body.slice(1).trim())
        .data.slice(1)
        .map((row) => [row[0], row[4]]),
    ).toEqual([['10001', 'Cuti Ayah']]);
    expect((await as('hlogAdmin', 'GET', '/leave-recap?type=Cuti%20Ayah')).statusCode).toBe(400);

    await api.db.query("DELETE FROM leave_requests WHERE tipe = 'Cuti Ayah'");
  });
});

describe("the leave recap's file (an export job: POST /hr/leave-recap/export-jobs)", () => {
  it('is an XLSX with typed cells and the same rows as the recap', async () => {
    const reply = await leaveFile(`${NOVEMBER}&format=xlsx`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="hadir-leave-2026-11-01-to-2026-11-30.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Leave')!;
    expect(sheet.rowCount).toBe(5);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('10001');
    expect(first.getCell(7).value).toEqual(new Date('2026-10-29T00:00:00Z'));
    expect(first.getCell(9).value).toBe(5);
    expect(first.getCell(11).value).toBe('=HYPERLINK("x")');
    expect(first.getCell(11).formula).toBeUndefined();
    expect(sheet.getRow(3).getCell(9).value).toBe(0.5);
  });

  it('is a CSV with a BOM, RFC 4180 quoting and formula-looking text kept as text', async () => {
    const reply = await leaveFile(`${NOVEMBER}&format=csv&status=Approved`);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.body.startsWith('\uFEFFNIK,Name,')).toBe(true);
    const rows = Papa.parse<string[]>(reply.body.slice(1).trim()).data;
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(0, 2)).toEqual(['10001', 'Ade Rahmat Hidayat']);
    expect(rows[1][10]).toBe('\'=HYPERLINK("x")');
    expect(rows[2][8]).toBe('0.5');
  });

  it('refuses a bad format or period at once (400), and is gone as a direct download', async () => {
    const bad = await as('hadirAdmin', 'POST', '/leave-recap/export-jobs?format=pdf');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'format must be xlsx or csv']);
    const backwards = await as(
      'hadirAdmin',
      'POST',
      '/leave-recap/export-jobs?format=csv&from=2026-11-10&to=2026-11-01',
    );
    expect([backwards.statusCode, backwards.json().message]).toEqual([400, 'to must be on or after from']);
    expect((await as('hadirAdmin', 'GET', '/leave-recap/export?format=csv')).statusCode).toBe(404);
  });
});
