import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deliverOutbox, startTestApi, type TestApi } from '../../test/harness.js';
import { auditRows, hrSnapshot, loginHrActors, type Actor } from '../../test/hr.js';
import { confirmImport, csvOf, dryRun, newRow } from '../../test/hr-import.js';
import { bombPart, packPart, partsOf, zipOf, type PackedPart } from '../../test/zip.js';
import { IMPORT_COLUMNS } from './columns.js';

let api: TestApi;
let bearers: Awaited<ReturnType<typeof loginHrActors>>;

// Opening PGlite and logging people in can outlast Jest's 30 s hook limit on a loaded shared machine.
beforeAll(async () => {
  api = await startTestApi();
  bearers = await loginHrActors(api.app);
}, 120_000);
afterAll(() => api.close());

const hr = () => bearers.hadirAdmin;
const template = (format: string, bearer: string | null = hr()) =>
  api.app.inject({
    method: 'GET',
    url: `/api/v1/hr/import/template/${format}`,
    headers: bearer ? { authorization: bearer } : {},
  });

/** A file with one row of each outcome, and one row for each kind of mistake. */
const mixedFile = () =>
  csvOf([
    newRow(1), // row 2: create
    { nik: 10001, phone: '081200000001' }, // row 3: update
    { nik: 10003, name: 'Siti Nurhaliza' }, // row 4: unchanged
    newRow(2, { nik: 600001 }), // row 5: duplicate NIK
    newRow(3, { divisi_kd: 'WH' }), // row 6: unknown division
    newRow(4, { email: 'not-an-email', phone: '12' }), // row 7: bad e-mail and phone
    newRow(5, { supervisor_nik: 99999 }), // row 8: unknown supervisor
    newRow(6, { supervisor_nik: 10001 }), // row 9: supervisor not role 2
    newRow(7, { roleId: 2, supervisor_nik: 600008 }), // row 10: loop with row 11
    newRow(8, { roleId: 2, supervisor_nik: 600007 }), // row 11
    newRow(9, { nik: 20001 }), // row 12: another company's NIK
    newRow(10, { name: '' }), // row 13: missing name
  ]);

