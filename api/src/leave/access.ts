import type { Db } from '../db/db.js';
import { forbidden } from '../errors.js';
import { supervises } from '../users/access.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById } from '../users/queries.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import type { LeaveRow } from './queries.js';

/** A supervisor (role 2) decides only for the employees whose supervisor they are (DESIGN.md). */
export const isSupervisorOf = (caller: UserRow, employee: UserRow) => supervises(caller, employee);

/** The employee of a request, once the caller is shown to be that employee or their supervisor. */
export async function employeeReadableBy(db: Db, leave: LeaveRow, caller: UserRow): Promise<UserRow> {
  const employee = leave.user_id === caller.id ? caller : await findUserById(db, leave.user_id);
  if (!employee || (employee.id !== caller.id && !isSupervisorOf(caller, employee))) throw forbidden(M.notAllowed);
  return employee;
}

/** The employee of a request, once the caller is shown to be their supervisor. */
export async function employeeDecidableBy(db: Db, leave: LeaveRow, caller: UserRow): Promise<UserRow> {
  const employee = await findUserById(db, leave.user_id);
  if (!employee || !isSupervisorOf(caller, employee)) throw forbidden(M.notYourEmployee, 'not_your_employee');
  return employee;
}
