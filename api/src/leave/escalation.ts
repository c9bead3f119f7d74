import type { InboxMessage } from '@hadir/common/inbox-messages';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { notify } from '../inbox/index.js';
import { approvalItemsAbout } from '../inbox/index.js';
import { jakartaDate } from '../lib/jakarta.js';
import { HR_ADMIN_ROLE } from '../users/index.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById } from '../users/index.js';
import { holidaysBetween } from '../workdays/index.js';
import { nextDay } from '../workdays/index.js';
import { APPROVE_REDIRECT } from './access.js';
import { routeRequest } from './approvers.js';
import { leaveDays } from './dates.js';

const HOUR = 3_600_000;
const jakartaMidnight = (day: string) => Date.parse(`${day}T00:00:00+07:00`);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/**
 * The hours between two instants that fall on working days (rules §10): Monday to Friday in
 * Jakarta, less the company's holidays. A request filed on Friday at 10:00 has waited 24 working
 * hours on Monday at 10:00, not 72.
 */
export function workingHoursBetween(from: Date, to: Date, holidays: ReadonlySet<string>): number {
  let total = 0;
  for (let day = jakartaDate(from); day <= jakartaDate(to); day = nextDay(day)) {
    if (isWeekend(day) || holidays.has(day)) continue;
    const start = Math.max(jakartaMidnight(day), from.getTime());
    const end = Math.min(jakartaMidnight(nextDay(day)), to.getTime());
    if (end > start) total += end - start;
  }
  return total / HOUR;
}

/** Pending requests that have waited at least their company's hours by the calendar (working hours are never more). */
const candidates = (db: Db, now: Date) =>
  db.query<StalledRequest>(
    `SELECT l.id, u.comp_kd, c.leave_escalate_hours AS hours
     FROM leave_requests l JOIN users u ON u.id = l.user_id JOIN companies c ON c.comp_kd = u.comp_kd
     WHERE l.status = 'Pending' AND c.leave_escalate_hours > 0
       AND COALESCE(l.escalated_at, l.created_at) <= $1::timestamptz - make_interval(hours => c.leave_escalate_hours)
     ORDER BY l.id`,
    [now],
  );

/** Who is above the people a request waits on: each one's own approver (their stand-in, their supervisor, or HR); nobody above HR. */
export async function nextLevel(db: Db, waitingOn: UserRow[], employeeId: number, today: string): Promise<UserRow[]> {
  const above = new Map<number, UserRow>();
  for (const approver of waitingOn) {
    if (approver.role_id === HR_ADMIN_ROLE) continue;
    const route = await routeRequest(db, approver, today).catch(() => null);
    for (const next of route?.approvers ?? []) {
      if (next.id !== employeeId && !waitingOn.some((current) => current.id === next.id)) above.set(next.id, next);
    }
  }
  return [...above.values()];
}

/** A request that may have waited its company's hours: where it lives and how to say it. */
export interface StalledRequest {
  id: number;
  comp_kd: string;
  hours: number;
}

/**
 * Moves every stalled request up one level (rules §10, and overtime by the same rules, §13): the
 * people above those it waits on get it in their inbox, saying why, and may decide it; those it
 * waited on keep it too (whoever decides first settles every copy). A request at the top (with HR)
 * stays there. Each request is locked while it moves, so two processes move it once. `table` holds
 * `status`, `created_at`, `escalated_at`, `escalations`; `describe` gives the employee and the words
 * the escalation is about. Answers how many requests moved.
 */
export async function escalateStalled(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  what: {
    table: 'leave_requests' | 'overtime_requests';
    redirect: string;
    candidates: (db: Db, now: Date) => Promise<StalledRequest[]>;
    describe: (db: Db, id: number) => Promise<{ employeeId: number; request: (employee: UserRow) => InboxMessage }>;
  },
): Promise<number> {
  const now = ctx.clock.now();
  const today = jakartaDate(now);
  let moved = 0;
  for (const request of await what.candidates(ctx.db, now)) {
    const escalated = await ctx.db.transaction(async (tx) => {
      // Locked and read again: another process may have moved it since the list was made.
      const still = await tx.one<{ since: Date }>(
        `SELECT COALESCE(escalated_at, created_at) AS since FROM ${what.table} WHERE id = $1 AND status = 'Pending' FOR UPDATE`,
        [request.id],
      );
      if (!still) return false;
      const holidays = new Set((await holidaysBetween(tx, request.comp_kd, jakartaDate(still.since), today)).keys());
      if (workingHoursBetween(still.since, now, holidays) < request.hours) return false;
      const pending = (await approvalItemsAbout(tx, what.redirect, request.id)).filter(
        (item) => item.status === 'Pending',
      );
      const waitingOn = (await Promise.all(pending.map((item) => findUserById(tx, item.user_id)))).filter(
        (user): user is UserRow => user !== undefined,
      );
      const { employeeId, request: sentence } = await what.describe(tx, request.id);
      const employee = await findUserById(tx, employeeId);
      const above = employee ? await nextLevel(tx, waitingOn, employee.id, today) : [];
      const names = waitingOn.map((user) => user.name).join(', ');
      for (const approver of above) {
        await notify(tx, approver.id, {
          message: { key: 'escalated', values: { request: sentence(employee!), hours: request.hours, names } },
          status: 'Pending',
          redirect: what.redirect,
          itemid: request.id,
          event: 'request.escalated',
        });
      }
      // Waited its hours: the clock starts again from now, at this level or (with no one above) for good.
      await tx.query(`UPDATE ${what.table} SET escalated_at = $2, escalations = escalations + $3 WHERE id = $1`, [
        request.id,
        now,
        above.length > 0 ? 1 : 0,
      ]);
      return above.length > 0;
    });
    if (escalated) moved += 1;
  }
  return moved;
}

/** Leave requests undecided for their company's working hours (48 unless HR sets otherwise). */
export const escalateStalledLeave = (ctx: Pick<AppContext, 'db' | 'clock'>) =>
  escalateStalled(ctx, {
    table: 'leave_requests',
    redirect: APPROVE_REDIRECT,
    candidates,
    describe: async (db, id) => {
      const row = (await db.one<{ user_id: number; tipe: string; start_date: string; end_date: string }>(
        'SELECT user_id, tipe, start_date::text AS start_date, end_date::text AS end_date FROM leave_requests WHERE id = $1',
        [id],
      ))!;
      return {
        employeeId: row.user_id,
        request: (employee) => ({
          key: 'leaveFiled',
          values: { name: employee.name, type: row.tipe, days: leaveDays(row.start_date, row.end_date) },
        }),
      };
    },
  });