describe('who may import', () => {
  it('refuses supervisors and employees (403) and no session (401) on every import route, writing nothing', async () => {
    const before = await hrSnapshot(api.db);
    for (const actor of ['supervisor', 'employee'] as Actor[]) {
      expect((await template('csv', bearers[actor])).statusCode).toBe(403);
      expect((await dryRun(api.app, bearers[actor], csvOf([newRow(1)]))).json()).toMatchObject({ error: 'hr_only' });
      expect((await confirmImport(api.app, bearers[actor], '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        403,
      );
    }
    expect((await template('xlsx', null)).statusCode).toBe(401);
    expect((await dryRun(api.app, null, csvOf([newRow(1)]))).statusCode).toBe(401);
    expect((await confirmImport(api.app, null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(401);
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('refuses to confirm another company’s dry run with 403, writing nothing', async () => {
    const { import_id: id } = (await dryRun(api.app, hr(), csvOf([newRow(50)]))).json().data;
    const before = await hrSnapshot(api.db);
    const response = await confirmImport(api.app, bearers.hlogAdmin, id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This belongs to another company');
    expect(await hrSnapshot(api.db)).toEqual(before);
  });
});

describe('GET /hr/import/template/:format', () => {
  it('downloads the CSV template: the header row', async () => {
    const response = await template('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hadir-employees-template.csv"');
    expect(response.body.replace(/^\uFEFF/, '').trim()).toBe(IMPORT_COLUMNS.join(','));
  });

  it('downloads the XLSX template with the columns, a help sheet and the company’s codes', async () => {
    const response = await template('xlsx');
    expect(response.headers['content-disposition']).toBe('attachment; filename="hadir-employees-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Employees', 'Help', 'Codes']);
    expect((workbook.getWorksheet('Employees')!.getRow(1).values as string[]).slice(1)).toEqual([...IMPORT_COLUMNS]);
    const codes: string[] = [];
    workbook.getWorksheet('Codes')!.eachRow((row) => codes.push(`${row.getCell(1).text} ${row.getCell(2).text}`));
    expect(codes).toEqual(expect.arrayContaining(['divisi_kd OPS', 'dept_kd OPS-JKT']));
    expect(codes).not.toContain('divisi_kd WH');
  });

  it('answers 400 for another format', async () => {
    expect((await template('pdf')).json()).toMatchObject({ message: 'The template is available as xlsx or csv' });
  });
});

describe('POST /hr/import/dry-run and /confirm', () => {
  it('reports what each row would do and every error in words, and writes nothing', async () => {
    const before = await hrSnapshot(api.db);
    const response = await dryRun(api.app, hr(), mixedFile());
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Dry run: nothing has been written yet');
    expect(data).toMatchObject({
      file_name: 'staff.csv',
      rows: 12,
      counts: { create: 1, update: 1, unchanged: 1, error: 9 },
    });
    expect(data.errors.map((error: { row: number; message: string }) => [error.row, error.message])).toEqual([
      [5, 'NIK 600001 appears more than once in the file (also row 2)'],
      [6, 'Unknown division WH'],
      [7, 'Enter a valid e-mail address'],
      [7, 'Phone must be 8 to 15 digits, optionally starting with +'],
      [8, 'Supervisor NIK 99999 is not an employee of this company or this file'],
      [9, 'Supervisor NIK 10001 is not a supervisor (role 2)'],
      [10, 'The supervisors make a loop: 600007 → 600008 → 600007'],
      [11, 'The supervisors make a loop: 600008 → 600007 → 600008'],
      [12, 'NIK 20001 belongs to another company'],
      [13, 'name is required for a new employee'],
    ]);
    expect(data.changes).toEqual([
      {
        row: 2,
        nik: 600001,
        name: 'Karyawan 1',
        action: 'create',
        fields: expect.arrayContaining(['nik', 'name', 'supervisor_nik']),
      },
      { row: 3, nik: 10001, name: 'Ade Rahmat Hidayat', action: 'update', fields: ['phone'] },
    ]);
    expect(await hrSnapshot(api.db)).toEqual(before);

    const refused = await confirmImport(api.app, hr(), data.import_id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'import_has_errors',
      message: 'The file has errors; nothing was written',
    });
    expect(refused.json().data.errors).toHaveLength(10);
    expect(await hrSnapshot(api.db)).toEqual(before);
  });

  it('confirms a clean file in one go: creates, updates, supervisors from the same file, one audit row each', async () => {
    const file = csvOf([
      newRow(20, { roleId: 2, supervisor_nik: '' }),
      newRow(21, { supervisor_nik: 600020 }),
      { nik: 10001, phone: '081200000001', address: '=HYPERLINK("http://x","y")' },
      { nik: 10003, name: 'Siti Nurhaliza' },
    ]);
    const { data } = (await dryRun(api.app, hr(), file)).json();
    expect(data.counts).toEqual({ create: 2, update: 1, unchanged: 1, error: 0 });
    const response = await confirmImport(api.app, hr(), data.import_id);
    expect(response.json()).toEqual({
      message: 'Import done: 2 created, 1 updated, 1 unchanged',
      data: { counts: { create: 2, update: 1, unchanged: 1, error: 0 } },
    });
    const created = await api.db.query<{
      nik: number;
      supervisor: number | null;
      password_hash: string | null;
      must_reset_password: boolean;
    }>(
      `SELECT u.nik, s.nik AS supervisor, u.password_hash, u.must_reset_password
       FROM users u LEFT JOIN users s ON s.id = u.supervisor_id WHERE u.nik IN (600020, 600021) ORDER BY u.nik`,
    );
    expect(created).toEqual([
      { nik: 600020, supervisor: null, password_hash: null, must_reset_password: true },
      { nik: 600021, supervisor: 600020, password_hash: null, must_reset_password: true },
    ]);
    // Formula-looking text is kept as the text it is.
    expect(await api.db.one('SELECT phone, address FROM users WHERE nik = 10001')).toEqual({
      phone: '081200000001',
      address: '=HYPERLINK("http://x","y")',
    });
    const audits = await auditRows(api.db, 'employee.import');
    expect(audits.map((row) => [row.subject_nik, row.summary])).toEqual([
      [600020, 'Created from staff.csv, row 2'],
      [600021, 'Created from staff.csv, row 3'],
      [10001, 'Updated from staff.csv, row 4'],
    ]);
    expect(audits[2].changes).toEqual([
      { field: 'phone', before: '081234567801', after: '081200000001' },
      { field: 'address', before: 'Jl. Kebon Jeruk No. 1, Jakarta', after: '=HYPERLINK("http://x","y")' },
    ]);
    const again = await confirmImport(api.app, hr(), data.import_id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This dry run has expired; upload the file again');
  });

  it('e-mails each new person with an e-mail their activation link and code when asked, after the reply', async () => {
    const file = csvOf([newRow(50, { email: 'karyawan.50@hadir.test' }), newRow(51, { email: '' })]);
    const { data } = (await dryRun(api.app, hr(), file)).json();
    const response = await confirmImport(api.app, hr(), data.import_id, { sendCodes: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.counts).toMatchObject({ create: 2, codes_emailed: 1 });
    await deliverOutbox(api);
    const mails = readdirSync(join(api.dataDir, 'outbox')).filter((name) => name.includes('karyawan.50'));
    expect(mails).toHaveLength(1);
    const text = readFileSync(join(api.dataDir, 'outbox', mails[0]), 'utf8').replace(/=\r?\n/g, '');
    const code = /\/activate\/([0-9A-Z-]{14})/.exec(text)![1];
    const opened = await api.app.inject({ method: 'POST', url: '/api/v1/activate', payload: { code } });
    expect(opened.json().data).toMatchObject({ nik: 600050 });
    const codes = await api.db.query(
      'SELECT 1 FROM activation_codes a JOIN users u ON u.id = a.user_id WHERE u.nik = 600051',
    );
    expect(codes).toHaveLength(0);
  });

  it('checks again at the confirm: what became wrong since the dry run writes nothing', async () => {
    const { data } = (await dryRun(api.app, hr(), csvOf([newRow(30)]))).json();
    expect(data.counts.create).toBe(1);
    await api.db.query("UPDATE users SET email = 'karyawan.30@hadir.test' WHERE nik = 10003");
    try {
      const before = await hrSnapshot(api.db);
      const response = await confirmImport(api.app, hr(), data.import_id);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.errors).toEqual([
        {
          row: 2,
          nik: '600030',
          field: 'email',
          message: 'The e-mail karyawan.30@hadir.test is already used by NIK 10003',
        },
      ]);
      expect(await hrSnapshot(api.db)).toEqual(before);
    } finally {
      await api.db.query("UPDATE users SET email = 'siti.nurhaliza@hadir.test' WHERE nik = 10003");
    }
  });

  it('reads an XLSX file: text, number and date cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow(['nik', 'name', 'birth_date', 'roleId', 'phone', 'divisi_kd']);
    sheet.addRow([600040, 'Xena Putri', new Date('1990-12-31T00:00:00Z'), 1, 81299990040, 'OPS']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const { data } = (await dryRun(api.app, hr(), file, 'staff.xlsx', 'application/octet-stream')).json();
    expect(data.errors).toEqual([]);
    expect(data.counts.create).toBe(1);
    expect((await confirmImport(api.app, hr(), data.import_id)).statusCode).toBe(200);
    expect(await api.db.one('SELECT birth_date, phone FROM users WHERE nik = 600040')).toEqual({
      birth_date: '1990-12-31',
      phone: '081299990040',
    });
  });
});

describe('files the import refuses, with a reason', () => {
  const refusal = async (file: Buffer, name = 'staff.csv') => {
    const before = await hrSnapshot(api.db);
    const response = await dryRun(api.app, hr(), file, name);
    expect(await hrSnapshot(api.db)).toEqual(before);
    return { status: response.statusCode, error: response.json().error, message: response.json().message };
  };

  const xlsx = async (build: (sheet: ExcelJS.Worksheet) => void) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employees');
    sheet.addRow(['nik', 'name', 'birth_date', 'roleId']);
    build(sheet);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };

  it('a file that is neither CSV nor XLSX', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await refusal(png, 'staff.csv')).toEqual({
      status: 400,
      error: 'import_file_type',
      message: 'Only CSV or XLSX files can be imported',
    });
    expect(await refusal(Buffer.from('PK\u0003\u0004not really a workbook'), 'x.xlsx')).toMatchObject({
      error: 'import_file_type',
    });
  });

  it('a file over 5 MB', async () => {
    const big = Buffer.concat([csvOf([newRow(1)]), Buffer.alloc(5 * 1024 * 1024, 'a')]);
    expect(await refusal(big)).toEqual({
      status: 413,
      error: 'import_too_large',
      message: 'The file is larger than 5 MB',
    });
  });

  it('more than 10,000 rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, index) => ({
      nik: 700000 + index,
      name: 'A',
      birth_date: '1990-01-01',
      roleId: 1,
    }));
    expect(await refusal(csvOf(rows, ['nik', 'name', 'birth_date', 'roleId']))).toEqual({
      status: 400,
      error: 'import_too_many_rows',
      message: 'The file has more than 10,000 rows',
    });
  });

  it('an XLSX with a formula, and one with macros', async () => {
    const withFormula = await xlsx((sheet) => {
      sheet.addRow([600060, 'A', '1990-01-01', 1]);
      sheet.getCell('D2').value = { formula: '1+0', result: 1 };
    });
    expect(await refusal(withFormula, 'staff.xlsx')).toEqual({
      status: 400,
      error: 'import_formulas',
      message: 'The file contains formulas (first at Employees!D2); paste the values instead',
    });
    const plain = await xlsx((sheet) => sheet.addRow([600061, 'A', '1990-01-01', 1]));
    expect(await refusal(plain, 'staff.xlsm')).toMatchObject({
      status: 400,
      error: 'import_macros',
      message: 'Files with macros cannot be imported',
    });
  });

  describe('an XLSX whose zip is a bomb or links elsewhere, refused from its directory before anything is inflated', () => {
    const SHEET = 'xl/worksheets/sheet1.xml';
    const workbookParts = async () => partsOf(await xlsx((sheet) => sheet.addRow([600070, 'A', '1990-01-01', 1])));
    const withPart = async (part: PackedPart) =>
      zipOf([...(await workbookParts()).filter(({ name }) => name !== part.name), part]);

    it('a 268 KB workbook whose sheet unpacks to 256 MB: 400 naming the size, and the api does not grow by it', async () => {
      const bomb = await withPart(
        await bombPart(
          SHEET,
          256 * 1024 * 1024,
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
        ),
      );
      expect(bomb.length).toBeLessThan(400 * 1024);
      const rssBefore = process.memoryUsage().rss;
      expect(await refusal(bomb, 'staff.xlsx')).toEqual({
        status: 400,
        error: 'import_unpacks_too_large',
        message: 'The file unpacks to 256 MB; an employee file may unpack to at most 40 MB',
      });
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
    });

    it('one part over 30 MB, and a large part packed more than 200 times', async () => {
      expect(await refusal(await withPart(await bombPart(SHEET, 35 * 1024 * 1024)), 'staff.xlsx')).toEqual({
        status: 400,
        error: 'import_unpacks_too_large',
        message: `The part ${SHEET} of the file unpacks to 35 MB; at most 30 MB a part`,
      });
      const tight = await refusal(await withPart(await bombPart(SHEET, 8 * 1024 * 1024)), 'staff.xlsx');
      expect(tight).toMatchObject({ status: 400, error: 'import_unpacks_too_large' });
      expect(tight.message).toMatch(
        /^The part xl\/worksheets\/sheet1\.xml of the file is packed \d+ times smaller than it unpacks; a spreadsheet is packed at most 200 times$/,
      );
    });

    it('a directory that declares less than its part unpacks to: refused once the part passes the declared size', async () => {
      const liar = zipOf(
        [...(await workbookParts()).filter(({ name }) => name !== SHEET), await bombPart(SHEET, 20 * 1024 * 1024)],
        { [SHEET]: 4000 },
      );
      expect(await refusal(liar, 'staff.xlsx')).toEqual({
        status: 400,
        error: 'import_unpacks_too_large',
        message: `The part ${SHEET} of the file does not unpack to the size the file declares`,
      });
    });

    it('a workbook with an external link or a data connection', async () => {
      const link = packPart(
        'xl/externalLinks/externalLink1.xml',
        Buffer.from('<externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
      );
      const connection = packPart(
        'xl/connections.xml',
        Buffer.from('<connections xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
      );
      for (const part of [link, connection]) {
        expect(await refusal(zipOf([...(await workbookParts()), part]), 'staff.xlsx')).toEqual({
          status: 400,
          error: 'import_external_links',
          message: 'The file links to other workbooks or data sources; paste the values instead',
        });
      }
    });

    it('still reads the same workbook written again by hand (the guard refuses what is wrong, not how it is packed)', async () => {
      const response = await dryRun(api.app, hr(), zipOf(await workbookParts()), 'staff.xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.json().data.counts).toMatchObject({ create: 1 });
    });
  });

  it('a header that is not the template’s', async () => {
    expect(await refusal(Buffer.from('id,full name\n1,A\n'))).toEqual({
      status: 400,
      error: 'import_bad_header',
      message:
        'The header row must name the columns nik, name, birth_date, roleId (download the template to see them all)',
    });
    expect(await refusal(csvOf([]))).toMatchObject({ error: 'import_empty' });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ error: 'import_file_required' });
  });
});
