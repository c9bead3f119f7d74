import type { Logger } from 'pino';
import { sweepUncheckedFaces } from '../attendance/index.js';
import type { AppContext } from '../context.js';

export const FACE_SWEEP_JOB = 'face-sweep';

/** How often the face sweep runs, across every api process on the database (startMaintenance). */
export const FACE_SWEEP_INTERVAL_SECONDS = 60;

/**
 * The minute's face sweep (issue 49): clock-ins whose face check a process that died never wrote,
 * checked in whichever process takes the job (attendance/face-sweep.ts). Nothing is read for a
 * company with the check off.
 */
export const faceSweepWork = (ctx: AppContext, log: Pick<Logger, 'info' | 'warn'>) => async () => {
  const report = await sweepUncheckedFaces(ctx, log);
  if (report.checked > 0) log.info(report, 'face checks a stopped process left undone, done');
};
