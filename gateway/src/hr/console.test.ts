import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

let stack: TestStack;
let rina: Browser;
let bambang: Browser;
let ade: Browser;

beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600' });
  [rina, bambang, ade] = [await stack.signedIn('10009'), await stack.signedIn('20009'), await stack.signedIn('10001')];
});
afterAll(() => stack.close());

/** A GraphQL multipart request with one file, as apollo-upload-client sends it. */
async function upload(browser: Browser, query: string, file: { name: string; type: string; text: string }) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([file.text], { type: file.type }), file.name);
  const response = await browser.request('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions: Record<string, any> }[] };
}

const ORGANISATION = `{ hrOrganisation { company { code name } divisions { kind code name employees locations } departments { code } } }`;
const LOCATIONS = `{ hrLocations { code name latitude longitude radius scope scopeCode active } }`;
const DRY_RUN = `mutation ($file: Upload!) { hrImportDryRun(file: $file) { message importId fileName rows
  counts { create update unchanged error } errors { row nik field message } changes { row nik name action fields } } }`;
const CONFIRM = `mutation ($id: ID!) { hrImportConfirm(importId: $id) { message counts { create update unchanged error } } }`;
const HEADER =
  'nik,name,gender,email,phone,address,birth_place,birth_date,join_date,divisi_kd,subdivisi_kd,dept_kd,roleId,blood,supervisor_nik';

