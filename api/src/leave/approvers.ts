import type { InboxMessage } from '@hadir/common/inbox-messages';
import type { Db } from '../db/db.js';
import { badRequest } from '../errors.js';
import { HR_ADMIN_ROLE } from '../users/index.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById, USER_SELECT } from '../users/index.js';
import { displayDay } from './dates.js';
import { LEAVE_MESSAGES as M } from './messages.js';

/** Who decides a request, and why it is with them (the inbox item says so). */
export interface Route {
  approvers: UserRow[];
  /** Empty when the employee's own supervisor decides; otherwise why it went elsewhere, each reason in the reader's words. */
  why: InboxMessage[];
}

/** A request's inbox sentence, saying why it came to this approver when not to the employee's own supervisor. */
export const routed = (request: InboxMessage, why: InboxMessage[]): InboxMessage =>
  why.length === 0 ? request : { key: 'routed', values: { request, why } };

const activeHrAdmins = (db: Db, company: string | null, except: number) =>
  db.query<UserRow>(
    `${USER_SELECT}
     WHERE u.comp_kd = $1 AND u.role_id = $2 AND u.active AND u.id <> $3 ORDER BY u.nik`,
    [company, HR_ADMIN_ROLE, except],
  );

/** The stand-in a person named for `day`, if any (the latest named wins). */
export const standInOn = (db: Db, userId: number, day: string) =>
  db.one<{ stand_in_id: number; to_date: string }>(
    `SELECT stand_in_id, to_date::text AS to_date FROM leave_delegations
     WHERE user_id = $1 AND from_date <= $2::date AND to_date >= $2::date ORDER BY id DESC LIMIT 1`,
    [userId, day],
  );

/** Whether a person is on approved leave on `day`. */
const onLeave = async (db: Db, userId: number, day: string) =>
  (await db.one(
    `SELECT 1 FROM leave_requests WHERE user_id = $1 AND status = 'Approved' AND start_date <= $2::date AND end_date >= $2::date`,
    [userId, day],
  )) !== undefined;

/**
 * Where a request of `employee` goes on `day` so that it never waits on nobody: their supervisor;
 * the supervisor's stand-in while one is named; the supervisor's own approver while the supervisor
 * is on leave; and the company's HR admins for someone with no supervisor (a supervisor, the
 * director) or when the chain runs out. Refuses only when the company has no one else at all.
 */
export async function routeRequest(db: Db, employee: UserRow, day: string): Promise<Route> {
  const seen = new Set<number>([employee.id]);
  let person = employee;
  const reasons: InboxMessage[] = [];
  for (;;) {
    const supervisor = person.supervisor_id ? await findUserById(db, person.supervisor_id) : undefined;
    if (!supervisor || !supervisor.active || seen.has(supervisor.id)) break;
    seen.add(supervisor.id);
    const standIn = await standInOn(db, supervisor.id, day);
    if (standIn && !seen.has(standIn.stand_in_id)) {
      const delegate = await findUserById(db, standIn.stand_in_id);
      if (delegate?.active) {
        reasons.push({ key: 'standingIn', values: { name: supervisor.name, day: displayDay(standIn.to_date) } });
        return { approvers: [delegate], why: reasons };
      }
    }
    if (await onLeave(db, supervisor.id, day)) {
      reasons.push({ key: 'supervisorOnLeave', values: { name: supervisor.name } });
      person = supervisor;
      continue;
    }
    return { approvers: [supervisor], why: reasons };
  }
  const hr = await activeHrAdmins(db, employee.comp_kd, employee.id);
  if (hr.length === 0) throw badRequest(M.noSupervisor, 'no_supervisor');
  reasons.push({ key: 'hrNoSupervisor', values: { name: person.name } });
  return { approvers: hr, why: reasons };
}
