import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { threadId } from 'node:worker_threads';
import { startTestApi, testDatabaseUrl, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors, type Actor } from '../../test/hr.js';
import { inboxLink } from '@hadir/common/inbox-link';
import { runExport } from './jobs.js';

// Issue 48: the leave and overtime recaps' files are export jobs like the month's, written by the same
// worker (a thread of its own on PostgreSQL, the api's thread on PGlite), with the rows their screens list.
const onPostgres = Boolean(testDatabaseUrl());

let api: TestApi;
let bearers: Record<Actor, string>;
let as: ReturnType<typeof hrRequest>;
const at = (wall: string) => new Date(`${wall}:00+07:00`);

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(at('2026-11-16T08:00'));
  bearers = await loginHrActors(api.app);
  as = hrRequest(api.app, bearers);
  // Leave of HADIR's 10001 and 10003 and of HLOG's 20001 in November 2026 (and one in September, outside it).
  await api.db.query(
    `INSERT INTO leave_requests (user_id, tipe, reason, leave_duration, start_date, end_date, attachment, signature, status, description)
     SELECT u.id, v.tipe, 'alasan', v.duration, v.start_date::date, v.end_date::date, 'a.pdf', 's.png', v.status, v.note
     FROM (VALUES
       (10001, 'Cuti Tahunan', 'Full Day', '2026-11-02', '2026-11-03', 'Approved', '=HYPERLINK("x")'),
       (10001, 'Sakit', 'Half Day', '2026-11-10', '2026-11-10', 'Approved', NULL),
       (10003, 'Izin', 'Full Day', '2026-11-12', '2026-11-13', 'Pending', NULL),
       (10001, 'Izin', 'Full Day', '2026-09-01', '2026-09-01', 'Approved', NULL),
       (20001, 'Sakit', 'Full Day', '2026-11-05', '2026-11-05', 'Approved', NULL)
     ) AS v (nik, tipe, duration, start_date, end_date, status, note)
     JOIN users u ON u.nik = v.nik`,
  );
  // Ade's overtime: Wednesday 18 November 17:00–19:00, approved, clocked out at 19:00; Thursday's still pending.
  const ask = async (date: string) => {
    const asked = await api.app.inject({
      method: 'POST',
      url: '/api/v1/overtime',
      payload: { date, start: '17:00', end: '19:00', reason: 'Stock opname', consent: true },
      headers: { authorization: bearers.employee },
    });
    expect(asked.statusCode).toBe(200);
    return asked.json().data.id as number;
  };
  const approved = await ask('2026-11-18');
  await ask('2026-11-19');
  const decided = await api.app.inject({
    method: 'POST',
    url: `/api/v1/overtime/${approved}/approve`,
    headers: { authorization: bearers.supervisor },
  });
  expect(decided.statusCode).toBe(200);
  await api.db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_nm)
     SELECT id, c.clocking, c.at::timestamptz, '2026-11-18', 'Kantor Pusat Jakarta'
     FROM users, (VALUES (true, '2026-11-18T08:00:00+07:00'), (false, '2026-11-18T19:00:00+07:00')) AS c (clocking, at)
     WHERE nik = 10001`,
  );
  api.ctx.clock.set(at('2026-11-20T12:00'));
}, 120_000);
afterAll(() => api.close());

type Job = { id: string; kind: string; state: string; name: string; done: number; total: number | null };

/** Asks for a file as HR's screen does, and writes it as the queue's worker would (runExport). */
async function exported(kind: 'leave-recap' | 'overtime-recap', query: string) {
  const asked = await as('hadirAdmin', 'POST', `/${kind}/export-jobs?${query}`);
  expect([asked.statusCode, asked.json().message]).toEqual([200, 'Your export is being prepared']);
  const job = asked.json().data as Job;
  expect(job).toMatchObject({ kind, state: 'queued', done: 0, total: null });
  const run = await runExport(api.ctx, job.id);
  expect(run.outcome).toBe('done');
  // The same worker as the month's: its own thread on PostgreSQL.
  if (onPostgres) expect(run.threadId).not.toBe(threadId);
  const listed = ((await as('hadirAdmin', 'GET', '/exports')).json().data as Job[]).find((one) => one.id === job.id)!;
  const file = await as('hadirAdmin', 'GET', `/exports/${job.id}/file`);
  expect(file.statusCode).toBe(200);
  return { job: listed, file };
}

const jobCount = async () => (await as('hadirAdmin', 'GET', '/exports')).json().data.length as number;

describe('the leave recap as an export job (POST /hr/leave-recap/export-jobs)', () => {
  it("writes the period's requests the leave recap lists, a row each, and counts them as its progress", async () => {
    const query = 'from=2026-11-01&to=2026-11-30&division=OPS';
    const { job, file } = await exported('leave-recap', `${query}&format=csv`);
    expect(job).toMatchObject({
      state: 'done',
      name: 'hadir-leave-2026-11-01-to-2026-11-30-OPS.csv',
      done: 3,
      total: 3,
    });
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="hadir-leave-2026-11-01-to-2026-11-30-OPS.csv"',
    );
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(file.body.slice(1).trim()).data;
    expect(header.slice(0, 10)).toEqual([
      'NIK',
      'Name',
      'Division',
      'Department',
      'Leave type',
      'Duration',
      'From',
      'To',
      'Days',
      'Status',
    ]);
    const recap = (await as('hadirAdmin', 'GET', `/leave-recap?${query}`)).json().data;
    expect(rows.map((row) => [row[0], row[4], row[6], row[7], Number(row[8]), row[9]])).toEqual(
      recap.items.map(
        (item: { nik: number; type: string; start_date: string; end_date: string; days: number; status: string }) => [
          String(item.nik),
          item.type,
          item.start_date,
          item.end_date,
          item.days,
          item.status,
        ],
      ),
    );
    expect(rows.map((row) => row[0])).toEqual(['10001', '10001', '10003']);
    // Text a spreadsheet would run as a formula stays text.
    expect(rows[0][10]).toBe('\'=HYPERLINK("x")');
  });

  it('writes the XLSX with its typed cells, and the period left to "now" as decided when asked', async () => {
    // No period given: this month's, pinned when HR asked, whenever the job runs.
    const { job, file } = await exported('leave-recap', 'format=xlsx&status=Approved');
    expect(job.name).toBe('hadir-leave-2026-11-01-to-2026-11-30.xlsx');
    const stored = await api.db.one<{ query: Record<string, string> }>(
      'SELECT query FROM hr_export_jobs WHERE id = $1',
      [job.id],
    );
    expect(stored!.query).toEqual({ format: 'xlsx', status: 'Approved', from: '2026-11-01', to: '2026-11-30' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Leave')!;
    expect(sheet.rowCount).toBe(3);
    expect([1, 5, 7, 9].map((column) => sheet.getRow(2).getCell(column).value)).toEqual([
      '10001',
      'Cuti Tahunan',
      new Date('2026-11-02T00:00:00Z'),
      2,
    ]);
    expect(sheet.getRow(3).getCell(9).value).toBe(0.5);
  });

  it('refuses a bad query at once (400), queuing nothing', async () => {
    const before = await jobCount();
    const refusals = [
      ['format=pdf', 'format must be xlsx or csv'],
      ['format=csv&from=2026-02-30', 'from must be a date as yyyy-mm-dd'],
      ['format=csv&from=2026-11-10&to=2026-11-01', 'to must be on or after from'],
      ['format=csv&type=Cuti%20Liburan', 'Unknown leave type'],
      ['format=csv&status=Maybe', 'status must be Pending, Approved or Rejected'],
    ];
    for (const [query, message] of refusals) {
      const reply = await as('hadirAdmin', 'POST', `/leave-recap/export-jobs?${query}`);
      expect([query, reply.statusCode, reply.json().message]).toEqual([query, 400, message]);
    }
    // Another company's unit is theirs (403); staff are not HR (403); nobody is nobody (401).
    expect((await as('hadirAdmin', 'POST', '/leave-recap/export-jobs?format=csv&division=WH')).statusCode).toBe(403);
    expect((await as('employee', 'POST', '/leave-recap/export-jobs?format=csv')).statusCode).toBe(403);
    expect((await as(null, 'POST', '/leave-recap/export-jobs?format=csv')).statusCode).toBe(401);
    expect(await jobCount()).toBe(before);
  });
});

describe('the overtime recap as an export job (POST /hr/overtime-recap/export-jobs)', () => {
  it("writes the month's requests with what each counts, as the overtime recap lists them", async () => {
    const { job, file } = await exported('overtime-recap', 'format=xlsx&month=2026-11');
    expect(job).toMatchObject({ state: 'done', name: 'hadir-overtime-2026-11.xlsx', done: 2, total: 2 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Overtime')!;
    const header = sheet.getRow(1).values as string[];
    const cells = (row: number) =>
      ['NIK', 'Date', 'Status', 'Requested minutes', 'Approved minutes', 'Overtime minutes'].map(
        (name) => sheet.getRow(row).getCell(header.indexOf(name)).value,
      );
    const recap = (await as('hadirAdmin', 'GET', '/overtime-recap?month=2026-11')).json().data;
    expect(sheet.rowCount).toBe(1 + recap.total);
    expect([2, 3].map(cells)).toEqual(
      recap.items.map(
        (item: {
          nik: number;
          date: string;
          status: string;
          requested_minutes: number;
          approved_minutes: number;
          counted_minutes: number;
        }) => [
          String(item.nik),
          new Date(`${item.date}T00:00:00Z`),
          item.status,
          item.requested_minutes,
          item.approved_minutes,
          item.counted_minutes,
        ],
      ),
    );
    // The approved evening was worked to its end; the pending one counts nothing.
    expect([2, 3].map((row) => cells(row)[5])).toEqual([120, 0]);
  });

  it('writes a CSV of the month asked, with a status filter', async () => {
    const { job, file } = await exported('overtime-recap', 'format=csv&month=2026-11&status=Pending');
    expect(job).toMatchObject({ name: 'hadir-overtime-2026-11.csv', done: 1, total: 1 });
    const [header, ...rows] = Papa.parse<string[]>(file.body.replace(/^\uFEFF/, '').trim()).data;
    expect(rows.map((row) => [row[header.indexOf('NIK')], row[header.indexOf('Status')]])).toEqual([
      ['10001', 'Pending'],
    ]);
  });

  it('refuses a bad query at once (400), queuing nothing', async () => {
    const before = await jobCount();
    for (const [query, message] of [
      ['format=pdf', 'format must be xlsx or csv'],
      ['format=csv&status=Maybe', 'status must be Pending, Approved or Rejected'],
    ]) {
      const reply = await as('hadirAdmin', 'POST', `/overtime-recap/export-jobs?${query}`);
      expect([query, reply.statusCode, reply.json().message]).toEqual([query, 400, message]);
    }
    expect((await as('hadirAdmin', 'POST', '/overtime-recap/export-jobs?format=csv&month=2026-13')).statusCode).toBe(
      400,
    );
    expect((await as('hadirAdmin', 'POST', '/overtime-recap/export-jobs?format=csv&division=NOPE')).statusCode).toBe(
      404,
    );
    expect(await jobCount()).toBe(before);
  });
});

describe("another company's HR", () => {
  it('cannot see, download or cancel the file', async () => {
    const asked = await as('hadirAdmin', 'POST', '/leave-recap/export-jobs?format=csv');
    const { id } = asked.json().data as Job;
    expect((await runExport(api.ctx, id)).outcome).toBe('done');
    expect(((await as('hlogAdmin', 'GET', '/exports')).json().data as Job[]).map((job) => job.id)).not.toContain(id);
    const file = await as('hlogAdmin', 'GET', `/exports/${id}/file`);
    expect([file.statusCode, file.json().message]).toEqual([404, 'Export not found']);
    expect((await as('hlogAdmin', 'DELETE', `/exports/${id}`)).statusCode).toBe(404);
    // Its own file of the same period holds its own people only.
    const own = await as('hlogAdmin', 'POST', '/leave-recap/export-jobs?format=csv&from=2026-11-01&to=2026-11-30');
    const theirs = own.json().data as Job;
    expect((await runExport(api.ctx, theirs.id)).outcome).toBe('done');
    const body = (await as('hlogAdmin', 'GET', `/exports/${theirs.id}/file`)).body;
    expect(
      Papa.parse<string[]>(body.replace(/^\uFEFF/, '').trim())
        .data.slice(1)
        .map((row) => row[0]),
    ).toEqual(['20001']);
  });
});

describe('a finished export in the inbox of whoever asked (issue 48)', () => {
  it('leads to the screen of its kind, where the file is downloaded', async () => {
    const leads: Record<string, string | undefined> = {};
    for (const kind of ['recap', 'leave-recap', 'overtime-recap'] as const) {
      const asked = await as('hadirAdmin', 'POST', `/${kind}/export-jobs?format=csv`);
      const { id } = asked.json().data as Job;
      expect((await runExport(api.ctx, id)).outcome).toBe('done');
      // The item as the inbox stores it (created at the database's time, not the test's clock).
      const item = (await api.db.one<{ id: number; status: string; redirect: string | null; itemid: string | null }>(
        "SELECT id, status, redirect, itemid FROM inbox WHERE message_key = 'exportReady' AND itemid = $1",
        [id],
      ))!;
      leads[kind] = inboxLink({ id: item.id, status: item.status, redirect: item.redirect, itemId: item.itemid })?.href;
    }
    expect(leads).toEqual({ recap: '/hr/recap', 'leave-recap': '/hr/leave-recap', 'overtime-recap': '/hr/overtime' });
  });
});
