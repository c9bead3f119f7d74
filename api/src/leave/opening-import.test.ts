import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { auditRows } from '../test/hr.js';
import { csvOf, uploadForm } from '../test/hr-import.js';
import { checkLedger } from './check-ledger.js';
import { OPENING_COLUMNS } from './opening-plan.js';

let api: TestApi;
let rina: string;
let bambang: string;
let ade: string;
beforeAll(async () => {
  api = await startTestApi({ SESSION_IDLE_SECONDS: '6000' });
  api.ctx.clock.set(new Date('2026-12-03T09:00:00+07:00'));
  [rina, bambang, ade] = [await loginAs(api.app, 10009), await loginAs(api.app, 20009), await loginAs(api.app, 10001)];
}, 120_000);
afterAll(() => api.close());

type Row = Partial<Record<(typeof OPENING_COLUMNS)[number], string | number>>;
const fileOf = (rows: Row[]) => csvOf(rows as never, OPENING_COLUMNS);

async function dryRun(bearer: string, file: Buffer, name = 'saldo.csv', type = 'text/csv') {
  const { payload, headers } = await uploadForm(file, name, type);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/hr/leave-balances/import/dry-run',
    payload,
    headers: { ...headers, authorization: bearer },
  });
}
const confirm = (bearer: string, importId: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/hr/leave-balances/import/confirm',
    payload: { import_id: importId },
    headers: { authorization: bearer },
  });
