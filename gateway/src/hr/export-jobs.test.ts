import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

// The real api process runs the queue's export worker (api/src/index.ts), as in production.
let stack: TestStack;
let rina: Browser;
beforeAll(async () => {
  stack = await startStack();
  rina = await stack.signedIn('10009');
}, 120_000);
afterAll(() => stack.close());

const JOB = 'id kind name format state done total downloadUrl failure';

/** Asks the list until the job has ended, as HR's page polls it. */
async function ended(browser: Browser, id: string) {
  for (;;) {
    const { data } = await browser.graphql(`{ hrExportJobs { ${JOB} } }`);
    const seen = data.hrExportJobs.find((item: { id: string }) => item.id === id);
    if (['DONE', 'FAILED', 'CANCELLED'].includes(seen.state)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('exports as jobs through the gateway', () => {
  it('HR asks for the recap as a file, sees it prepared, and downloads it through the gateway with the session', async () => {
    const asked = await rina.graphql(`mutation { hrRequestRecapExport(format: "csv") { ${JOB} } }`);
    expect(asked.errors).toBeUndefined();
    const job = asked.data.hrRequestRecapExport;
    expect(job).toMatchObject({ kind: 'recap', format: 'csv', state: 'QUEUED', done: 0, downloadUrl: null });
    expect(job.name).toMatch(/^hadir-recap-\d{4}-\d{2}\.csv$/);

    let seen = job;
    while (!['DONE', 'FAILED', 'CANCELLED'].includes(seen.state)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const { data } = await rina.graphql(`{ hrExportJobs { ${JOB} } }`);
      seen = data.hrExportJobs.find((item: { id: string }) => item.id === job.id);
    }
    expect(seen).toMatchObject({ state: 'DONE', downloadUrl: `/api/v1/hr/exports/${job.id}/file`, failure: null });
    expect(seen.done).toBe(seen.total);

    const file = await rina.request(seen.downloadUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(job.name);
    expect((await file.text()).split('\r\n').length).toBeGreaterThan(2);
    // Someone without the session gets nothing.
    expect((await stack.browser().request(seen.downloadUrl)).status).toBe(401);
  });

  it("asks for the leave recap's and the overtime recap's files with their screens' filters, and downloads each", async () => {
    const leave = await rina.graphql(
      `mutation { hrRequestLeaveRecapExport(format: "csv", filter: { from: "2026-10-01", to: "2026-10-31", status: "Approved", division: "OPS" }) { ${JOB} } }`,
    );
    expect(leave.errors).toBeUndefined();
    expect(leave.data.hrRequestLeaveRecapExport).toMatchObject({
      kind: 'leave-recap',
      name: 'hadir-leave-2026-10-01-to-2026-10-31-OPS.csv',
      state: 'QUEUED',
    });
    const overtime = await rina.graphql(
      `mutation { hrRequestOvertimeRecapExport(month: "2026-10", format: "xlsx", filter: { status: "Pending" }) { ${JOB} } }`,
    );
    expect(overtime.errors).toBeUndefined();
    expect(overtime.data.hrRequestOvertimeRecapExport).toMatchObject({
      kind: 'overtime-recap',
      name: 'hadir-overtime-2026-10.xlsx',
    });

    const csv = await ended(rina, leave.data.hrRequestLeaveRecapExport.id);
    expect(csv).toMatchObject({ state: 'DONE', failure: null });
    const text = await (await rina.request(csv.downloadUrl)).text();
    expect(text.replace(/^\uFEFF/, '').split(',')[0]).toBe('NIK');
    const xlsx = await ended(rina, overtime.data.hrRequestOvertimeRecapExport.id);
    expect(xlsx).toMatchObject({ state: 'DONE', failure: null });
    const file = await rina.request(xlsx.downloadUrl);
    expect(file.headers.get('content-disposition')).toContain('hadir-overtime-2026-10.xlsx');
    expect([...Buffer.from(await file.arrayBuffer()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
  });

  it("says a bad filter at once, in the api's words, with no job", async () => {
    const { errors } = await rina.graphql(
      `mutation { hrRequestLeaveRecapExport(format: "csv", filter: { type: "Cuti Liburan" }) { id } }`,
    );
    expect([errors?.[0]?.message, errors?.[0]?.extensions?.code]).toEqual(['Unknown leave type', 'BAD_USER_INPUT']);
  });

  it('refuses an employee, as every HR call', async () => {
    const ade = await stack.signedIn('10001');
    const { errors } = await ade.graphql(`mutation { hrRequestRecapExport(format: "xlsx") { id } }`);
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
