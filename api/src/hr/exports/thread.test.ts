import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/db.js';
import { clockFields, multipartPayload, selfie } from '../../test/attendance.js';
import { loginAs, startTestApi, testDatabaseUrl, type TestApi } from '../../test/harness.js';
import { hrRequest, loginHrActors } from '../../test/hr.js';
import { insertExportJob } from './job-queries.js';
import { runExport, startExportWorker, STALLED_AFTER_SECONDS, SWEEP_EVERY_MS } from './jobs.js';

// Issue 30: an export is written away from the thread that answers requests. On PostgreSQL it runs
// in a worker thread with its own pool; on PGlite (the embedded database lives in the api's thread
// and no other thread can open it) it runs in the api's thread, yielding between people, as before.
const onPostgres = Boolean(testDatabaseUrl());

/** Enough people for an export to take a while (seconds, not milliseconds): HR's month is still being written while a clock-in comes and goes. */
const PEOPLE = 1000;

let api: TestApi;
let as: ReturnType<typeof hrRequest>;
let employee: string;
let photo: Buffer;
beforeAll(async () => {
  api = await startTestApi({ TEST_CLOCK: 'true' });
  // 20 November 2026, 12:00 in Jakarta: the month's first 19 days are behind everyone.
  api.ctx.clock.set(new Date('2026-11-20T05:00:00Z'));
  await seedMonth(api.db);
  as = hrRequest(api.app, await loginHrActors(api.app));
  employee = await loginAs(api.app, 10001);
  photo = await selfie();
}, 180_000);
afterAll(() => api.close());

