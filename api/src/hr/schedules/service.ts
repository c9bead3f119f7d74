import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { conflict, notFound } from '../../errors.js';
import { jakartaDate } from '../../lib/jakarta.js';
import { assertOwnCompany, type HrCaller } from '../../platform/access.js';
import {
  diffFields,
  recordAudit,
  type FieldChange,
  auditSummary,
  kindKey,
  type AuditSummary,
} from '../../platform/audit.js';
import { personOf } from '../employees/presenter.js';
import { ownUnit } from '../organisation/service.js';
import { SCHEDULE_MESSAGES as M } from './messages.js';
import { presentAssignment, presentSchedule, targetLabel } from './presenter.js';
import * as queries from './queries.js';
import { forgetCompanyChecks } from '../../leave/index.js';
import type { AssignmentBody, ScheduleBody } from './schemas.js';

const UNIQUE_VIOLATION = '23505';
const RULES = [
  'start',
  'end',
  'weekdays',
  'grace_minutes',
  'check_in_before_minutes',
  'check_out_after_minutes',
] as const;

const audit = (
  caller: HrCaller,
  action: string,
  target: string,
  summary: AuditSummary,
  changes: FieldChange[] = [],
) => ({
  compKd: caller.company,
  actor: personOf(caller.user),
  action,
  target,
  summary,
  changes,
});

const auditValues = (schedule: ScheduleBody) => ({ ...schedule, weekdays: schedule.weekdays.join(',') });

async function ownSchedule(db: Db, caller: HrCaller, id: number) {
  const [row] = await queries.listSchedules(db, caller.company, id);
  if (!row) throw notFound(M.notFound, 'schedule_not_found');
  assertOwnCompany(caller, row);
  return row;
}

function nameTaken(error: unknown, name: string): never {
  if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(M.nameTaken(name), 'schedule_name_taken');
  throw error;
}

export const listSchedules = async (ctx: AppContext, caller: HrCaller) =>
  (await queries.listSchedules(ctx.db, caller.company)).map(presentSchedule);

export async function createSchedule(ctx: AppContext, caller: HrCaller, body: ScheduleBody) {
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = await queries.insertSchedule(tx, caller.company, body);
      const values = auditValues(body);
      await recordAudit(
        tx,
        audit(
          caller,
          'schedule.create',
          `schedule ${body.name}`,
          auditSummary('scheduleCreate', { schedule: body.name }),
          (['name', ...RULES] as const).map((field) => ({ field, before: null, after: values[field] })),
        ),
      );
      return created;
    })
    .catch((error: unknown) => nameTaken(error, body.name));
  return presentSchedule(await ownSchedule(ctx.db, caller, id));
}

/** The name may always change; the times, days, grace and windows only while no assignment has started counting. */
export async function updateSchedule(ctx: AppContext, caller: HrCaller, id: number, body: ScheduleBody) {
  const before = await ownSchedule(ctx.db, caller, id);
  const changes = diffFields(auditValues(before), auditValues(body), ['name', ...RULES]);
  if (changes.length === 0) return presentSchedule(before);
  const rulesChanged = changes.some((change) => change.field !== 'name');
  if (rulesChanged && before.in_use_since !== null && before.in_use_since <= jakartaDate(ctx.clock.now())) {
    throw conflict(M.inUse, 'schedule_in_use');
  }
  await ctx.db
    .transaction(async (tx) => {
      await queries.updateSchedule(tx, id, body);
      await recordAudit(
        tx,
        audit(
          caller,
          'schedule.update',
          `schedule ${before.name}`,
          auditSummary('scheduleUpdate', { schedule: before.name }),
          changes,
        ),
      );
    })
    .catch((error: unknown) => nameTaken(error, body.name));
  return presentSchedule(await ownSchedule(ctx.db, caller, id));
}

export async function deleteSchedule(ctx: AppContext, caller: HrCaller, id: number) {
  const before = await ownSchedule(ctx.db, caller, id);
  if (before.assignments > 0) throw conflict(M.hasAssignments, 'schedule_in_use');
  if (await ctx.db.one('SELECT 1 FROM roster_cells WHERE schedule_id = $1 LIMIT 1', [id]))
    throw conflict(M.inRoster, 'schedule_in_use');
  await ctx.db.transaction(async (tx) => {
    await queries.deleteSchedule(tx, id);
    await recordAudit(
      tx,
      audit(
        caller,
        'schedule.delete',
        `schedule ${before.name}`,
        auditSummary('scheduleDelete', { schedule: before.name }),
      ),
    );
  });
}

