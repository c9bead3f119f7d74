import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { findUserById } from '../../users/queries.js';
import type { HrCaller } from '../access.js';
import { recapExport } from '../recap/export.js';
import { recapExportQuery } from '../recap/schemas.js';
import { CsvWriter } from './csv.js';
import * as queries from './job-queries.js';
import { EXPORT_JOB_MESSAGES as M } from './messages.js';
import type { ExportWriter } from './send.js';
import { XlsxWriter } from './xlsx.js';

/** The queue's name for exports; one runs at a time per api process, the rest wait their turn. */
export const EXPORT_JOB = 'hr-export';

/** A progress write per this many people (and at the end): enough to see it move, few writes. */
const PROGRESS_EVERY = 25;

class ExportCancelled extends Error {}

/**
 * POST /hr/recap/export-jobs: the month's recap as a job. The query is checked now (a bad month is
 * a 400 here, not a failed job later); the file is written by whichever api process takes the job.
 */
export async function requestRecapExport(ctx: AppContext, caller: HrCaller, query: Record<string, string>) {
  const parsed = recapExportQuery.parse(query);
  const file = await recapExport(ctx, caller, parsed);
  const job = await queries.insertExportJob(ctx.db, {
    id: randomUUID(),
    user_id: caller.user.id,
    kind: 'recap',
    format: parsed.format,
    query,
    name: `${file.name}.${parsed.format}`,
  });
  const boss = await ctx.queue.boss();
  await boss.createQueue(EXPORT_JOB);
  await boss.send(EXPORT_JOB, { id: job!.id });
  return job!;
}

export const exportJobs = (ctx: AppContext, caller: HrCaller) => queries.exportJobsOf(ctx.db, caller.user.id);

export async function cancelExport(ctx: AppContext, caller: HrCaller, id: string) {
  const cancelled = await queries.cancelExportJob(ctx.db, id, caller.user.id);
  if (cancelled) return cancelled;
  if (!(await queries.findExportJob(ctx.db, id, caller.user.id))) throw notFound(M.notFound);
  throw conflict(M.ended, 'export_ended');
}

/** GET /hr/exports/:id/file: the finished file, to the HR admin who asked for it, from the file store. */
export async function exportFile(ctx: AppContext, caller: HrCaller, id: string) {
  const job = await queries.findExportJob(ctx.db, id, caller.user.id);
  if (!job) throw notFound(M.notFound);
  if (job.state !== 'done' || !job.file || (job.expires_at && job.expires_at.getTime() < Date.now())) throw conflict(M.notReady, 'export_not_ready');
  const stream = await ctx.storage.open('export', job.file);
  if (!stream) throw notFound(M.notFound);
  return { job, stream };
}

/** Runs one export job: writes the file while it records progress, stores it, and marks it done. */
export async function runExportJob(ctx: AppContext, id: string): Promise<void> {
  const job = await queries.startExportJob(ctx.db, id);
  if (!job) return; // cancelled while it waited
  const user = await findUserById(ctx.db, job.user_id);
  if (!user?.comp_kd) return void (await queries.failExportJob(ctx.db, id));
  const caller: HrCaller = { user, sessionId: '', company: user.comp_kd };
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer: ExportWriter = job.format === 'xlsx' ? { format: 'xlsx', xlsx: new XlsxWriter(out) } : { format: 'csv', csv: new CsvWriter(out) };
  let done = 0;
  try {
    const file = await recapExport(ctx, caller, recapExportQuery.parse(job.query));
    const activeTab = await file.write(writer, {
      total: (people) => queries.setExportTotal(ctx.db, id, people).then(() => undefined),
      async person() {
        done += 1;
        if (done % PROGRESS_EVERY !== 0) return;
        if ((await queries.recordExportProgress(ctx.db, id, done)) === 'cancelled') throw new ExportCancelled();
      },
    });
    if (writer.format === 'xlsx') await writer.xlsx.end(activeTab ?? 0);
    else writer.csv.end();
    await finished(out);
    const name = await ctx.storage.put('export', Buffer.concat(chunks), job.format);
    // Cancelled in the last moments: the file is no row's, and the orphan sweep takes it.
    await queries.finishExportJob(ctx.db, id, name, ctx.config.EXPORT_KEEP_DAYS);
  } catch (error) {
    out.destroy();
    if (error instanceof ExportCancelled) return;
    await queries.failExportJob(ctx.db, id);
    throw error;
  }
}

/**
 * Takes export jobs from the queue in this process, one at a time (several asked for at once wait
 * their turn; several processes share them out). A failed export is marked failed, not retried.
 */
export async function startExportWorker(ctx: AppContext, log: Pick<Logger, 'error'>) {
  const boss = await ctx.queue.boss();
  await boss.createQueue(EXPORT_JOB);
  await boss.work<{ id: string }>(EXPORT_JOB, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    try {
      await runExportJob(ctx, job.data.id);
    } catch (err) {
      log.error({ err, export: job.data.id }, 'export failed');
    }
  });
  return () => boss.offWork(EXPORT_JOB);
}
