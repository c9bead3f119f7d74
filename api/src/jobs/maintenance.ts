import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { deleteExpiredExportJobs } from '../hr/exports/job-queries.js';
import { sweepDepartedTemplates } from '../face/index.js';
import { escalateStalledLeave } from '../leave/escalation.js';
import { escalateStalledOvertime } from '../overtime/escalation.js';
import { sweepOrphans } from '../storage/orphan-sweep.js';
import type { Queue } from './queue.js';

export const MAINTENANCE_JOB = 'maintenance';

/**
 * The periodic work: leave and overtime requests undecided for their company's working hours moved up a level,
 * exports past their download window (their files become orphans), stored files older than
 * graceSeconds that no row names, ended login/reset windows, and the face templates of people who
 * left more than their company's retention days ago (issue 49; their kept frames and learned looks with them).
 */
export const maintenanceWork =
  (ctx: Pick<AppContext, 'db' | 'storage' | 'counters' | 'clock'>, log: Pick<Logger, 'info'>, graceSeconds: number) =>
  async () => {
    const escalated = await escalateStalledLeave(ctx);
    if (escalated > 0) log.info({ escalated }, 'undecided leave requests moved up a level');
    const overtime = await escalateStalledOvertime(ctx);
    if (overtime > 0) log.info({ escalated: overtime }, 'undecided overtime requests moved up a level');
    await deleteExpiredExportJobs(ctx.db);
    const faces = await sweepDepartedTemplates(ctx);
    if (faces > 0) log.info({ deleted: faces }, 'face templates of people who left deleted');
    const removed = await sweepOrphans(ctx, { olderThanSeconds: graceSeconds });
    if (removed > 0) log.info({ removed }, 'orphaned stored files removed');
    await ctx.counters.prune();
  };

/**
 * How often a process looks for a periodic job another process queued: a sixtieth of its interval,
 * from pg-boss's default of 2 s to a minute. Each look is a statement on the queue's table (its
 * bind locks every partition): the hourly sweep and the twice-daily ledger run looked for every 2 s
 * were one of the 8.5 statements a second an idle api sent (issue 48, `npm run bench -- clockin`).
 * The process that queues a run wakes its own worker, so the run starts as soon as before.
 */
const pollingSeconds = (intervalSeconds: number) => Math.min(60, Math.max(2, intervalSeconds / 60));

/**
 * Runs work once per intervalSeconds across every api process sharing the database, not once per
 * process: each process asks for it twice an interval, the queue keeps one job per interval
 * (pg-boss's throttled send), and whichever process fetches that job runs it: the one that queued
 * it at once, another at its next look (pollingSeconds). A failed run is logged; the next
 * interval's job runs again. Returns a function that stops asking and working.
 */
export async function startMaintenance(
  queue: Queue,
  log: Pick<Logger, 'error'>,
  intervalSeconds: number,
  work: () => Promise<void>,
  /** The job's name: another periodic job (the leave ledger's daily run) is started the same way. */
  name = MAINTENANCE_JOB,
): Promise<() => Promise<void>> {
  const boss = await queue.boss();
  await boss.createQueue(name);
  const worker = await boss.work(name, { pollingIntervalSeconds: pollingSeconds(intervalSeconds) }, async () => {
    try {
      await work();
    } catch (err) {
      log.error({ err, job: name }, `${name} failed; it runs again at the next interval`);
    }
  });
  const ask = () =>
    boss
      .sendThrottled(name, {}, {}, intervalSeconds)
      .then((queued) => {
        if (queued) boss.notifyWorker(worker);
      })
      .catch((err: unknown) => log.error({ err, job: name }, `${name} could not be queued`));
  await ask();
  const timer = setInterval(() => void ask(), Math.max(1, intervalSeconds / 2) * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await boss.offWork(name);
  };
}