export const listAssignments = async (ctx: AppContext, caller: HrCaller) =>
  (await queries.listAssignments(ctx.db, caller.company)).map(presentAssignment);

const UNIT_COLUMN = { division: 'divisi_kd', subdivision: 'subdivisi_kd', department: 'dept_kd' } as const;
const UNIT_KIND = { division: 'divisions', subdivision: 'subdivisions', department: 'departments' } as const;

/** The assignment's columns: a unit of the company, or a person of it (403 another company's, 404 none). */
async function targetColumns(
  db: Db,
  caller: HrCaller,
  target: AssignmentBody['target'],
): Promise<queries.AssignmentColumns> {
  const columns: queries.AssignmentColumns = { divisi_kd: null, subdivisi_kd: null, dept_kd: null, user_id: null };
  if (target.kind === 'employee') {
    const person = await queries.userByNik(db, target.nik);
    if (!person) throw notFound(M.employeeNotFound, 'employee_not_found');
    assertOwnCompany(caller, person);
    return { ...columns, user_id: person.id };
  }
  const unit = await ownUnit(db, caller, UNIT_KIND[target.kind], target.code);
  return { ...columns, [UNIT_COLUMN[target.kind]]: unit.code };
}

export async function assignSchedule(ctx: AppContext, caller: HrCaller, scheduleId: number, body: AssignmentBody) {
  const schedule = await ownSchedule(ctx.db, caller, scheduleId);
  const columns = await targetColumns(ctx.db, caller, body.target);
  const id = await ctx.db
    .transaction(async (tx) => {
      const created = await queries.insertAssignment(tx, caller.company, scheduleId, columns, body.valid_from);
      // Who works which weekday decides the cuti bersama deductions: the balances table catches up again.
      await forgetCompanyChecks(tx, caller.company);
      const assignment = presentAssignment((await queries.findAssignment(tx, created))!);
      await recordAudit(
        tx,
        audit(
          caller,
          'schedule.assign',
          targetLabel(assignment),
          auditSummary(`scheduleAssign${kindKey(assignment.target.kind)}`, {
            schedule: schedule.name,
            target: assignment.target.kind === 'employee' ? assignment.target.nik! : assignment.target.code!,
            from: body.valid_from,
          }),
          [
            { field: 'schedule', before: null, after: schedule.name },
            { field: 'valid_from', before: null, after: body.valid_from },
          ],
        ),
      );
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION)
        throw conflict(M.assignmentExists, 'assignment_exists');
      throw error;
    });
  return presentAssignment((await queries.findAssignment(ctx.db, id))!);
}

/** Only an assignment that has not started yet may be taken back; a started one is ended by a newer one. */
export async function unassignSchedule(ctx: AppContext, caller: HrCaller, id: number) {
  const row = await queries.findAssignment(ctx.db, id);
  if (!row) throw notFound(M.assignmentNotFound, 'assignment_not_found');
  assertOwnCompany(caller, row);
  if (row.valid_from <= jakartaDate(ctx.clock.now())) throw conflict(M.assignmentStarted, 'assignment_started');
  const assignment = presentAssignment(row);
  await ctx.db.transaction(async (tx) => {
    await queries.deleteAssignment(tx, id);
    await forgetCompanyChecks(tx, caller.company);
    await recordAudit(
      tx,
      audit(
        caller,
        'schedule.unassign',
        targetLabel(assignment),
        auditSummary(`scheduleUnassign${kindKey(assignment.target.kind)}`, {
          schedule: row.schedule_name,
          target: assignment.target.kind === 'employee' ? assignment.target.nik! : assignment.target.code!,
          from: row.valid_from,
        }),
        [
          { field: 'schedule', before: row.schedule_name, after: null },
          { field: 'valid_from', before: row.valid_from, after: null },
        ],
      ),
    );
  });
}
