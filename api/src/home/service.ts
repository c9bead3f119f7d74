import { waitingReviewCount } from '../attendance/index.js';
import type { AppContext } from '../context.js';
import { countWaiting } from '../inbox/index.js';
import { jakartaMonth, monthRange, TIME_ZONE } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { daysBetween, daysOf } from '../workdays/index.js';
import { timeZones } from '../workdays/index.js';
import { totalsOf } from '../workdays/index.js';

export interface AttendanceSummary {
  attend: number;
  late: number;
  leave: number;
  /** Working days so far with no clock-in and no approved leave (half a day for a half-day leave): the recap's absent. */
  absent: number;
  total: number;
}

/** What waits for the person (Home's badges, issue 47): read with the summary, so Home needs no other call. */
export interface WaitingCounts {
  /** Inbox items waiting for their action (a request to decide, an overtime to agree to, a swap to answer). */
  waiting: number;
  /** Flagged clock-ins waiting for their review: a supervisor's team's, an HR admin's company's; 0 for an employee. */
  flagged: number;
}

/** The month's summary and what waits for the person, read side by side. */
export async function homeSummary(ctx: AppContext, user: UserRow): Promise<AttendanceSummary & WaitingCounts> {
  const [month, waiting, flagged] = await Promise.all([
    summarizeMonth(ctx, user),
    countWaiting(ctx.db, user.id),
    waitingReviewCount(ctx.db, user),
  ]);
  return { ...month, waiting, flagged };
}

/**
 * The month-to-date summary on Home, counted by the one day rule (workdays) from the person's
 * schedule and the company's holidays: days present (a clock-in that day), days late, working days
 * on approved leave (a half day counts 0.5), days absent (as HR's recap counts them: only inside the
 * person's employment), and total = present + leave.
 */
export async function summarizeMonth(
  ctx: AppContext,
  user: UserRow,
  now = ctx.clock.now(),
): Promise<AttendanceSummary> {
  // The month is the person's own: at 23:30 on the last day in Jakarta it is already next month in Jayapura.
  const [zone] = await timeZones(ctx.db, [user.id]);
  const { year, monthIndex } = jakartaMonth(now, zone?.time_zone);
  const { from, to } = monthRange(year, monthIndex);
  const lastDay = daysBetween(from, to).at(-2)!;
  // The zone read above goes with the request: the engine need not read it again.
  const zones = new Map([[user.id, zone?.time_zone ?? TIME_ZONE]]);
  const request = { company: user.comp_kd ?? '', people: [user], from, to: lastDay, now, zones };
  for await (const { days } of daysOf(ctx, request)) {
    const totals = totalsOf(days);
    return {
      attend: totals.present,
      late: totals.late_days,
      leave: totals.leave_days,
      absent: totals.absent,
      total: totals.present + totals.leave_days,
    };
  }
  return { attend: 0, late: 0, leave: 0, absent: 0, total: 0 };
}
