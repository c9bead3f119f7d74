import type { Db } from '../db/db.js';
import { forbidden } from '../errors.js';
import { approvalItemsAbout } from '../inbox/index.js';
import { HR_ADMIN_ROLE, supervises } from '../users/index.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById } from '../users/index.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import type { LeaveRow } from './queries.js';

/** The route name the approver's inbox item opens (rules §2: /approve/{ibxid}/{id}). */
export const APPROVE_REDIRECT = 'approve';

/** A supervisor (role 2) decides for the employees whose supervisor they are (DESIGN.md). */
export const isSupervisorOf = (caller: UserRow, employee: UserRow) => supervises(caller, employee);

/** An HR admin decides any request of their own company but their own (issue 26; audited). */
const isHrOf = (caller: UserRow, employee: UserRow) =>
  caller.role_id === HR_ADMIN_ROLE &&
  caller.comp_kd !== null &&
  caller.comp_kd === employee.comp_kd &&
  caller.id !== employee.id;

/** Whether the request was routed to the caller (a stand-in, the supervisor's own approver); `pending` for items still open. */
const routedTo = async (db: Db, caller: UserRow, leaveId: number, pending: boolean) =>
  (await approvalItemsAbout(db, APPROVE_REDIRECT, leaveId)).some(
    (item) => item.user_id === caller.id && (!pending || item.status === 'Pending'),
  );

/** The employee of a request, once the caller is shown to be that employee or someone who decides it. */
export async function employeeReadableBy(db: Db, leave: LeaveRow, caller: UserRow): Promise<UserRow> {
  const employee = leave.user_id === caller.id ? caller : await findUserById(db, leave.user_id);
  if (!employee) throw forbidden(M.notAllowed);
  if (employee.id === caller.id || isSupervisorOf(caller, employee) || isHrOf(caller, employee)) return employee;
  if (await routedTo(db, caller, leave.id, false)) return employee;
  throw forbidden(M.notAllowed);
}

/** The employee of a request, once the caller is shown to be their supervisor, an approver it was routed to, or their HR. */
export async function employeeDecidableBy(db: Db, leave: LeaveRow, caller: UserRow): Promise<UserRow> {
  const employee = await findUserById(db, leave.user_id);
  if (employee && employee.id !== caller.id) {
    if (isSupervisorOf(caller, employee) || isHrOf(caller, employee)) return employee;
    if (await routedTo(db, caller, leave.id, true)) return employee;
  }
  throw forbidden(M.notYourEmployee, 'not_your_employee');
}
