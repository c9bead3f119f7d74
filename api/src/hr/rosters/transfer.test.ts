import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrRequest, loginHrActors } from '../../test/hr.js';
import { uploadForm } from '../../test/hr-import.js';

// The roster grid as an XLSX file and back (issue 25). Friday 20 November 2026, 12:00 WIB.
let api: TestApi;
let bearers: Awaited<ReturnType<typeof loginHrActors>>;
let as: ReturnType<typeof hrRequest>;
let pagi: number;
let malam: number;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOVEMBER = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);

const exported = (query = 'month=2026-11&department=OPS-JKT', bearer = bearers.hadirAdmin) =>
  api.app.inject({ method: 'GET', url: `/api/v1/hr/rosters/export?${query}`, headers: { authorization: bearer } });
async function dryRun(file: Buffer, name = 'roster.xlsx', bearer = bearers.hadirAdmin) {
  const { payload, headers } = await uploadForm(file, name, name.endsWith('.csv') ? 'text/csv' : XLSX);
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/hr/rosters/import/dry-run',
    payload,
    headers: { ...headers, authorization: bearer },
  });
}
const confirm = (importId: string, bearer = bearers.hadirAdmin) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/hr/rosters/import/confirm',
    payload: { import_id: importId },
    headers: { authorization: bearer },
  });

const load = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
};
const bytesOf = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
/** A workbook of these rows (the first is the header). */
const sheetOf = async (rows: (string | null)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roster');
  for (const row of rows) sheet.addRow(row);
  return bytesOf(workbook);
};
/** The exported row of a NIK, by day. */
const rowOf = (sheet: ExcelJS.Worksheet, nik: string) => {
  const header = sheet.getRow(1).values as unknown[];
  let found: Map<string, unknown> | null = null;
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    if (values[1] === nik) found = new Map(Array.from(header, (name, index) => [String(name), values[index] ?? null]));
  });
  return found as Map<string, unknown> | null;
};
/** Everything an import could write. */
const written = async () => ({
  cells: await api.db.query(
    "SELECT user_id, to_char(day, 'YYYY-MM-DD') AS day, schedule_id FROM roster_cells ORDER BY user_id, day",
  ),
  audit: (await auditRows(api.db, 'roster.update')).length,
});

beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  bearers = await loginHrActors(api.app);
  as = hrRequest(api.app, bearers);
  const create = async (body: object) => (await as('hadirAdmin', 'POST', '/schedules', body)).json().data.id as number;
  pagi = await create({
    name: 'Pagi 07:00–15:00',
    start: '07:00',
    end: '15:00',
    weekdays: [1, 2, 3, 4, 5],
    grace_minutes: 5,
  });
  malam = await create({
    name: 'Malam 22:00–06:00',
    start: '22:00',
    end: '06:00',
    weekdays: [1, 2, 3, 4, 5],
    grace_minutes: 5,
  });
  const saved = await as('hadirAdmin', 'PUT', '/rosters', {
    changes: [
      { nik: 10001, day: '2026-11-10', cell: { kind: 'shift', schedule_id: malam } },
      { nik: 10001, day: '2026-11-11', cell: { kind: 'off' } },
      { nik: 10003, day: '2026-11-02', cell: { kind: 'shift', schedule_id: pagi } },
    ],
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
afterAll(() => api.close());

describe('exporting the roster', () => {
  it('writes one row a person of the unit: NIK, name, then each day of the month as the schedule, Off, or empty', async () => {
    const response = await exported();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX);
    expect(response.headers['content-disposition']).toBe('attachment; filename="hadir-roster-2026-11.xlsx"');
    const sheet = (await load(response.rawPayload)).worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'NIK', 'Name', ...NOVEMBER]);
    const ade = rowOf(sheet, '10001')!;
    expect(ade.get('Name')).toBe('Ade Rahmat Hidayat');
    expect(ade.get('2026-11-10')).toBe('Malam 22:00–06:00');
    expect(ade.get('2026-11-11')).toBe('Off');
    expect(ade.get('2026-11-12')).toBeNull();
    expect(rowOf(sheet, '10003')!.get('2026-11-02')).toBe('Pagi 07:00–15:00');
    // Another company's people are never in it, and staff cannot export.
    expect(rowOf(sheet, '20001')).toBeNull();
    expect((await exported(undefined, bearers.employee)).statusCode).toBe(403);
    expect((await exported('month=2026-13')).statusCode).toBe(400);
  });

  it("speaks the HR admin's language: Nama and Libur in Indonesian, and that file imports too", async () => {
    await api.db.query("UPDATE users SET language = 'id' WHERE nik = 10009");
    try {
      const response = await exported();
      const sheet = (await load(response.rawPayload)).worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['NIK', 'Nama', '2026-11-01']);
      expect(rowOf(sheet, '10001')!.get('2026-11-11')).toBe('Libur');
      const back = (await dryRun(response.rawPayload)).json().data;
      expect(back.counts).toMatchObject({ changed: 0, errors: 0 });
    } finally {
      await api.db.query('UPDATE users SET language = NULL WHERE nik = 10009');
    }
  });
});

