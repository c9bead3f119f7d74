import type { Logger } from 'pino';
import type { AppContext } from '../context.js';
import { catchUpLedger } from '../leave/balance.js';
import { checkLedger, type LedgerReport } from '../leave/check-ledger.js';
import type { UserRow } from '../users/presenter.js';
import { USER_SELECT } from '../users/queries.js';

export const LEAVE_LEDGER_JOB = 'leave-ledger';

/** Raised by the daily run when a balance is not its ledger's sum, so the job is marked failed and the log says who. */
export class LedgerMismatch extends Error {
  constructor(readonly report: LedgerReport) {
    super(`balance ≠ ledger sum: ${report.problems.length} problem(s): ${report.problems.slice(0, 5).join('; ')}`);
  }
}

/**
 * The carry-over run (issue 26): every active person's ledger brought up to today, so a service
 * year's grant, the days over the carry-over cap and the carried days past their expiry are written
 * on the day they fall, not only when someone next looks at a balance. Each person in a transaction
 * of their own; each line has a source the ledger holds once, so a second run writes nothing.
 * Answers the people and the lines written.
 */
export async function catchUpEveryone(ctx: AppContext) {
  const people = await ctx.db.query<UserRow>(`${USER_SELECT} WHERE u.active AND u.comp_kd IS NOT NULL ORDER BY u.id`);
  let lines = 0;
  for (const person of people) lines += await ctx.db.transaction((tx) => catchUpLedger(ctx, tx, person));
  return { people: people.length, lines };
}

/**
 * The daily leave job: the carry-over run, then the nightly check that every balance equals its
 * ledger's sum (check-ledger.ts, also `npm run leave:check`). A mismatch is logged with each
 * problem and raised (startMaintenance logs the run as failed; the next day's run checks again).
 */
export const leaveLedgerWork = (ctx: AppContext, log: Pick<Logger, 'info' | 'error'>) => async () => {
  const run = await catchUpEveryone(ctx);
  log.info(run, 'leave ledgers brought up to date (grants, carry-over and expiries)');
  const report = await checkLedger(ctx);
  if (report.problems.length > 0) {
    log.error({ problems: report.problems }, 'leave balance differs from its ledger');
    throw new LedgerMismatch(report);
  }
};
