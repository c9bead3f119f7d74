import { HR_END_REASONS } from '../../auth/index.js';
import { activationLink, writeActivationCode } from '../../auth/index.js';
import { endSessions } from '../../auth/index.js';
import { jakartaDate, jakartaDisplayDate, jakartaHourMinute } from '../../lib/jakarta.js';
import { nextDay } from '../../workdays/index.js';
import { writingLanguage } from '../../lib/languages.js';
import { activationEmail } from '../../mail/activation-email.js';
import { enqueueMail } from '../../mail/outbox.js';
import { findUserById } from '../../users/index.js';
import { deviceLabel } from '../../auth/index.js';
import { findKey, listKeys, MESSAGES as ATTENDANCE_MESSAGES, revokeKey } from '../../attendance/index.js';
import { presentSigningKey } from '../../attendance/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors.js';
import { assertOwnCompany, type HrCaller } from '../../platform/access.js';
import { HR_MESSAGES } from '../../platform/messages.js';
import { diffFields, recordAudit, type FieldChange, auditSummary } from '../../platform/audit.js';
import { EMPLOYEE_FIELD_ORDER, UNIT_FIELDS, type EmployeeValues } from './fields.js';
import { EMPLOYEE_MESSAGES as M, UNIT_LABELS } from './messages.js';
import { personOf, presentEmployee, valuesOf } from './presenter.js';
import * as queries from './queries.js';
import { forgetCheck } from '../../leave/index.js';
import type { CreateBody, ListQuery, PatchBody } from './schemas.js';

const UNIQUE_VIOLATION = '23505';

export async function listEmployees(ctx: AppContext, caller: HrCaller, query: ListQuery) {
  const { page, page_size: pageSize, sort, order, ...filter } = query;
  const { items, total } = await queries.pageEmployees(ctx.db, caller.company, filter, { page, pageSize, sort, order });
  return { items: items.map(presentEmployee), total, page, page_size: pageSize };
}

/** An employee of the caller's company: 404 when there is none, 403 when it is another company's. */
async function ownEmployee(db: Db, caller: HrCaller, id: number) {
  const row = await queries.findEmployee(db, id);
  if (!row) throw notFound(M.notFound, 'employee_not_found');
  assertOwnCompany(caller, row);
  return row;
}

export const getEmployee = async (ctx: AppContext, caller: HrCaller, id: number) =>
  presentEmployee(await ownEmployee(ctx.db, caller, id));

export const listSupervisors = (ctx: AppContext, caller: HrCaller, q: string) =>
  queries.searchSupervisors(ctx.db, caller.company, q);

function assertCompanyField(caller: HrCaller, compKd: string | undefined) {
  if (compKd !== undefined && compKd !== caller.company) throw forbidden(HR_MESSAGES.otherCompany, 'other_company');
}

/**
 * Units, supervisor and unique NIK and e-mail of the values an employee is about to have; answers
 * the supervisor's id.
 */
async function checkValues(
  db: Db,
  caller: HrCaller,
  values: EmployeeValues,
  self?: { id: number; nik: number; email: string | null },
) {
  const units = await queries.existingUnits(db, caller.company);
  for (const field of UNIT_FIELDS) {
    const code = values[field];
    if (code && !units[field].has(code)) {
      throw badRequest(M.unknownUnit(UNIT_LABELS[field], code), 'unknown_unit', { field });
    }
  }
  if (values.nik !== self?.nik) {
    const [holder] = await queries.findEmployeesByNik(db, [values.nik]);
    if (holder) throw conflict(M.nikTaken(values.nik), 'nik_taken');
  }
  if (values.email && values.email !== self?.email) {
    const [holder] = await queries.findEmailHolders(db, [values.email]);
    if (holder && holder.id !== self?.id) throw conflict(M.emailTaken(values.email), 'email_taken');
  }
  return checkSupervisor(db, caller, values, self?.id);
}