describe('importing the roster', () => {
  it('imports the exported file back as no change, and its confirm writes nothing', async () => {
    const before = await written();
    const response = await exported();
    const reply = await dryRun(response.rawPayload);
    expect(reply.statusCode).toBe(200);
    const report = reply.json().data;
    const people = (await load(response.rawPayload)).worksheets[0].rowCount - 1;
    expect(report).toMatchObject({ month: '2026-11', rows: people, changes: [], errors: [] });
    expect(report.counts).toEqual({ people, cells: people * 30, changed: 0, unchanged: people * 30, errors: 0 });
    const done = await confirm(report.import_id);
    expect([done.statusCode, done.json().data]).toEqual([200, { month: '2026-11', changed: 0 }]);
    expect(await written()).toEqual(before);
  });

  it('lists a changed cell in the dry run (person, day, before → after) without writing it; the confirm applies it as PUT /hr/rosters does, audited', async () => {
    const workbook = await load((await exported()).rawPayload);
    const sheet = workbook.worksheets[0];
    sheet.eachRow((row) => {
      if (row.getCell(1).value !== '10001') return;
      row.getCell(2 + 12).value = 'malam 22:00–06:00'; // the 12th: a shift, named in any case
      row.getCell(2 + 11).value = null; // the 11th: Off cleared
      row.getCell(2 + 13).value = 'OFF'; // the 13th: Off
    });
    const before = await written();
    const report = (await dryRun(await bytesOf(workbook))).json().data;
    expect(report.counts).toMatchObject({ changed: 3, errors: 0 });
    expect(report.changes).toEqual([
      {
        row: expect.any(Number),
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        day: '2026-11-11',
        before: { kind: 'off', name: null },
        after: { kind: 'empty', name: null },
      },
      {
        row: expect.any(Number),
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        day: '2026-11-12',
        before: { kind: 'empty', name: null },
        after: { kind: 'shift', name: 'Malam 22:00–06:00' },
      },
      {
        row: expect.any(Number),
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        day: '2026-11-13',
        before: { kind: 'empty', name: null },
        after: { kind: 'off', name: null },
      },
    ]);
    expect(await written()).toEqual(before);
    const done = await confirm(report.import_id);
    expect([done.statusCode, done.json().message, done.json().data]).toEqual([
      200,
      'Roster imported: 3 cells changed',
      { month: '2026-11', changed: 3 },
    ]);
    const audit = await auditRows(api.db, 'roster.update');
    expect(audit).toHaveLength(before.audit + 1);
    expect(audit.at(-1)).toMatchObject({ actor_nik: 10009, subject_nik: 10001, comp_kd: 'HADIR' });
    expect(audit.at(-1)!.changes).toEqual([
      { field: '2026-11-11', before: 'Off', after: 'empty' },
      { field: '2026-11-12', before: 'empty', after: 'Malam 22:00–06:00' },
      { field: '2026-11-13', before: 'empty', after: 'Off' },
    ]);
    const grid = (await as('hadirAdmin', 'GET', '/rosters?month=2026-11&department=OPS-JKT')).json().data;
    const ade = grid.people.find((row: { nik: number }) => row.nik === 10001);
    expect(
      ade.cells
        .filter((cell: { day: string }) => ['2026-11-11', '2026-11-12', '2026-11-13'].includes(cell.day))
        .map((cell: { cell: string; schedule_id: number | null }) => [cell.cell, cell.schedule_id]),
    ).toEqual([
      ['empty', null],
      ['shift', malam],
      ['off', null],
    ]);
    // The same dry run cannot be applied twice.
    expect((await confirm(report.import_id)).json().error).toBe('import_not_found');
  });

  it('lists every row error in words, and a file with any error writes nothing, even for its good rows', async () => {
    const before = await written();
    const reply = await dryRun(
      await sheetOf([
        ['NIK', 'Name', '2026-11-20', '2026-11-21', '2026-12-01', 'besok'],
        ['10001', 'Ade', 'Off', 'Off', null, null], // good, but another row has an error
        ['99999', 'Nobody', 'Off', null, null, null],
        ['20001', 'Other company', 'Off', null, null, null],
        ['10003', 'Siti', 'Siang 12:00–20:00', null, null, null],
        ['10001', 'Ade again', null, null, null, null],
        ['ab12', 'Not a NIK', null, null, null, null],
        ['10002', 'Dewi_x0000_', null, null, null, null], // an XLSX carries a NUL as _x0000_
      ]),
    );
    expect(reply.statusCode).toBe(200);
    const report = reply.json().data;
    expect(report.errors).toEqual([
      { row: 1, nik: null, message: 'The day 2026-12-01 is not in the month 2026-11 of the file' },
      { row: 1, nik: null, message: 'The column besok is not a day (yyyy-mm-dd)' },
      { row: 3, nik: '99999', message: 'No employee has NIK 99999' },
      { row: 4, nik: '20001', message: 'NIK 20001 belongs to another company' },
      { row: 5, nik: '10003', message: '2026-11-20: there is no schedule named "Siang 12:00–20:00" in your company' },
      { row: 6, nik: '10001', message: 'NIK 10001 appears more than once in the file (also row 2)' },
      { row: 7, nik: 'ab12', message: 'NIK must be digits' },
      { row: 8, nik: '10002', message: 'The row contains a NUL character' },
    ]);
    expect(report.counts.errors).toBe(8);
    const refused = await confirm(report.import_id);
    expect([refused.statusCode, refused.json().error, refused.json().message]).toEqual([
      400,
      'import_has_errors',
      'The file has errors; nothing was written',
    ]);
    expect(await written()).toEqual(before);
  });

  it('refuses a file that is not a roster, with the reason: bad header, no rows, NUL bytes, malformed, too large', async () => {
    const before = await written();
    const refusal = async (file: Buffer, name?: string) => {
      const reply = await dryRun(file, name);
      return [reply.statusCode, reply.json().error, reply.json().message];
    };
    const badHeader = 'The header row must start with NIK, then optionally Name, then one column per day (yyyy-mm-dd)';
    expect(
      await refusal(
        await sheetOf([
          ['Employee', '2026-11-01'],
          ['10001', 'Off'],
        ]),
      ),
    ).toEqual([400, 'import_bad_header', badHeader]);
    expect(
      await refusal(
        await sheetOf([
          ['NIK', 'Name'],
          ['10001', 'Ade'],
        ]),
      ),
    ).toEqual([400, 'import_bad_header', badHeader]);
    expect(await refusal(await sheetOf([['NIK', 'Name', '2026-11-01']]))).toEqual([
      400,
      'import_empty',
      'The file has no people under its header row',
    ]);
    expect(await refusal(Buffer.from('NIK,Name,2026-11-01\r\n10001,Ade,Off\u0000\r\n'), 'roster.csv')).toEqual([
      400,
      'import_file_type',
      'Only CSV or XLSX files can be imported',
    ]);
    expect(await refusal(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]))).toEqual([
      400,
      'import_file_type',
      'Only CSV or XLSX files can be imported',
    ]);
    expect(await refusal(Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), 'roster.csv')).toEqual([
      413,
      'import_too_large',
      'The file is larger than 5 MB',
    ]);
    expect(await written()).toEqual(before);
  });

  it("is HR's own company's only: staff cannot import, another company's admin cannot confirm it, an employee import's id does not confirm it", async () => {
    const file = (await exported()).rawPayload;
    expect((await dryRun(file, 'roster.xlsx', bearers.employee)).statusCode).toBe(403);
    const id = (await dryRun(file)).json().data.import_id;
    expect((await confirm(id, bearers.hlogAdmin)).json().error).toBe('other_company');
    const employees = await api.app.inject({
      method: 'POST',
      url: '/api/v1/hr/import/confirm',
      payload: { import_id: id },
      headers: { authorization: bearers.hadirAdmin },
    });
    expect(employees.json().error).toBe('import_not_found');
    // Another company's admin sees HADIR's people as errors, never their cells.
    const theirs = (await dryRun(file, 'roster.xlsx', bearers.hlogAdmin)).json().data;
    expect(theirs.changes).toEqual([]);
    expect(theirs.errors[0]).toMatchObject({ message: expect.stringMatching(/^NIK \d+ belongs to another company$/) });
  });
});
