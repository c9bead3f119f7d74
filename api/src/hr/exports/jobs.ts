import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { threadId, type ResourceLimits, type Worker } from 'node:worker_threads';
import { exportRedirect } from '@hadir/common/inbox-link';
import type { Logger } from 'pino';
import type { AppContext, DataContext } from '../../context.js';
import { conflict, notFound } from '../../errors.js';
import { PRIVATE_FILE_MODE, privateDir } from '../../lib/private-files.js';
import { startWorker } from '../../lib/worker.js';
import { findUserById } from '../../users/index.js';
import { notify } from '../../inbox/index.js';
import type { HrCaller } from '../../platform/access.js';
import { CsvWriter } from '../../platform/exports/csv.js';
import * as queries from './job-queries.js';
import { EXPORT_JOB_MESSAGES as M } from '../../platform/exports/messages.js';
import type { ExportWriter } from '../../platform/exports/send.js';
import { beatWhileHeard, type BeatTiming } from './heartbeat.js';
import { EXPORT_KINDS, type ExportKindName } from './kinds.js';
import type { ExportThreadData, ExportThreadMessage, ExportThreadResult } from './thread.js';
import { XlsxWriter } from '../../platform/exports/xlsx.js';

/** The queue's name for exports; one runs at a time per api process, the rest wait their turn. */
export const EXPORT_JOB = 'hr-export';

/** A progress write per this many people or requests (and at the end): enough to see it move, few writes. */
const PROGRESS_EVERY = 25;

class ExportCancelled extends Error {}

/**
 * A running export beats every BEAT_EVERY_MS (and with each progress write); every api process
 * sweeps every SWEEP_EVERY_MS for one whose beat is older than STALLED_AFTER_SECONDS — its worker
 * died — and queues it again, or fails it once it has been started MAX_ATTEMPTS times (issue 48:
 * seen within a minute, retried once: at most STALLED_AFTER_SECONDS + SWEEP_EVERY_MS after its last
 * beat). The stall is four beats: a busy event loop is not a death. An export in a worker thread is
 * beaten by the api's main thread while the thread lives and is heard from (heartbeat.ts); one
 * silent for THREAD_SILENT_MS is stuck, and is ended for the sweep to take.
 */
const BEAT_EVERY_MS = 10_000;
export const STALLED_AFTER_SECONDS = 40;
export const SWEEP_EVERY_MS = 15_000;
const MAX_ATTEMPTS = 2;
const THREAD_SILENT_MS = 5 * 60_000;

/**
 * POST /hr/{recap,leave-recap,overtime-recap}/export-jobs: a file as a job. The query is checked now
 * (a bad month, period or unit is a 4xx here, not a failed job later) and stored with what it left to
 * "now" decided; the file is written by whichever api process takes the job.
 */
