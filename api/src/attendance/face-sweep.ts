import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { jakartaDate } from '../lib/jakarta.js';
import * as queries from './queries.js';
import { checkClockingFace } from './service.js';

/**
 * The face check's second chance (issue 49). A clock-in's selfie is checked after the reply, in the
 * process that stored it (service.ts checkFace); a process that dies in between (a deploy, a crash,
 * the machine) leaves the record with no outcome. Nothing is added to the clock-in for it (issue 48
 * counts its statements): this sweep finds such records instead, once a minute in one process
 * (jobs/face-sweep.ts), and checks them through the same function (checkClockingFace).
 */
export const FACE_SWEEP = {
  /** A record younger than this is left to the check in the process that stored it. */
  afterSeconds: 120,
  /** Older records are left as they are: a week's records, then the review queue has moved on. */
  windowDays: 7,
  /** Records checked per run (~160 ms of CPU each, docs/face-check.md), oldest first. */
  batch: 20,
};

export interface FaceSweepReport {
  /** Records given an outcome (match, uncertain, no match, no face, unreadable). */
  checked: number;
  /** Of those, selfies that could not be read (file gone, picture the engine cannot decode). */
  unreadable: number;
}

/**
 * Checks up to `batch` clock-ins whose face check never ran, oldest first (queries.uncheckedFaceClockings:
 * enrolled people of companies with the check on, arrived between `windowDays` and `afterSeconds`
 * ago). A selfie whose file is gone, or which the engine fails on, is stored `unreadable`, so one bad
 * picture is tried once and never holds the queue. A file store that cannot be reached ends the run
 * (thrown: the job logs it) and leaves the record for the next one.
 */
export async function sweepUncheckedFaces(
  ctx: AppContext,
  log: Pick<Logger, 'warn'>,
  now = ctx.clock.now(),
  limits = FACE_SWEEP,
): Promise<FaceSweepReport> {
  const since = new Date(now.getTime() - limits.windowDays * 86_400_000);
  const rows = await queries.uncheckedFaceClockings(ctx.db, {
    // attend_date is a shift's first day, in the person's zone: a day's slack before the window.
    fromDay: jakartaDate(new Date(since.getTime() - 86_400_000)),
    since,
    before: new Date(now.getTime() - limits.afterSeconds * 1000),
    limit: limits.batch,
  });
  const report: FaceSweepReport = { checked: 0, unreadable: 0 };
  for (const row of rows) {
    const person = { id: row.user_id, comp_kd: row.comp_kd };
    const selfie = await ctx.storage.get('attendance', row.photo);
    let verdict: Awaited<ReturnType<typeof checkClockingFace>>;
    try {
      verdict = await checkClockingFace(ctx, row.id, person, selfie);
    } catch (err) {
      log.warn({ err, attendance: row.id }, 'face check failed on a stored selfie; stored as unreadable');
      verdict = await checkClockingFace(ctx, row.id, person, null);
    }
    if (!verdict) continue;
    report.checked += 1;
    if (verdict.outcome === 'unreadable') report.unreadable += 1;
  }
  return report;
}
