import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { escalateStalled, type StalledRequest } from '../leave/index.js';
import * as queries from './queries.js';
import { DECIDE_REDIRECT, spanMessage } from './service.js';

/**
 * Agreed requests waiting on an approver for at least their company's hours by the calendar (the
 * leave setting: working hours are never more), counted from the agreement: one the employee agreed
 * to later waited on nobody before (issue 45 case 10). One a supervisor asked waits on the employee's
 * agreement, not on an approver, and does not move.
 */
const candidates = (db: Db, now: Date) =>
  db.query<StalledRequest>(
    `SELECT o.id, u.comp_kd, c.leave_escalate_hours AS hours
     FROM overtime_requests o JOIN users u ON u.id = o.user_id JOIN companies c ON c.comp_kd = u.comp_kd
     WHERE o.status = 'Pending' AND o.consented_at IS NOT NULL AND o.asked_by = o.user_id AND c.leave_escalate_hours > 0
       AND COALESCE(o.escalated_at, GREATEST(o.created_at, o.consented_at)) <= $1::timestamptz - make_interval(hours => c.leave_escalate_hours)
     ORDER BY o.id`,
    [now],
  );

/**
 * Moves every overtime request undecided for its company's working hours up one level, as leave
 * (docs/rules.md §10 and §13; leave/escalation.ts escalateStalled). Answers how many moved.
 */
export const escalateStalledOvertime = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  escalateStalled(ctx, {
    table: 'overtime_requests',
    redirect: DECIDE_REDIRECT,
    candidates,
    describe: async (db, id) => {
      const row = (await queries.findOvertime(db, id))!;
      return {
        employeeId: row.user_id,
        request: (employee) => ({ key: 'overtimeAsked', values: { name: employee.name, span: spanMessage(row) } }),
      };
    },
  });