const exported = (format: string, bearer = rina) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/hr/leave-balances/export/${format}`,
    headers: { authorization: bearer },
  });

/** What the HR table shows for a person's annual leave. */
const shown = async (nik: number) =>
  (
    (await api.app.inject({ method: 'GET', url: '/api/v1/hr/leave-balances', headers: { authorization: rina } })).json()
      .data as { nik: number; leave_type: string; balance: number }[]
  ).find((row) => row.nik === nik && row.leave_type === 'Cuti Tahunan')!.balance;

/** Everything an import could write: its ledger lines and its audit rows. */
const written = async () => ({
  lines: await api.db.query<{ user_id: number; days: number; reason: string; source: string; effective_on: string }>(
    "SELECT user_id, days::float8 AS days, reason, source, effective_on::text AS effective_on FROM leave_ledger WHERE kind = 'adjusted' ORDER BY id",
  ),
  audit: (await auditRows(api.db, 'leave.import')).length,
});

describe('importing opening balances', () => {
  it('lists every row’s outcome in the dry run, in words, and writes nothing; a file with errors cannot be confirmed', async () => {
    const ade = await shown(10001);
    const before = await written();
    const response = await dryRun(
      rina,
      fileOf([
        { nik: 10001, leave_type: 'Cuti Tahunan', days: 10 }, // row 2: set
        { nik: 10002, leave_type: 'cuti tahunan', days: 12 }, // row 3: unchanged (Dewi has 12)
        { nik: 99999, leave_type: 'Cuti Tahunan', days: 3 }, // row 4
        { nik: 20001, leave_type: 'Cuti Tahunan', days: 3 }, // row 5
        { nik: 10003, leave_type: 'Cuti Liburan', days: 3 }, // row 6
        { nik: 10003, leave_type: 'Sakit', days: 3 }, // row 7
        { nik: 10003, leave_type: 'Cuti Tahunan', days: 'dua' }, // row 8
        { nik: 10001, leave_type: 'Cuti Tahunan', days: 3 }, // row 9
        { nik: 10003, leave_type: 'Cuti Tahunan', days: '2,25' }, // row 10
        { nik: 10003, leave_type: 'Cuti Tahunan', days: -1 }, // row 11
        { nik: 10003, leave_type: 'Cuti Tahunan', days: 2, as_of: '2027-01-01' }, // row 12
      ]),
    );
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    expect(response.json().message).toBe('Dry run: no balance has been changed yet');
    expect(report.counts).toEqual({ set: 1, unchanged: 1, applied: 0, error: 9 });
    expect(report.outcomes[0]).toMatchObject({
      row: 2,
      nik: '10001',
      name: 'Ade Rahmat Hidayat',
      leave_type: 'Cuti Tahunan',
      before: ade,
      after: 10,
      change: 10 - ade,
      action: 'set',
    });
    expect(report.outcomes[1]).toMatchObject({
      row: 3,
      leave_type: 'Cuti Tahunan',
      before: 12,
      after: 12,
      action: 'unchanged',
    });
    expect(report.errors).toEqual([
      { row: 4, nik: '99999', message: 'No employee of this company has NIK 99999' },
      { row: 5, nik: '20001', message: 'NIK 20001 belongs to another company' },
      { row: 6, nik: '10003', message: 'Cuti Liburan is not a leave type of this company' },
      { row: 7, nik: '10003', message: 'Sakit has no balance to import' },
      { row: 8, nik: '10003', message: 'The days "dua" are not a number' },
      { row: 9, nik: '10001', message: 'This NIK and leave type are also in row 2' },
      { row: 10, nik: '10003', message: 'The days 2,25 must be a whole or half number' },
      { row: 11, nik: '10003', message: 'The days -1 are below 0, which this leave type does not allow' },
      { row: 12, nik: '10003', message: 'The as_of date 2027-01-01 is after today' },
    ]);
    expect(await written()).toEqual(before);

    const refused = await confirm(rina, report.import_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'import_has_errors',
      message: 'The file has errors; nothing was written',
    });
    expect(refused.json().data.errors).toHaveLength(9);
    expect(await written()).toEqual(before);
    expect(await shown(10001)).toBe(ade);
  });

  it('sets each balance to the file’s number in one transaction, as adjusted ledger lines with the reason, audited; the same file again writes nothing', async () => {
    const before = await written();
    const file = fileOf([
      { nik: 10001, name: 'Ade Rahmat Hidayat', leave_type: 'Cuti Tahunan', days: 10 },
      {
        nik: 10003,
        name: 'Siti Nurhaliza',
        leave_type: 'Cuti Tahunan',
        days: '4,5',
        as_of: '2026-11-30',
        reason: 'Saldo awal dari sistem lama',
      },
    ]);
    const { import_id: id } = (await dryRun(rina, file)).json().data;
    const done = await confirm(rina, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Opening balances imported: 2 set, 0 unchanged',
      data: { counts: { set: 2, unchanged: 0 } },
    });
    expect(await shown(10001)).toBe(10);
    expect(await shown(10003)).toBe(4.5);
    const after = await written();
    const lines = after.lines.slice(before.lines.length);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reason: 'Opening balance from saldo.csv, row 2', effective_on: '2026-12-03' });
    expect(lines[1]).toMatchObject({ days: 4.5, reason: 'Saldo awal dari sistem lama', effective_on: '2026-11-30' });
    expect(lines[0].source).toMatch(/^opening:[0-9a-f]{32}$/);
    const audit = (await auditRows(api.db, 'leave.import')).slice(-2);
    expect(audit.map((row) => [row.actor_nik, row.subject_nik, row.changes[0].after])).toEqual([
      [10009, 10001, 10],
      [10009, 10003, 4.5],
    ]);

    // The same dry run confirmed twice: the second is refused (a dry run is confirmed once).
    expect((await confirm(rina, id)).json()).toMatchObject({ error: 'import_not_found' });
    // The same file uploaded again: every row was applied from it already; nothing is written.
    const again = (await dryRun(rina, file)).json().data;
    expect(again.counts).toMatchObject({ set: 0, applied: 2, error: 0 });
    expect((await confirm(rina, again.import_id)).json().data.counts).toEqual({ set: 0, unchanged: 2 });
    expect(await written()).toEqual(after);
    expect((await checkLedger(api.ctx)).problems).toEqual([]);
  });

  it('only for HR of the same company: others are refused and nothing is written', async () => {
    const file = fileOf([{ nik: 10001, leave_type: 'Cuti Tahunan', days: 7 }]);
    expect((await dryRun(ade, file)).json()).toMatchObject({ error: 'hr_only' });
    const { import_id: id } = (await dryRun(rina, file)).json().data;
    const before = await written();
    const other = await confirm(bambang, id);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This belongs to another company');
    // A dry run of the employee import cannot be confirmed as balances either.
    const employees = await api.app.inject({
      method: 'POST',
      url: '/api/v1/hr/import/dry-run',
      ...(await (async () => {
        const { payload, headers } = await uploadForm(csvOf([{ nik: 10003, name: 'Siti Nurhaliza' }]), 'staff.csv');
        return { payload, headers: { ...headers, authorization: rina } };
      })()),
    });
    expect((await confirm(rina, employees.json().data.import_id)).json()).toMatchObject({ error: 'import_not_found' });
    expect(await written()).toEqual(before);
    expect(await shown(10001)).toBe(10);
  });

  it('refuses a file that is not a balance sheet, with the reason: NUL bytes, another format, a bad header, no rows, too large', async () => {
    const before = await written();
    const refusal = async (file: Buffer, name = 'saldo.csv') => (await dryRun(rina, file, name)).json();
    expect(await refusal(Buffer.from('nik,leave_type,days\r\n10001,Cuti Tahunan,1\u0000\r\n'))).toMatchObject({
      error: 'import_file_type',
    });
    expect(
      await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]), 'saldo.xlsx'),
    ).toMatchObject({ error: 'import_file_type' });
    expect(await refusal(Buffer.from('nik,days\r\n10001,1\r\n'))).toMatchObject({
      error: 'import_bad_header',
      message: expect.stringContaining('leave_type'),
    });
    expect(await refusal(Buffer.from('nik,leave_type,days,colour\r\n10001,Cuti Tahunan,1,red\r\n'))).toMatchObject({
      error: 'import_bad_header',
      message: expect.stringContaining('colour'),
    });
    expect(await refusal(Buffer.from('nik,leave_type,days\r\n'))).toMatchObject({
      error: 'import_empty',
      message: 'The file has no balances under its header row',
    });
    const large = await dryRun(rina, Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(large.statusCode).toBe(413);
    expect(await written()).toEqual(before);
  });
});

describe('exporting the balances table', () => {
  it('writes the numbers the screen shows as CSV, in the import’s columns; imported back, it changes nothing', async () => {
    const response = await exported('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hadir-leave-balances-2026-12-03.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('nik,name,leave_type,days,as_of,reason');
    expect(lines).toContain('10001,Ade Rahmat Hidayat,Cuti Tahunan,10,2026-12-03,');
    expect(lines).toContain('10003,Siti Nurhaliza,Cuti Tahunan,4.5,2026-12-03,');
    expect(lines.some((line) => line.startsWith('20001,'))).toBe(false);
    const back = (await dryRun(rina, Buffer.from(response.rawPayload), 'export.csv')).json().data;
    expect(back.counts).toEqual({ set: 0, unchanged: lines.length - 1, applied: 0, error: 0 });
  });

  it('writes the same numbers as XLSX, which imports back unchanged too', async () => {
    const response = await exported('xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, ...OPENING_COLUMNS]);
    const ade = sheet.getSheetValues().find((row) => Array.isArray(row) && row[1] === '10001') as unknown[];
    expect(ade.slice(1, 5)).toEqual(['10001', 'Ade Rahmat Hidayat', 'Cuti Tahunan', 10]);
    const back = (
      await dryRun(
        rina,
        Buffer.from(response.rawPayload),
        'export.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      )
    ).json().data;
    expect(back.counts).toEqual({ set: 0, unchanged: sheet.rowCount - 1, applied: 0, error: 0 });
  });

  it('is for HR only', async () => {
    expect((await exported('csv', ade)).statusCode).toBe(403);
    expect((await exported('pdf')).json()).toMatchObject({
      message: 'The balances export is available as xlsx or csv',
    });
  });
});
