import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors } from '../../test/hr.js';
import { mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EXPORT_JOB,
  STALLED_AFTER_SECONDS,
  removeAbandonedPartials,
  runExportJob,
  startExportWorker,
  sweepStalledExports,
} from './jobs.js';

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  as = hrRequest(api.app, await loginHrActors(api.app));
}, 120_000);
afterAll(() => api.close());

type Job = {
  id: string;
  state: string;
  done: number;
  total: number | null;
  name: string;
  download: string | null;
  failure: string | null;
};

const ask = async (query: string): Promise<Job> => {
  const reply = await as('hadirAdmin', 'POST', `/recap/export-jobs?${query}`);
  expect(reply.statusCode).toBe(200);
  expect(reply.json().message).toBe('Your export is being prepared');
  return reply.json().data;
};
const list = async (): Promise<Job[]> => (await as('hadirAdmin', 'GET', '/exports')).json().data;
const jobOf = async (id: string) => (await list()).find((job) => job.id === id)!;

/** Waits until the queue's worker has finished the export (the state HR's page polls). */
async function ended(id: string): Promise<Job> {
  for (;;) {
    const job = await jobOf(id);
    if (['done', 'failed', 'cancelled'].includes(job.state)) return job;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('exports as jobs (POST /hr/recap/export-jobs, GET /hr/exports)', () => {
  it('queues several, runs them one at a time with their progress, and serves each file from the file store', async () => {
    const xlsx = await ask('format=xlsx&month=2026-11');
    const csv = await ask('format=csv&month=2026-11');
    expect(xlsx).toMatchObject({
      state: 'queued',
      done: 0,
      total: null,
      download: null,
      name: 'hadir-recap-2026-11.xlsx',
    });
    expect((await list()).map((job) => job.id)).toEqual([csv.id, xlsx.id]);

    const stop = await startExportWorker(api.ctx, { error: () => {}, info: () => {} });
    try {
      const [first, second] = [await ended(xlsx.id), await ended(csv.id)];
      for (const job of [first, second]) {
        expect(job.state).toBe('done');
        expect(job.total).toBeGreaterThan(0);
        expect(job.done).toBe(job.total);
        expect(job.download).toBe(`/api/v1/hr/exports/${job.id}/file`);
      }
    } finally {
      await stop();
    }

    const workbook = await as('hadirAdmin', 'GET', `/exports/${xlsx.id}/file`);
    expect(workbook.statusCode).toBe(200);
    expect(workbook.headers['content-disposition']).toBe('attachment; filename="hadir-recap-2026-11.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toHaveLength(2);
    const text = await as('hadirAdmin', 'GET', `/exports/${csv.id}/file`);
    expect(text.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(text.body.split('\r\n').length).toBeGreaterThan(2);
    // Written to disk on the way to the store (issue 48), and nothing of it left there after.
    expect(readdirSync(join(api.dataDir, 'exports-partial'))).toEqual([]);
    // Another HR admin's, or nobody's, it is not.
    expect((await as(null, 'GET', `/exports/${csv.id}/file`)).statusCode).toBe(401);
    expect((await as('hadirAdmin', 'GET', '/exports/00000000-0000-4000-8000-000000000000/file')).statusCode).toBe(404);
  });

  it("removes what a killed export left on disk once it is old, and never another export's under way", async () => {
    const dir = join(api.dataDir, 'exports-partial');
    mkdirSync(dir, { recursive: true });
    const dead = join(dir, '00000000-0000-4000-8000-00000000dead.xlsx');
    const live = join(dir, '00000000-0000-4000-8000-00000000beef.xlsx');
    writeFileSync(dead, 'half a workbook');
    writeFileSync(live, 'a workbook being written');
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60_000);
    utimesSync(dead, elevenMinutesAgo, elevenMinutesAgo);
    await removeAbandonedPartials(api.ctx.config);
    expect(readdirSync(dir)).toEqual(['00000000-0000-4000-8000-00000000beef.xlsx']);
    rmSync(live);
  });

  it('stops a cancelled export: one still waiting never runs, and it has no file', async () => {
    const job = await ask('format=csv&month=2026-11');
    const cancelled = await as('hadirAdmin', 'DELETE', `/exports/${job.id}`);
    expect(cancelled.json()).toMatchObject({
      message: 'The export was cancelled',
      data: { state: 'cancelled', download: null },
    });
    await runExportJob(api.ctx, job.id);
    expect(await jobOf(job.id)).toMatchObject({ state: 'cancelled', download: null });
    expect((await as('hadirAdmin', 'GET', `/exports/${job.id}/file`)).statusCode).toBe(409);
    expect((await as('hadirAdmin', 'DELETE', `/exports/${job.id}`)).statusCode).toBe(409);
  });

  it('refuses a bad month at once, with no job queued', async () => {
    const before = (await list()).length;
    const reply = await as('hadirAdmin', 'POST', '/recap/export-jobs?format=pdf');
    expect(reply.statusCode).toBe(400);
    expect((await list()).length).toBe(before);
    const jobs = await api.db.query(
      `SELECT count(*)::int AS n FROM ${api.ctx.config.JOBS_SCHEMA}.job WHERE name = $1`,
      [EXPORT_JOB],
    );
    expect(jobs[0]).toEqual({ n: 3 });
  });

  it('takes back an export whose worker died (its beat stopped): queued and run again once, then failed with words HR reads', async () => {
    const job = await ask('format=csv&month=2026-11');
    // Its worker took it and died at 25 of its people: the row says running, and its beat stopped.
    const died = async () => {
      await runExportJob(api.ctx, job.id).catch(() => undefined);
      await api.db.query(
        `UPDATE hr_export_jobs SET state = 'running', done = 25, finished_at = NULL, file = NULL,
           beat_at = now() - make_interval(secs => $2::int + 1) WHERE id = $1`,
        [job.id, STALLED_AFTER_SECONDS],
      );
    };
    await died();
    // A beat within the window is a live worker: nothing is taken.
    await api.db.query(`UPDATE hr_export_jobs SET beat_at = now() WHERE id = $1`, [job.id]);
    expect(await sweepStalledExports(api.ctx)).toEqual([]);
    await died();
    expect(await sweepStalledExports(api.ctx)).toEqual([{ id: job.id, state: 'queued' }]);
    expect(await jobOf(job.id)).toMatchObject({ state: 'queued', failure: null });
    // Run again, and dead again: started twice, it is failed, and says why.
    await died();
    expect(await sweepStalledExports(api.ctx)).toEqual([{ id: job.id, state: 'failed' }]);
    expect(await jobOf(job.id)).toMatchObject({
      state: 'failed',
      download: null,
      failure:
        'The export stopped twice before it was finished (the server preparing it went away). Please ask for it again; if it keeps failing, contact support.',
    });
    // The queue's own retry of it later finds it ended.
    expect(await runExportJob(api.ctx, job.id)).toBe('skipped');
  });
});