async function checkSupervisor(
  db: Db,
  caller: HrCaller,
  values: EmployeeValues,
  selfId?: number,
): Promise<number | null> {
  const nik = values.supervisor_nik;
  if (nik === null) return null;
  const problem = (message: string, error: string) => badRequest(message, error, { field: 'supervisor_nik' });
  if (nik === values.nik) throw problem(M.supervisorSelf, 'supervisor_self');
  const [supervisor] = await queries.findEmployeesByNik(db, [nik]);
  if (!supervisor || supervisor.comp_kd !== caller.company)
    throw problem(M.supervisorNotFound(nik), 'supervisor_not_found');
  if (supervisor.id === selfId) throw problem(M.supervisorSelf, 'supervisor_self');
  if (supervisor.role_id !== 2)
    throw problem(M.supervisorNotSupervisor(nik, supervisor.name), 'supervisor_not_supervisor');
  if (!supervisor.active) throw problem(M.supervisorInactive(nik, supervisor.name), 'supervisor_inactive');
  if (selfId === undefined) return supervisor.id;
  const chain = await queries.supervisorChain(db, supervisor.id);
  const loopAt = chain.findIndex((person) => person.id === selfId);
  if (loopAt >= 0) {
    const names = [values.name, supervisor.name, ...chain.slice(0, loopAt + 1).map((person) => person.name)];
    throw problem(M.supervisorCycle(names.join(' → ')), 'supervisor_cycle');
  }
  return supervisor.id;
}

/** A unique index lost a race after the checks passed: still a 409 a person can read. */
function uniqueConflict(error: unknown, values: EmployeeValues): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === UNIQUE_VIOLATION && constraint?.includes('email'))
    throw conflict(M.emailTaken(values.email ?? ''), 'email_taken');
  if (code === UNIQUE_VIOLATION) throw conflict(M.nikTaken(values.nik), 'nik_taken');
  throw error;
}

const changesOfNew = (values: EmployeeValues): FieldChange[] =>
  EMPLOYEE_FIELD_ORDER.filter((field) => values[field] !== null).map((field) => ({
    field,
    before: null,
    after: values[field],
  }));

export async function createEmployee(ctx: AppContext, caller: HrCaller, body: CreateBody) {
  assertCompanyField(caller, body.comp_kd);
  const { send_reset_email: sendReset, comp_kd: _company, ...values } = body;
  if (sendReset && !values.email) throw badRequest(M.noEmail, 'no_email', { field: 'email' });
  const supervisorId = await checkValues(ctx.db, caller, values);
  const created = await ctx.db
    .transaction(async (tx) => {
      const [id] = await queries.reserveUserIds(tx, 1);
      await queries.insertEmployees(tx, caller.company, [{ ...values, id, supervisor_id: supervisorId }]);
      await recordAudit(tx, {
        compKd: caller.company,
        actor: personOf(caller.user),
        action: 'employee.create',
        target: `employee ${values.nik}`,
        subject: { id, nik: values.nik, name: values.name },
        summary: auditSummary('employeeCreate', { employee: values.name, nik: values.nik }),
        changes: changesOfNew(values),
      });
      return (await queries.findEmployee(tx, id))!;
    })
    .catch((error) => (error instanceof HttpError ? Promise.reject(error) : uniqueConflict(error, values)));
  // The one way into the new account: shown to HR once in this reply, e-mailed when asked.
  const activation = await issueActivation(ctx, caller, created, { email: sendReset });
  return { ...presentEmployee(created), activation };
}

export async function updateEmployee(ctx: AppContext, caller: HrCaller, id: number, patch: PatchBody) {
  assertCompanyField(caller, patch.comp_kd);
  const row = await ownEmployee(ctx.db, caller, id);
  const before = valuesOf(row);
  const { comp_kd: _company, time_zone: zone, ...fields } = patch;
  const after: EmployeeValues = { ...before };
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(after, { [field]: value });
  }
  const changes = diffFields(before, after, EMPLOYEE_FIELD_ORDER);
  // Issue 25: the person's own zone, audited with the rest (null: their work location's again).
  const zoneChange =
    zone !== undefined && zone !== row.time_zone ? { field: 'time_zone', before: row.time_zone, after: zone } : null;
  if (zoneChange) changes.push(zoneChange);
  if (changes.length === 0) return presentEmployee(row);
  if (id === caller.user.id && after.roleId !== before.roleId) throw badRequest(M.selfChange, 'self_change');
  if (row.last_working_day !== null && after.join_date !== null && after.join_date > row.last_working_day) {
    throw badRequest(M.joinAfterLastDay(jakartaDisplay(row.last_working_day)), 'join_after_last_day', {
      field: 'join_date',
    });
  }
  if (before.roleId === 2 && after.roleId !== 2) {
    const supervised = await queries.countSupervised(ctx.db, id);
    if (supervised > 0) throw conflict(M.supervisorInUse(row.name, supervised), 'supervisor_in_use');
  }
  const supervisorId = await checkValues(ctx.db, caller, after, { id, nik: before.nik, email: before.email });
  const updated = await ctx.db
    .transaction(async (tx) => {
      await queries.updateEmployees(tx, caller.company, [{ ...after, id, supervisor_id: supervisorId }]);
      if (zoneChange) await queries.setTimeZone(tx, id, zone ?? null);
      // A new join date moves the leave entitlements: the balances table catches this ledger up again.
      if (changes.some((change) => change.field === 'join_date')) await forgetCheck(tx, id);
      await recordAudit(tx, {
        compKd: caller.company,
        actor: personOf(caller.user),
        action: 'employee.update',
        target: `employee ${after.nik}`,
        subject: { id, nik: after.nik, name: after.name },
        summary: auditSummary('employeeUpdate', { fields: changes.map((change) => change.field).join(', ') }),
        changes,
      });
      return (await queries.findEmployee(tx, id))!;
    })
    .catch((error) => (error instanceof HttpError ? Promise.reject(error) : uniqueConflict(error, after)));
  return presentEmployee(updated);
}

