import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

// The roster as an XLSX through the gateway (issue 25): the file proxy streams the export, the
// GraphQL upload carries a changed file to the dry run, and the confirm saves it.
let stack: TestStack;
let rina: Browser;
let ade: Browser;
beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_SECONDS: '600' });
  [rina, ade] = [await stack.signedIn('10009'), await stack.signedIn('10001')];
}, 120_000);
afterAll(() => stack.close());

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DRY_RUN = `mutation ($file: Upload!) { hrRosterImportDryRun(file: $file) { message importId fileName month rows
  counts { people cells changed unchanged errors } changes { row nik name day before { kind name } after { kind name } } errors { row nik message } } }`;
const CONFIRM = `mutation ($id: ID!) { hrRosterImportConfirm(importId: $id) { message month changed } }`;
const ROSTER = `{ hrRoster(month: "2027-01", filter: { department: "OPS-JKT" }) { people { nik cells { day kind } } } }`;

/** A GraphQL multipart request with one file, as apollo-upload-client sends it. */
async function upload(browser: Browser, query: string, file: { name: string; bytes: Buffer }) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: XLSX }), file.name);
  const response = await browser.request('/graphql', {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  return (await response.json()) as { data?: any; errors?: { message: string; extensions: Record<string, any> }[] };
}

describe('the roster file through the gateway (issue 25)', () => {
  it('HR exports a month through the file proxy, marks a cell Off in it, and the dry run then the confirm save it', async () => {
    const exported = await rina.request('/api/v1/hr/rosters/export?month=2027-01&department=OPS-JKT');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe(XLSX);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="hadir-roster-2027-01.xlsx"');
    expect((await ade.request('/api/v1/hr/rosters/export?month=2027-01')).status).toBe(403);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported.arrayBuffer()) as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const column = (sheet.getRow(1).values as unknown[]).indexOf('2027-01-04');
    sheet.eachRow((row) => {
      if (row.getCell(1).value === '10001') row.getCell(column).value = 'Off';
    });
    const { data, errors } = await upload(rina, DRY_RUN, {
      name: 'roster.xlsx',
      bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(errors).toBeUndefined();
    expect(data.hrRosterImportDryRun).toMatchObject({
      message: 'Dry run: nothing has been written yet',
      fileName: 'roster.xlsx',
      month: '2027-01',
      counts: { changed: 1, errors: 0 },
    });
    expect(data.hrRosterImportDryRun.changes).toEqual([
      {
        row: expect.any(Number),
        nik: 10001,
        name: 'Ade Rahmat Hidayat',
        day: '2027-01-04',
        before: { kind: 'EMPTY', name: null },
        after: { kind: 'OFF', name: null },
      },
    ]);
    const done = await rina.graphql<any>(CONFIRM, { id: data.hrRosterImportDryRun.importId });
    expect(done.data!.hrRosterImportConfirm).toEqual({
      message: 'Roster imported: 1 cell changed',
      month: '2027-01',
      changed: 1,
    });
    const grid = (await rina.graphql<any>(ROSTER)).data!.hrRoster.people.find(
      (person: { nik: number }) => person.nik === 10001,
    );
    expect(grid.cells.find((cell: { day: string }) => cell.day === '2027-01-04').kind).toBe('OFF');
  });

  it("passes the api's refusal of a file that is not a roster on, in words", async () => {
    const { errors } = await upload(rina, DRY_RUN, {
      name: 'roster.xlsx',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]),
    });
    expect(errors?.[0]).toMatchObject({ message: 'Only CSV or XLSX files can be imported' });
  });
});
