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

const JOB = 'id name format state done total downloadUrl failure';

describe('exports as jobs through the gateway', () => {
  it('HR asks for the recap as a file, sees it prepared, and downloads it through the gateway with the session', async () => {
    const asked = await rina.graphql(`mutation { hrRequestRecapExport(format: "csv") { ${JOB} } }`);
    expect(asked.errors).toBeUndefined();
    const job = asked.data.hrRequestRecapExport;
    expect(job).toMatchObject({ format: 'csv', state: 'QUEUED', done: 0, downloadUrl: null });
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

  it('refuses an employee, as every HR call', async () => {
    const ade = await stack.signedIn('10001');
    const { errors } = await ade.graphql(`mutation { hrRequestRecapExport(format: "xlsx") { id } }`);
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