/**
 * Deactivates (the last working day, today unless HR says an earlier one) or reactivates (after a
 * last working day, a re-hire from `day`, today unless HR says another). A deactivated person's
 * sessions end at once, their records stay; the days outside their employment count as nothing
 * (workdays/employment.ts).
 */
export async function setEmployeeActive(ctx: AppContext, caller: HrCaller, id: number, active: boolean, day?: string) {
  const row = await ownEmployee(ctx.db, caller, id);
  if (id === caller.user.id) throw badRequest(M.selfChange, 'self_change');
  if (row.active === active) return presentEmployee(row);
  const today = jakartaDate(ctx.clock.now());
  const date = day ?? today;
  const lastDay = row.last_working_day;
  if (!active) {
    if (date > today) throw badRequest(M.lastDayInFuture, 'last_working_day_in_future', { field: 'last_working_day' });
    if (date < row.join_date)
      throw badRequest(M.lastDayBeforeJoin(jakartaDisplay(row.join_date)), 'last_working_day_before_join', {
        field: 'last_working_day',
      });
  } else if (lastDay !== null && day !== undefined && day <= lastDay) {
    throw badRequest(M.rehireBeforeEnd(jakartaDisplay(lastDay)), 'rehire_before_last_day', { field: 'join_date' });
  }
  // Back by the day after the last working day (or an undo the same day, no date given): the same
  // period goes on. Later, it is a re-hire: a new period from `date`.
  const rehired = active && lastDay !== null && date > nextDay(lastDay);
  const updated = await ctx.db.transaction(async (tx) => {
    if (active) await queries.reactivate(tx, id, rehired ? date : null);
    if (active) await forgetCheck(tx, id);
    else await queries.deactivate(tx, id, date);
    if (!active) await endSessions(tx, id, HR_END_REASONS.deactivated);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: active ? 'employee.reactivate' : 'employee.deactivate',
      target: `employee ${row.nik}`,
      subject: personOf(row),
      summary: auditSummary(active ? (rehired ? 'employeeRehire' : 'employeeReactivate') : 'employeeDeactivate', {
        employee: row.name,
        day: jakartaDisplay(date),
      }),
      changes: [
        { field: 'active', before: row.active, after: active },
        ...(active
          ? rehired
            ? [
                { field: 'join_date', before: row.join_date, after: date },
                { field: 'last_working_day', before: lastDay, after: null },
              ]
            : lastDay !== null
              ? [{ field: 'last_working_day', before: lastDay, after: null }]
              : []
          : [{ field: 'last_working_day', before: row.last_working_day, after: date }]),
      ],
    });
    return (await queries.findEmployee(tx, id))!;
  });
  return presentEmployee(updated);
}

/** yyyy-mm-dd as people read it (dd-mm-yyyy, rules §9). */
const jakartaDisplay = (day: string) => day.split('-').reverse().join('-');

/** The next login takes the 406 path; every session of theirs ends now. */
export async function requireNewPassword(ctx: AppContext, caller: HrCaller, id: number) {
  const row = await ownEmployee(ctx.db, caller, id);
  const updated = await ctx.db.transaction(async (tx) => {
    await queries.requirePassword(tx, id);
    await endSessions(tx, id, HR_END_REASONS.passwordRequired);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'employee.require_password',
      target: `employee ${row.nik}`,
      subject: personOf(row),
      summary: auditSummary('employeeRequirePassword', { employee: row.name }),
      changes: [{ field: 'password_pending', before: row.must_reset_password, after: true }],
    });
    return (await queries.findEmployee(tx, id))!;
  });
  return presentEmployee(updated);
}

