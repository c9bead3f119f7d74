import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { checkLedger, type LedgerReport } from '../leave/check-ledger.js';

export const LEAVE_LEDGER_JOB = 'leave-ledger';

/** Raised by the daily run when a balance is not its ledger's sum, so the job is marked failed and the log says who. */
export class LedgerMismatch extends Error {
  constructor(readonly report: LedgerReport) {
    super(`balance ≠ ledger sum: ${report.problems.length} problem(s): ${report.problems.slice(0, 5).join('; ')}`);
  }
}

/**
 * The daily leave job: the carry-over run, then the nightly check that every balance equals its
 * ledger's sum (check-ledger.ts, also `npm run leave:check`). A mismatch is logged with each
 * problem and raised (startMaintenance logs the run as failed; the next day's run checks again).
 */
export const leaveLedgerWork = (ctx: AppContext, log: Pick<Logger, 'info' | 'error'>) => async () => {
  // The check brings every ledger up to date first (the carry-over run) and says what it wrote.
  const report = await checkLedger(ctx);
  log.info(report.caughtUp, 'leave ledgers brought up to date (grants, carry-over and expiries)');
  if (report.problems.length > 0) {
    log.error({ problems: report.problems }, 'leave balance differs from its ledger');
    throw new LedgerMismatch(report);
  }
};