/** PEOPLE more people at HADIR, each clocked in and out on every weekday from 1 to 19 November 2026. */
async function seedMonth(db: Db) {
  await db.query(
    `INSERT INTO users (nik, name, role_id, comp_kd, divisi_kd, subdivisi_kd, dept_kd, password_hash, created_at)
     SELECT 800000 + n, 'Karyawan Ekspor ' || n, 1, 'HADIR', 'OPS', 'OPS-FIELD', 'OPS-JKT', NULL, '2025-01-01'
     FROM generate_series(1, $1::int) AS n`,
    [PEOPLE],
  );
  await db.query(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, lok_kd, lok_nm, photo)
     SELECT u.id, c.clocking, (d::date + CASE WHEN c.clocking THEN time '07:50' ELSE time '17:05' END) AT TIME ZONE 'Asia/Jakarta',
            d::date, 'JKT01', 'Kantor Pusat Jakarta', 'seed.jpg'
     FROM users u, generate_series('2026-11-01'::date, '2026-11-19'::date, interval '1 day') AS d, (VALUES (true), (false)) AS c(clocking)
     WHERE u.nik > 800000 AND extract(isodow FROM d) < 6`,
  );
}

type Job = { id: string; state: string; done: number; total: number | null; download: string | null };

const ask = async (format: 'xlsx' | 'csv'): Promise<Job> => {
  const reply = await as('hadirAdmin', 'POST', `/recap/export-jobs?format=${format}&month=2026-11`);
  expect(reply.statusCode).toBe(200);
  return reply.json().data;
};
const jobOf = async (id: string): Promise<Job> =>
  (await as('hadirAdmin', 'GET', '/exports')).json().data.find((job: Job) => job.id === id);

/** Resolves once the job's row satisfies `test` (HR's page polls the same list). */
async function until(id: string, test: (job: Job) => boolean): Promise<Job> {
  for (;;) {
    const job = await jobOf(id);
    if (test(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const underWay = (job: Job) => job.state === 'running' && job.done > 0;

async function clockIn(clocking: boolean) {
  const { payload, headers } = await multipartPayload(clockFields(10001, clocking), {
    bytes: photo,
    type: 'image/jpeg',
  });
  return api.app.inject({
    method: 'POST',
    url: '/api/v1/attendance',
    payload,
    headers: { ...headers, authorization: employee },
  });
}

const storedExports = async () => (await api.ctx.storage.list('export')).length;

/**
 * Another api process writing an export, as a killed one would be: a Node process of its own on the
 * same database and files, running the job in its main thread (which beats for it) until it is killed.
 */
function exportProcess(id: string) {
  const data = join(api.dataDir, `export-process-${id}.json`);
  writeFileSync(
    data,
    JSON.stringify({
      id,
      config: api.ctx.config,
      connection: api.db.connection,
      clockOffsetMs: api.ctx.clock.now().getTime() - Date.now(),
    }),
  );
  const source = (path: string) => new URL(path, import.meta.url).href;
  const script = `
    import { readFileSync } from 'node:fs';
    const { openPostgres } = await import(${JSON.stringify(source('../../db/db.ts'))});
    const { createStorage } = await import(${JSON.stringify(source('../../storage/create.ts'))});
    const { systemClock } = await import(${JSON.stringify(source('../../lib/clock.ts'))});
    const { runExportJob } = await import(${JSON.stringify(source('./jobs.ts'))});
    const { id, config, connection, clockOffsetMs } = JSON.parse(readFileSync(process.argv[1], 'utf8'));
    const db = await openPostgres(connection.url, { searchPath: connection.searchPath, max: 2 });
    const clock = systemClock();
    clock.set(new Date(Date.now() + clockOffsetMs));
    await runExportJob({ config, db, storage: createStorage(config), clock }, id);
    process.exit(0);`;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, data], { stdio: 'ignore' });
}

describe(`an export away from the requests' thread (${onPostgres ? 'PostgreSQL: a worker thread' : "PGlite: the api's thread"})`, () => {
  it('writes the whole month while the api answers a clock-in before the export is done', async () => {
    const job = await ask('xlsx');
    const run = runExport(api.ctx, job.id);
    const running = await until(job.id, underWay);
    expect(running.total).toBeGreaterThan(PEOPLE);

    const clocked = await clockIn(true);
    expect(clocked.statusCode).toBe(200);
    expect(clocked.json().message).toBe('Clock In success');
    // The clock-in was answered while the export was still being written.
    const meanwhile = await jobOf(job.id);
    expect(meanwhile.state).toBe('running');
    expect(meanwhile.done).toBeLessThan(meanwhile.total!);

    const ended = await run;
    expect(ended.outcome).toBe('done');
    if (onPostgres) expect(ended.threadId).not.toBe(threadId);
    else expect(ended.threadId).toBe(threadId);
    expect(await jobOf(job.id)).toMatchObject({
      state: 'done',
      done: running.total,
      download: `/api/v1/hr/exports/${job.id}/file`,
    });
    const file = await as('hadirAdmin', 'GET', `/exports/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    // The Summary sheet: a header and one row a person.
    expect(book.worksheets[1].rowCount).toBe(1 + running.total!);
    expect((await clockIn(false)).statusCode).toBe(200);
  });

  it('stops an export cancelled while it runs: no file, and it went no further than the cancel', async () => {
    const before = await storedExports();
    const job = await ask('xlsx');
    const run = runExport(api.ctx, job.id);
    await until(job.id, underWay);
    const cancelled = await as('hadirAdmin', 'DELETE', `/exports/${job.id}`);
    expect(cancelled.json()).toMatchObject({ message: 'The export was cancelled', data: { state: 'cancelled' } });
    expect((await run).outcome).toBe('cancelled');
    const after = await jobOf(job.id);
    expect(after).toMatchObject({ state: 'cancelled', download: null });
    expect(after.done).toBeLessThan(after.total!);
    expect((await as('hadirAdmin', 'GET', `/exports/${job.id}/file`)).statusCode).toBe(409);
    expect(await storedExports()).toBe(before);
  });

  it('marks an export that throws failed, and the queue runs the next one', async () => {
    // A job whose query no longer reads as a month (one written by an older api, say): the export throws.
    const broken = (await insertExportJob(api.db, {
      id: randomUUID(),
      user_id: (await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10009'))!.id,
      kind: 'recap',
      format: 'csv',
      query: { format: 'csv', month: '2026-13' },
      name: 'broken.csv',
    }))!;
    await expect(runExport(api.ctx, broken.id)).rejects.toThrow(/month/i);
    expect(await jobOf(broken.id)).toMatchObject({ state: 'failed', download: null });

    // The queue's worker, as the api starts it, takes the next one.
    const said: { export: string; outcome: string; threadId: number }[] = [];
    const heard = async (id: string) => {
      for (;;) {
        const entry = said.find((line) => line.export === id);
        if (entry) return entry;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const stop = await startExportWorker(api.ctx, {
      error: () => {},
      info: (entry: unknown) => void said.push(entry as (typeof said)[number]),
    });
    try {
      const next = await ask('csv');
      expect(await until(next.id, (job) => job.state !== 'queued' && job.state !== 'running')).toMatchObject({
        state: 'done',
      });
      // The api's log says which thread wrote it (the jobs asked for above, already run, were skipped).
      const logged = await heard(next.id);
      expect(logged.outcome).toBe('done');
      if (onPostgres) expect(logged.threadId).not.toBe(threadId);
      else expect(logged.threadId).toBe(threadId);
    } finally {
      await stop();
    }
  });
});

if (onPostgres) {
  describe('the export thread on PostgreSQL', () => {
    it('reads with a pool of its own, named after the api’s', async () => {
      const job = await ask('csv');
      const run = runExport(api.ctx, job.id);
      await until(job.id, underWay);
      const name = `${(api.db as Db & { applicationName: string }).applicationName}-export`;
      const backends = await api.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
        [name],
      );
      expect(backends!.n).toBeGreaterThanOrEqual(1);
      expect((await run).outcome).toBe('done');
    });

    it('ends a running export’s thread when the api stops (SIGTERM), leaving the job failed, not running for ever', async () => {
      const stop = await startExportWorker(api.ctx, { error: () => {}, info: () => {} });
      const job = await ask('xlsx');
      await until(job.id, underWay);
      await stop();
      expect(await jobOf(job.id)).toMatchObject({ state: 'failed', download: null });
    });

    it('queues again, within a minute, an export whose process was killed mid-way, and then writes it to the end', async () => {
      const job = await ask('xlsx');
      const killed = exportProcess(job.id);
      await until(job.id, underWay);
      killed.kill('SIGKILL');
      await once(killed, 'exit');
      const gone = Date.now();
      const stop = await startExportWorker(api.ctx, { error: () => {}, info: () => {} });
      try {
        // This api's sweep (every SWEEP_EVERY_MS, for a beat STALLED_AFTER_SECONDS old) takes it back: queued again.
        for (;;) {
          const row = await api.db.one<{ state: string; attempts: number }>(
            'SELECT state, attempts FROM hr_export_jobs WHERE id = $1',
            [job.id],
          );
          if (row!.state === 'queued' || row!.attempts === 2) break;
          expect(Date.now() - gone).toBeLessThanOrEqual(60_000);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        // A beat STALLED_AFTER_SECONDS old, seen at the next sweep: 55 s at most, the minute with room.
        expect(STALLED_AFTER_SECONDS * 1000 + SWEEP_EVERY_MS).toBeLessThanOrEqual(55_000);
        expect(Date.now() - gone).toBeLessThanOrEqual(60_000);
        expect(await until(job.id, (row) => row.state !== 'queued' && row.state !== 'running')).toMatchObject({
          state: 'done',
          download: `/api/v1/hr/exports/${job.id}/file`,
        });
      } finally {
        await stop();
      }
    }, 120_000);

    it('leaves the job failed when its thread dies (out of memory), the api answering and the next export done', async () => {
      const job = await ask('xlsx');
      const crash = await runExport(api.ctx, job.id, {
        resourceLimits: { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 },
      }).catch((error: unknown) => error as Error & { code?: string });
      expect(crash).toMatchObject({ code: 'ERR_WORKER_OUT_OF_MEMORY' });
      expect(await jobOf(job.id)).toMatchObject({ state: 'failed', download: null });
      expect((await api.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);

      const next = await ask('csv');
      expect(await runExport(api.ctx, next.id)).toMatchObject({ outcome: 'done' });
      expect(await jobOf(next.id)).toMatchObject({ state: 'done' });
    });
  });
}