/** POST /hr/employees/{id}/send-reset: e-mails a new activation link and code; answers the address. */
export async function sendResetLink(ctx: AppContext, caller: HrCaller, id: number) {
  return (await reissueActivation(ctx, caller, id, { email: true })).emailed_to!;
}

/** POST /hr/employees/{id}/activation: a new activation code (the old one dies), shown to HR once. */
export async function reissueActivation(ctx: AppContext, caller: HrCaller, id: number, options: { email: boolean }) {
  const row = await ownEmployee(ctx.db, caller, id);
  if (!row.active) throw badRequest(M.inactive, 'employee_inactive');
  if (options.email && !row.email) throw badRequest(M.noEmail, 'no_email');
  return issueActivation(ctx, caller, row, options);
}

/** E-mails each of these people (of the caller's company) a new activation code: the import's send_codes. */
export async function emailActivations(ctx: AppContext, caller: HrCaller, ids: number[]) {
  for (const id of ids) {
    const row = await ownEmployee(ctx.db, caller, id);
    if (row.active && row.email) await issueActivation(ctx, caller, row, { email: true });
  }
}

/** POST /hr/employees/{id}/end-sessions: signs the person out everywhere at once. */
export async function endEmployeeSessions(ctx: AppContext, caller: HrCaller, id: number) {
  const row = await ownEmployee(ctx.db, caller, id);
  await ctx.db.transaction(async (tx) => {
    await endSessions(tx, id, HR_END_REASONS.signedOut);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'employee.end_sessions',
      target: `employee ${row.nik}`,
      subject: personOf(row),
      summary: auditSummary('employeeEndSessions', { employee: row.name }),
    });
  });
  return presentEmployee(row);
}

/** GET /hr/employees/{id}/signing-keys: the keys of the person's phones (issue 29), newest first. */
export async function listSigningKeys(ctx: AppContext, caller: HrCaller, id: number) {
  await ownEmployee(ctx.db, caller, id);
  return (await listKeys(ctx.db, id)).map(presentSigningKey);
}

/**
 * POST /hr/employees/{id}/signing-keys/{keyId}/revoke: the key's clock-ins from now on are flagged
 * "Key revoked" (rules §9 "Signed clock-ins"); audited. Revoking a revoked key changes nothing.
 */
export async function revokeSigningKey(ctx: AppContext, caller: HrCaller, id: number, keyId: string) {
  const row = await ownEmployee(ctx.db, caller, id);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const before = await findKey(tx, id, keyId);
    if (!before) throw notFound(ATTENDANCE_MESSAGES.keyNotFound, 'key_not_found');
    const key = (await revokeKey(tx, id, keyId, caller.user.id, now))!;
    if (!before.revoked_at) {
      await recordAudit(tx, {
        compKd: caller.company,
        actor: personOf(caller.user),
        action: 'employee.revoke_signing_key',
        target: `employee ${row.nik}`,
        subject: personOf(row),
        summary: auditSummary('employeeRevokeKey', {
          employee: row.name,
          device: deviceLabel(key.user_agent),
          day: jakartaDisplayDate(key.created_at),
        }),
      });
    }
    return presentSigningKey(key);
  });
}

/**
 * Issues the person's activation code (their older one dies), records that it was issued (never the
 * code), and e-mails the link and the code when asked. The reply holds the code: HR sees it once.
 */
async function issueActivation(
  ctx: AppContext,
  caller: HrCaller,
  row: queries.EmployeeRow,
  options: { email: boolean },
) {
  // The code, its mail (through the notification outbox, issue 47) and the audit row in one transaction.
  return ctx.db.transaction(async (tx) => {
    const { code, expiresAt } = await writeActivationCode(tx, row.id, caller.user.id);
    const link = activationLink(ctx.config.PUBLIC_URL, code);
    if (options.email && row.email) {
      const person = await findUserById(tx, row.id);
      const expires = `${jakartaDisplayDate(expiresAt)} ${jakartaHourMinute(expiresAt)}`;
      const mail = activationEmail(writingLanguage(person?.language), {
        name: row.name,
        nik: row.nik,
        link,
        code,
        expires,
        issuedBy: caller.user.name,
      });
      await enqueueMail(tx, { to: row.email, ...mail, link }, row.id);
    }
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'employee.activation_code',
      target: `employee ${row.nik}`,
      subject: personOf(row),
      summary:
        options.email && row.email
          ? auditSummary('employeeActivationMailed', { email: row.email })
          : auditSummary('employeeActivation'),
    });
    return { code, link, expires_at: expiresAt.toISOString(), emailed_to: options.email ? row.email : null };
  });
}