describe('HR organisation through the gateway', () => {
  it('shows the company’s own units with who uses them', async () => {
    const { data, errors } = await rina.graphql(ORGANISATION);
    expect(errors).toBeUndefined();
    expect(data.hrOrganisation.company).toEqual({ code: 'HADIR', name: 'Hadir' });
    expect(data.hrOrganisation.divisions).toContainEqual(
      expect.objectContaining({ kind: 'DIVISION', code: 'OPS', employees: 3, locations: 1 }),
    );
    const other = await bambang.graphql(ORGANISATION);
    expect(other.data.hrOrganisation.divisions.map((unit: { code: string }) => unit.code)).not.toContain('OPS');
  });

  it('adds, renames and deletes a unit; a unit in use is refused as CONFLICT saying who uses it', async () => {
    const created = await rina.graphql(
      `mutation { hrCreateUnit(kind: DEPARTMENT, input: { code: "qa-jkt", name: "QA Jakarta" }) { message unit { kind code name } } }`,
    );
    expect(created.data.hrCreateUnit).toEqual({
      message: 'Unit created',
      unit: { kind: 'DEPARTMENT', code: 'QA-JKT', name: 'QA Jakarta' },
    });
    const renamed = await rina.graphql(
      `mutation { hrUpdateUnit(kind: DEPARTMENT, code: "QA-JKT", input: { name: "Quality Jakarta" }) { unit { name } } }`,
    );
    expect(renamed.data.hrUpdateUnit.unit.name).toBe('Quality Jakarta');
    const deleted = await rina.graphql(`mutation { hrDeleteUnit(kind: DEPARTMENT, code: "QA-JKT") { message } }`);
    expect(deleted.data.hrDeleteUnit.message).toBe('Unit deleted');

    const inUse = await rina.graphql(`mutation { hrDeleteUnit(kind: DIVISION, code: "OPS") { message } }`);
    expect(inUse.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(inUse.errors?.[0].message).toMatch(/10001 Ade Rahmat Hidayat/);
    expect(inUse.errors?.[0].message).toMatch(/BKS01/);
  });

  it('refuses a code that could move the provider path as NOT_FOUND, and an employee as FORBIDDEN', async () => {
    const traversal = await rina.graphql(
      `mutation { hrDeleteUnit(kind: DIVISION, code: "../../employees/1") { message } }`,
    );
    expect(traversal.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const employee = await ade.graphql(ORGANISATION);
    expect(employee.errors?.[0]).toMatchObject({
      message: 'Only an HR admin can do this',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('HR work locations through the gateway', () => {
  it('creates, changes and deletes a location of the company; another company cannot touch it', async () => {
    const input = {
      code: 'tst01',
      name: 'Kantor Uji',
      latitude: -6.31,
      longitude: 106.91,
      radius: 150,
      scope: 'DIVISION',
      scopeCode: 'OPS',
    };
    const created = await rina.graphql(
      `mutation ($input: HrLocationInput!) { hrCreateLocation(input: $input) { message location { code scope scopeCode radius active } } }`,
      {
        input,
      },
    );
    expect(created.data.hrCreateLocation).toEqual({
      message: 'Work location created',
      location: { code: 'TST01', scope: 'DIVISION', scopeCode: 'OPS', radius: 150, active: true },
    });
    const tooWide = await rina.graphql(
      `mutation { hrUpdateLocation(code: "TST01", input: { radius: 5000 }) { message } }`,
    );
    expect(tooWide.errors?.[0]).toMatchObject({
      message: 'Radius must be between 20 m and 2 km',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const all = await rina.graphql(
      `mutation { hrUpdateLocation(code: "TST01", input: { scope: ALL, active: false }) { location { scope scopeCode active } } }`,
    );
    expect(all.data.hrUpdateLocation.location).toEqual({ scope: 'ALL', scopeCode: null, active: false });

    const other = await bambang.graphql(`mutation { hrDeleteLocation(code: "TST01") { message } }`);
    expect(other.errors?.[0]).toMatchObject({
      message: 'This belongs to another company',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (await bambang.graphql(LOCATIONS)).data.hrLocations.map((location: { code: string }) => location.code),
    ).not.toContain('TST01');

    const deleted = await rina.graphql(`mutation { hrDeleteLocation(code: "TST01") { message } }`);
    expect(deleted.data.hrDeleteLocation.message).toBe('Work location deleted');
    expect((await rina.graphql(LOCATIONS)).data.hrLocations.map((location: { code: string }) => location.code)).toEqual(
      ['BKS01', 'JKT01'],
    );
  });
});

describe('HR place search through the gateway', () => {
  it("says search is not offered where the api has no geocoder (the default), and is HR's only", async () => {
    const places = await rina.graphql(
      `{ hrPlaces(query: " Monas ") { available places { name latitude longitude } } }`,
    );
    expect(places.data.hrPlaces).toEqual({ available: false, places: [] });
    const employee = await ade.graphql(`{ hrPlaces(query: "Monas") { available } }`);
    expect(employee.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});

describe('HR import through the gateway', () => {
  const csv = (division: string) =>
    [
      HEADER,
      '10801,Fajar Nugroho,Laki-laki,fajar.nugroho@hadir.test,081234560801,,Solo,1992-01-02,,OPS,,OPS-JKT,1,O,10002',
      `10802,Gita Lestari,Perempuan,gita.lestari@hadir.test,081234560802,,Bogor,1997-09-10,,${division},,OPS-JKT,1,AB,10002`,
    ].join('\n');
  const employees = async () =>
    (await rina.graphql(`{ hrEmployees(filter: { search: "1080" }) { total } }`)).data.hrEmployees.total;

  it('reports every row’s errors in words in the dry run and writes nothing; the confirm refuses it too', async () => {
    const { data, errors } = await upload(rina, DRY_RUN, { name: 'staff.csv', type: 'text/csv', text: csv('NOPE') });
    expect(errors).toBeUndefined();
    expect(data.hrImportDryRun).toMatchObject({ fileName: 'staff.csv', rows: 2, counts: { create: 1, error: 1 } });
    expect(data.hrImportDryRun.errors).toEqual([
      expect.objectContaining({ row: 3, nik: '10802', field: 'divisi_kd', message: expect.stringMatching(/NOPE/) }),
    ]);
    const confirm = await rina.graphql(CONFIRM, { id: data.hrImportDryRun.importId });
    expect(confirm.errors?.[0]).toMatchObject({
      message: 'The file has errors; nothing was written',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await employees()).toBe(0);
  });

  it('applies a clean file once confirmed, and only the company that checked it can confirm', async () => {
    const { data } = await upload(rina, DRY_RUN, { name: 'staff.csv', type: 'text/csv', text: csv('OPS') });
    expect(data.hrImportDryRun.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 });
    expect(await employees()).toBe(0);
    const stranger = await bambang.graphql(CONFIRM, { id: data.hrImportDryRun.importId });
    expect(stranger.errors?.[0].extensions.code).toMatch(/FORBIDDEN|NOT_FOUND/);
    const done = await rina.graphql(CONFIRM, { id: data.hrImportDryRun.importId });
    expect(done.data.hrImportConfirm).toEqual({
      message: 'Import done: 2 created, 0 updated, 0 unchanged',
      counts: { create: 2, update: 0, unchanged: 0, error: 0 },
    });
    expect(await employees()).toBe(2);
  });

  it('refuses a file that is not CSV or XLSX with the provider’s reason', async () => {
    const { errors } = await upload(rina, DRY_RUN, { name: 'staff.csv', type: 'text/csv', text: '%PDF-1.7\n' });
    expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0].message).toMatch(/CSV|XLSX|header|column/i);
  });

  it('serves the templates through the file proxy with the cookie, and not without it', async () => {
    const csvTemplate = await rina.request('/api/v1/hr/import/template/csv');
    expect(csvTemplate.status).toBe(200);
    expect(csvTemplate.headers.get('content-disposition')).toMatch(/hadir-employees-template\.csv/);
    expect((await csvTemplate.text()).split(/\r?\n/)[0]).toMatch(/^nik,name,/i);
    const xlsx = await rina.request('/api/v1/hr/import/template/xlsx');
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await stack.browser().request('/api/v1/hr/import/template/csv')).status).toBe(401);
    expect((await ade.request('/api/v1/hr/import/template/csv')).status).toBe(403);
  });
});

describe('HR audit trail through the gateway', () => {
  it('lists the changes newest first with before → after as text, filtered by actor and by employee', async () => {
    const { data, errors } = await rina.graphql(
      `query ($f: HrAuditFilter) { hrAudit(pageSize: 100, filter: $f) { total items { action actor { nik } subject { nik } changes { field before after } } } }`,
      { f: { actor: '10009' } },
    );
    expect(errors).toBeUndefined();
    const actions = data.hrAudit.items.map((item: { action: string }) => item.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'unit.create',
        'unit.update',
        'unit.delete',
        'location.create',
        'location.update',
        'location.delete',
        'employee.import',
      ]),
    );
    expect(actions.indexOf('location.delete')).toBeLessThan(actions.indexOf('location.create'));
    const renamed = data.hrAudit.items.find((item: { action: string }) => item.action === 'unit.update');
    expect(renamed.changes).toContainEqual({ field: 'name', before: 'QA Jakarta', after: 'Quality Jakarta' });

    const aboutFajar = await rina.graphql(
      `{ hrAudit(filter: { employee: "10801" }) { items { action subject { nik } } } }`,
    );
    expect(aboutFajar.data.hrAudit.items).toEqual([{ action: 'employee.import', subject: { nik: '10801' } }]);
    const other = await bambang.graphql(`{ hrAudit(filter: { employee: "10801" }) { total } }`);
    expect(other.data.hrAudit.total).toBe(0);
  });
});
