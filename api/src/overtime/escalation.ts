import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { notify } from '../inbox/notify.js';
import { approvalItemsAbout } from '../inbox/queries.js';
import { nextLevel, workingHoursBetween } from '../leave/escalation.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById } from '../users/queries.js';
import { holidaysBetween } from '../workdays/holidays.js';
import * as queries from './queries.js';
import { DECIDE_REDIRECT, spanText } from './service.js';

interface Stalled {
  id: number;
  comp_kd: string;
  hours: number;
}

/**
 * Agreed requests waiting on an approver for at least their company's hours by the calendar (the
 * leave setting: working hours are never more). One a supervisor asked waits on the employee's
 * agreement, not on an approver, and does not move.
 */
const candidates = (db: Db, now: Date) =>
  db.query<Stalled>(
    `SELECT o.id, u.comp_kd, c.leave_escalate_hours AS hours
     FROM overtime_requests o JOIN users u ON u.id = o.user_id JOIN companies c ON c.comp_kd = u.comp_kd
     WHERE o.status = 'Pending' AND o.consented_at IS NOT NULL AND o.asked_by = o.user_id AND c.leave_escalate_hours > 0
       AND COALESCE(o.escalated_at, o.created_at) <= $1::timestamptz - make_interval(hours => c.leave_escalate_hours)
     ORDER BY o.id`,
    [now],
  );

/**
 * Moves every overtime request undecided for its company's working hours up one level, as leave
 * (docs/rules.md §10 and §13): the people above those it waits on get it in their inbox with the
 * reason, and whoever decides first settles every copy; at HR it stays. Locked while it moves, so
 * two processes move it once. Answers how many moved.
 */
export async function escalateStalledOvertime(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const now = ctx.clock.now();
  const today = jakartaDate(now);
  let moved = 0;
  for (const request of await candidates(ctx.db, now)) {
    const escalated = await ctx.db.transaction(async (tx) => {
      const still = await tx.one<{ since: Date }>(
        `SELECT COALESCE(escalated_at, created_at) AS since FROM overtime_requests WHERE id = $1 AND status = 'Pending' FOR UPDATE`,
        [request.id],
      );
      if (!still) return false;
      const holidays = new Set((await holidaysBetween(tx, request.comp_kd, jakartaDate(still.since), today)).keys());
      if (workingHoursBetween(still.since, now, holidays) < request.hours) return false;
      const row = (await queries.findOvertime(tx, request.id))!;
      const pending = (await approvalItemsAbout(tx, DECIDE_REDIRECT, request.id)).filter((item) => item.status === 'Pending');
      const waitingOn = (await Promise.all(pending.map((item) => findUserById(tx, item.user_id)))).filter((user): user is UserRow => user !== undefined);
      const employee = await findUserById(tx, row.user_id);
      const above = employee ? await nextLevel(tx, waitingOn, employee.id, today) : [];
      const names = waitingOn.map((user) => user.name).join(', ');
      for (const approver of above) {
        await notify(tx, approver.id, {
          message: `${employee!.name} asks for overtime on ${spanText(row)} (escalated: undecided for ${request.hours} working hours with ${names})`,
          status: 'Pending',
          redirect: DECIDE_REDIRECT,
          itemid: request.id,
        });
      }
      await tx.query(`UPDATE overtime_requests SET escalated_at = $2, escalations = escalations + $3 WHERE id = $1`, [request.id, now, above.length > 0 ? 1 : 0]);
      return above.length > 0;
    });
    if (escalated) moved += 1;
  }
  return moved;
}