export async function requestExport(
  ctx: AppContext,
  caller: HrCaller,
  kind: ExportKindName,
  query: Record<string, string>,
) {
  const file = await EXPORT_KINDS[kind].prepare(ctx, caller, query);
  const job = await queries.insertExportJob(ctx.db, {
    id: randomUUID(),
    user_id: caller.user.id,
    kind,
    format: file.format,
    query: { ...query, ...file.pinned },
    name: `${file.name}.${file.format}`,
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
  if (job.state !== 'done' || !job.file || (job.expires_at && job.expires_at.getTime() < Date.now()))
    throw conflict(M.notReady, 'export_not_ready');
  const stream = await ctx.storage.open('export', job.file);
  if (!stream) throw notFound(M.notFound);
  return { job, stream };
}

/**
 * How an export ended: its file stored, stopped by a cancel, or failed (the job row says the
 * same); skipped when it was no longer waiting to run (cancelled while it waited, or already run).
 */
export type ExportOutcome = 'done' | 'cancelled' | 'failed' | 'skipped';

export interface ExportJobOptions {
  /**
   * Told of each step (the job taken, its total, every PROGRESS_EVERY items): an export in a worker
   * thread tells the api's main thread, which beats for it. Where none is given the export beats
   * itself (run in the api's own thread).
   */
  step?: () => void;
}

/**
 * Runs one export job: writes the file while it records progress, stores it, and marks it done.
 * Throws (after marking the job failed) when the writing fails.
 */
export async function runExportJob(
  ctx: DataContext,
  id: string,
  options: ExportJobOptions = {},
): Promise<ExportOutcome> {
  const job = await queries.startExportJob(ctx.db, id, STALLED_AFTER_SECONDS);
  if (!job) return 'skipped';
  const { step } = options;
  step?.();
  const beat = step
    ? undefined
    : setInterval(() => void queries.beatExportJob(ctx.db, id).catch(() => undefined), BEAT_EVERY_MS);
  try {
    return await writeExport(ctx, job, step);
  } finally {
    clearInterval(beat);
  }
}

async function writeExport(ctx: DataContext, job: queries.ExportJobRow, step?: () => void): Promise<ExportOutcome> {
  const { id } = job;
  const user = await findUserById(ctx.db, job.user_id);
  if (!user?.comp_kd) {
    await queries.failExportJob(ctx.db, id, M.failedNoCompany);
    return 'failed';
  }
  const caller: HrCaller = { user, sessionId: '', company: user.comp_kd };
  // The file goes to disk as it is written and from there to the store (issue 48: the month is
  // never held in memory). Named by the job, so a second run of it writes over the first's remains.
  const partial = await partialFile(ctx.config, id, job.format);
  const out = createWriteStream(partial, { mode: PRIVATE_FILE_MODE });
  const writer: ExportWriter =
    job.format === 'xlsx' ? { format: 'xlsx', xlsx: new XlsxWriter(out) } : { format: 'csv', csv: new CsvWriter(out) };
  let done = 0;
  try {
    const file = await EXPORT_KINDS[job.kind].prepare(ctx, caller, job.query);
    const activeTab = await file.write(writer, {
      total: (items) => {
        step?.();
        return queries.setExportTotal(ctx.db, id, items).then(() => undefined);
      },
      async item() {
        done += 1;
        if (done % PROGRESS_EVERY !== 0) return;
        step?.();
        if ((await queries.recordExportProgress(ctx.db, id, done)) === 'cancelled') throw new ExportCancelled();
      },
    });
    if (writer.format === 'xlsx') await writer.xlsx.end(activeTab ?? 0);
    else writer.csv.end();
    await finished(out);
    const name = await ctx.storage.putFile('export', partial, job.format);
    // Cancelled in the last moments: the file is no row's, and the orphan sweep takes it. Done: whoever
    // asked hears so in the same transaction (issue 47), so they need not keep the page open.
    return ctx.db.transaction(async (tx) => {
      const finished = await queries.finishExportJob(tx, id, name, ctx.config.EXPORT_KEEP_DAYS);
      if (!finished) return 'cancelled';
      await notify(tx, job.user_id, {
        message: { key: 'exportReady', values: { name: job.name } },
        status: 'Success',
        // The item leads to the screen of the export's kind (@hadir/common/inbox-link).
        redirect: exportRedirect(job.kind),
        itemid: job.id,
        event: 'export.ready',
      });
      return 'done';
    });
  } catch (error) {
    // The zip may still have bytes on their way to the file it no longer needs: they are dropped,
    // not thrown (an unheard 'error' on the file would end the export's thread before it said how).
    out.on('error', () => undefined);
    out.destroy();
    if (error instanceof ExportCancelled) return 'cancelled';
    await queries.failExportJob(ctx.db, id, M.failedError);
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/** Where exports are written before they are stored: DATA_DIR/exports-partial, the api's own. */
const partialDir = (config: DataContext['config']) => join(config.DATA_DIR, 'exports-partial');

async function partialFile(config: DataContext['config'], id: string, format: string) {
  const dir = partialDir(config);
  await privateDir(dir);
  return join(dir, `${id}.${format}`);
}

/** A partial file untouched this long is a dead writer's (a running export writes every moment). */
const PARTIAL_ABANDONED_MS = 10 * 60_000;

/**
 * Removes what an export killed mid-way left on this machine's disk (its job is retried or failed
 * by the sweep elsewhere): files in exports-partial unwritten for PARTIAL_ABANDONED_MS. Another
 * process's export under way on the same DATA_DIR is left alone.
 */
export async function removeAbandonedPartials(config: DataContext['config'], now = Date.now()) {
  const dir = partialDir(config);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > PARTIAL_ABANDONED_MS) await rm(path, { force: true });
  }
}

/**
 * The export thread's heap, by the size of the company (issue 48). Left to itself V8 lets the old
 * generation fill with the garbage of every batch of people read (each batch outlives a few young
 * collections, so it is promoted before it dies) and collects it rarely: 240 MB of heap for 10,000
 * people, with some 60 MB of it live. A cap makes it collect sooner. What stays live grows with the
 * company (the people, their wages and review counts, read once; the summary rows wait on disk,
 * spool.ts): measured about 45 MB at the start and 2 MB more a 1,000 people, so the cap allows twice
 * that, and never less than 128 MB. The young generation at 32 MB (16 would be 16 MB less, at a
 * quarter more of the export's CPU: its collections run more often and promote more).
 */
export const exportThreadLimits = (people: number): ResourceLimits => ({
  maxOldGenerationSizeMb: Math.max(128, 96 + 4 * Math.ceil(people / 1000)),
  maxYoungGenerationSizeMb: 32,
});

export interface ExportRunOptions {
  /** The thread's heap limits (a test makes one run out of memory: a crash, not a thrown error). */
  resourceLimits?: ResourceLimits;
  /** Told of the thread once it is started (the queue's worker ends it at shutdown). */
  started?: (thread: Worker) => void;
  /** How the main thread beats for the thread (heartbeat.ts); BEAT_EVERY_MS and THREAD_SILENT_MS unless a test shortens them. */
  beat?: BeatTiming;
}

/**
 * Runs one export job off this thread's event loop (issue 30): on PostgreSQL in a worker thread of
 * its own (thread.ts), started for this job and ended with it — starting one costs a fraction of a
 * second beside the tens of seconds a large export takes, and its heap, with every row it read, is
 * given back when it ends. The thread opens its own pool and file store; a cancel reaches it
 * through the job's row, as it would another process. A thread that dies without saying how it
 * ended (out of memory, terminated, a crash) leaves its job failed, marked from here, and the api
 * carries on. On PGlite the export runs in this thread, as before: the embedded database lives in
 * this thread's memory and no other thread can open it (and so it does with EXPORT_THREAD=false).
 */
export async function runExport(
  ctx: AppContext,
  id: string,
  options: ExportRunOptions = {},
): Promise<ExportThreadResult> {
  const connection = ctx.db.connection;
  if (!connection || !ctx.config.EXPORT_THREAD) return { outcome: await runExportJob(ctx, id), threadId };
  // No thread for a job that is no longer waiting (the thread would find the same and skip it).
  const job = await queries.exportJobState(ctx.db, id);
  if (job?.state !== 'queued' && job?.state !== 'running') return { outcome: 'skipped', threadId };
  const workerData: ExportThreadData = {
    id,
    config: ctx.config,
    connection,
    clockOffsetMs: ctx.clock.now().getTime() - Date.now(),
  };
  const thread = startWorker(new URL('./thread.js', import.meta.url), {
    workerData,
    resourceLimits: options.resourceLimits ?? exportThreadLimits(job.people),
  });
  options.started?.(thread);
  const heartbeat = beatWhileHeard(
    thread,
    () => queries.beatExportJob(ctx.db, id),
    options.beat ?? { everyMs: BEAT_EVERY_MS, silentMs: THREAD_SILENT_MS },
  );
  return new Promise((resolve, reject) => {
    let result: ExportThreadResult | undefined;
    let failure: unknown;
    thread.on('message', (message: ExportThreadMessage) => {
      if (message.type === 'ended') result = { outcome: message.outcome, threadId: message.threadId };
    });
    thread.once('error', (error) => (failure = error));
    thread.once('exit', (code) => {
      heartbeat.stop();
      // Told how it ended: that stands, whatever its clean-up said after.
      if (result) return resolve(result);
      // Ended for its silence: its job keeps its stale beat, and the sweep queues it again or fails it.
      if (heartbeat.silenced()) return reject(new Error("the export's thread said nothing for too long and was ended"));
      void queries
        .abandonExportJob(ctx.db, id, M.failedError)
        .catch(() => undefined)
        .then(() =>
          reject(failure ?? new Error(`the export's thread ended (exit code ${code}) before the export did`)),
        );
    });
  });
}

/** One sweep for exports whose beat stopped (startExportWorker runs it every SWEEP_EVERY_MS): those queued again are sent to the queue. */
export async function sweepStalledExports(ctx: AppContext) {
  const swept = await queries.sweepStalledExportJobs(ctx.db, STALLED_AFTER_SECONDS, MAX_ATTEMPTS, M.failedStalled);
  if (swept.some((job) => job.state === 'queued')) {
    const boss = await ctx.queue.boss();
    for (const job of swept) if (job.state === 'queued') await boss.send(EXPORT_JOB, { id: job.id });
  }
  return swept;
}

/**
 * Takes export jobs from the queue in this process, one at a time (several asked for at once wait
 * their turn; several processes share them out), each run by runExport (a worker thread on
 * PostgreSQL). A failed export is marked failed, not retried. Stopping ends a running thread (its
 * export is marked failed: HR sees it ended and may ask again) and takes no more jobs.
 */
export async function startExportWorker(ctx: AppContext, log: Pick<Logger, 'error' | 'info'>) {
  const boss = await ctx.queue.boss();
  await boss.createQueue(EXPORT_JOB);
  await removeAbandonedPartials(ctx.config).catch((err: unknown) =>
    log.error({ err }, 'could not clear old partial exports'),
  );
  let thread: Worker | undefined;
  let running: Promise<void> | undefined;
  const take = async (id: string) => {
    const started = performance.now();
    try {
      const run = await runExport(ctx, id, { started: (worker) => (thread = worker) });
      const seconds = Math.round(performance.now() - started) / 1000;
      log.info({ export: id, outcome: run.outcome, threadId: run.threadId, seconds }, 'export ended');
    } catch (err) {
      log.error({ err, export: id }, 'export failed');
    } finally {
      thread = undefined;
    }
  };
  await boss.work<{ id: string }>(EXPORT_JOB, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    running = take(job.data.id);
    await running;
  });
  // Exports whose worker died, wherever it ran: queued again once, or failed with words HR reads.
  const sweep = async () => {
    for (const { id, state } of await sweepStalledExports(ctx)) {
      log.info({ export: id, state }, state === 'queued' ? 'stalled export queued again' : 'stalled export failed');
    }
  };
  const sweeping = setInterval(
    () => void sweep().catch((err: unknown) => log.error({ err }, 'export sweep failed')),
    SWEEP_EVERY_MS,
  );
  sweeping.unref();
  return async () => {
    clearInterval(sweeping);
    await boss.offWork(EXPORT_JOB);
    if (!thread) return;
    await thread.terminate();
    // Its job is marked failed before the caller closes the database.
    await running;
  };
}
