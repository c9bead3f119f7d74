import type { AppContext } from '../context.js';
import { jakartaMonth, monthRange } from '../lib/jakarta.js';

export interface AttendanceSummary {
  attend: number;
  late: number;
  leave: number;
  total: number;
}

/**
 * The month-to-date summary on Home, in Jakarta time: days present (a clock-in that day), days late
 * (the first clock-in after WORK_START), days on approved leave, and total = present + leave.
 */
export async function summarizeMonth(ctx: AppContext, userId: number, now = ctx.clock.now()): Promise<AttendanceSummary> {
  const { year, monthIndex } = jakartaMonth(now);
  const { from, to } = monthRange(year, monthIndex);
  const row = await ctx.db.one<{ attend: number; late: number }>(
    `WITH days AS (
       SELECT attend_date, min(attended_at) AS first_in
       FROM attendance
       WHERE user_id = $1 AND clocking AND attend_date >= $2::date AND attend_date < $3::date
       GROUP BY attend_date
     )
     SELECT count(*)::int AS attend,
            count(*) FILTER (WHERE (first_in AT TIME ZONE 'Asia/Jakarta')::time > $4::time)::int AS late
     FROM days`,
    [userId, from, to, ctx.config.WORK_START],
  );
  const leave = await countLeaveDays(ctx, userId, from, to);
  const attend = row?.attend ?? 0;
  return { attend, late: row?.late ?? 0, leave, total: attend + leave };
}

/** Calendar days of approved leave that fall in [from, to). */
async function countLeaveDays(ctx: AppContext, userId: number, from: string, to: string): Promise<number> {
  const row = await ctx.db.one<{ days: number }>(
    `SELECT coalesce(sum(
       (least(end_date, $3::date - 1) - greatest(start_date, $2::date)) + 1
     ), 0)::int AS days
     FROM leave_requests
     WHERE user_id = $1 AND status = 'Approved' AND start_date < $3::date AND end_date >= $2::date`,
    [userId, from, to],
  );
  return row?.days ?? 0;
}
