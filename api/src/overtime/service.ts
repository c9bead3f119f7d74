import { inboxMessageText, type InboxMessage } from '@hadir/common/inbox-messages';
import type { z } from 'zod';
import type { Caller } from '../auth/authenticate.js';
import { deviceLabel } from '../auth/index.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import { recordAudit, auditSummary } from '../platform/audit.js';
import { monthPeriod } from '../platform/period.js';
import { notify, settleInboxItem, type InboxStatus } from '../inbox/index.js';
import { approvalItemsAbout } from '../inbox/index.js';
import { routed, routeRequest } from '../leave/index.js';
import { displayDay } from '../leave/index.js';
import { jakartaDate, jakartaHourMinute, TIME_ZONE, zoneAbbreviation, zoneInstant } from '../lib/jakarta.js';
import { HR_ADMIN_ROLE, supervises } from '../users/index.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById, findUserByNik, lockUser } from '../users/index.js';
import { holidaysBetween } from '../workdays/index.js';
import { personSchedules, personZone } from '../workdays/index.js';
import { defaultSchedule, isoWeekday, scheduleOn } from '../workdays/index.js';
import { isoWeekOf, limitProblem } from './limits.js';
import { hoursText, OVERTIME_MESSAGES as M } from './messages.js';
import { overtimeOf, overtimeTotals, overtimeWorkingDay } from './period.js';
import * as queries from './queries.js';
import type { OvertimeRow } from './queries.js';
import type { OvertimeBody, overtimeMonthQuery, overtimeShiftQuery } from './schemas.js';

/** The inbox route an approver's item opens, and the one the employee's consent item opens. */
export const DECIDE_REDIRECT = 'overtime';
export const CONSENT_REDIRECT = 'overtime-consent';
/** A decided overtime's notice: it opens the request (an Approved item without a redirect would read as a leave PDF). */
export const NOTICE_REDIRECT = 'overtime-notice';

const DAY = 86_400_000;
/** A wall time (HH:mm) on a day in the employee's zone as an instant: 17:00 at a WITA site is 09:00 UTC. */
const wallTime = (day: string, time: string, zone: string) => zoneInstant(day, minutesOfDay(time), zone);
const minutesOfDay = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The planned instants: an end not after the start is the next morning's (overtime after a night shift). */
export function plannedSpan(
  day: string,
  start: string,
  end: string,
  zone: string = TIME_ZONE,
): { start: Date; end: Date } {
  const from = wallTime(day, start, zone);
  let to = wallTime(day, end, zone);
  if (to.getTime() <= from.getTime()) to = new Date(to.getTime() + DAY);
  return { start: from, end: to };
}

const minutesOf = (row: Pick<OvertimeRow, 'planned_start' | 'planned_end'>) =>
  Math.round((row.planned_end.getTime() - row.planned_start.getTime()) / 60_000);
/**
 * The real window on the employee's wall clock: "24-11-2026, 17:00–19:00 (2 h)", with the end's date when
 * it is the next day ("24-11-2026, 22:00–25-11-2026 01:00 (3 h)"), saying the zone when it is not Jakarta's.
 */
export const spanText = (row: OvertimeRow) => inboxMessageText('en', spanMessage(row));

/** The same window in an inbox sentence, said in its reader's language ("2 h", "2 jam"). */
export function spanMessage(row: OvertimeRow): InboxMessage {
  const zone = row.time_zone === TIME_ZONE ? '' : ` ${zoneAbbreviation(row.time_zone)}`;
  const endDay = jakartaDate(row.planned_end, row.time_zone);
  const end = `${endDay === row.work_date ? '' : `${displayDay(endDay)} `}${jakartaHourMinute(row.planned_end, row.time_zone)}`;
  return {
    key: 'overtimeSpan',
    values: {
      day: displayDay(row.work_date),
      start: jakartaHourMinute(row.planned_start, row.time_zone),
      end,
      zone,
      hours: hoursText(minutesOf(row)),
    },
  };
}

/**
 * Whether the day is a working day for overtime (art. 26's limits, art. 31(1)'s table): a weekday of the
 * person's schedule that is no holiday, or a cuti bersama day unless the company closes on it (overtimeWorkingDay).
 */
/** A person's shift on a day (their schedule, roster included) and whether it is a working day in the sense of art. 26. */
async function shiftOn(ctx: AppContext, db: Db, person: UserRow, day: string) {
  const read = await personSchedules(db, person.id, day, day);
  const schedule = scheduleOn(
    read?.assignments ?? [],
    person,
    day,
    defaultSchedule(ctx.config.WORK_START),
    read?.roster ?? new Map(),
  );
  const holiday = (await holidaysBetween(db, person.comp_kd ?? '', day, day)).get(day) ?? null;
  const rules = await queries.rulesOf(db, person.comp_kd);
  const working = overtimeWorkingDay(
    { scheduled_weekday: schedule.weekdays.includes(isoWeekday(day)), holiday },
    rules,
  );
  return { schedule, working };
}

const isWorkingDay = async (ctx: AppContext, db: Db, person: UserRow, day: string) =>
  (await shiftOn(ctx, db, person, day)).working;

/**
 * GET /overtime/shift: the day's shift of the caller, or of a team member for their supervisor — what the
 * request form offers as its window (issue 45): on a working day overtime starts when the shift ends.
 */
export async function overtimeShift(ctx: AppContext, { user }: Caller, query: z.infer<typeof overtimeShiftQuery>) {
  const person = query.nik === undefined || query.nik === user.nik ? user : await findUserByNik(ctx.db, query.nik);
  if (!person || (person.id !== user.id && !supervises(user, person)))
    throw forbidden(M.notYourEmployee, 'overtime_not_your_employee');
  const { schedule, working } = await shiftOn(ctx, ctx.db, person, query.date);
  return { date: query.date, working_day: working, start: schedule.start, end: schedule.end };
}

/** The employee a caller may ask overtime for: themself, or someone whose supervisor they are. */
async function employeeFor(ctx: AppContext, caller: UserRow, nik: number | undefined): Promise<UserRow> {
  if (nik === undefined || nik === caller.nik) return caller;
  const employee = await findUserByNik(ctx.db, nik);
  if (!employee || !employee.active || !supervises(caller, employee))
    throw forbidden(M.notYourEmployee, 'overtime_not_your_employee');
  return employee;
}

/** The device a consent came from, as the sessions list names it ("Chrome on Android"). */
const device = (userAgent: string | undefined) => deviceLabel(userAgent ?? null);

/**
 * POST /overtime: the employee (or their supervisor, for their team) asks for a day's overtime.
 * Refused past days, positions HR excluded, a second live request on the day, and the limits of
 * PP 35/2021 art. 26 with the numbers. Asked by the employee, it goes to whoever decides their leave
 * (leave's approver chain: supervisor, stand-in, the supervisor's approver, HR); asked by the
 * supervisor, that is the employer's order, and it is approved when the employee agrees (art. 28).
 */
export async function askOvertime(
  ctx: AppContext,
  { user }: Caller,
  body: OvertimeBody,
  userAgent: string | undefined,
) {
  const employee = await employeeFor(ctx, user, body.nik);
  const now = ctx.clock.now();
  if (body.date < jakartaDate(now)) throw badRequest(M.pastDay, 'overtime_past_day', { field: 'date' });
  if (await queries.isExcluded(ctx.db, employee.id)) throw badRequest(M.excluded, 'overtime_excluded');
  const span = plannedSpan(body.date, body.start, body.end, await personZone(ctx.db, employee.id));
  const asked = minutesOf({ planned_start: span.start, planned_end: span.end });
  const byEmployee = employee.id === user.id;

  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, employee.id);
    if (await queries.liveOnDay(tx, employee.id, body.date)) throw conflict(M.overlap, 'overtime_overlap');
    const workingDay = await isWorkingDay(ctx, tx, employee, body.date);
    const week = isoWeekOf(body.date);
    const problem = limitProblem({
      date: body.date,
      asked_minutes: asked,
      working_day: workingDay,
      week_minutes: await queries.workingDayMinutes(tx, employee.id, week.from, week.to),
    });
    if (problem?.limit === 'day') throw badRequest(M.dayLimit(problem.asked), 'overtime_day_limit', { field: 'end' });
    if (problem?.limit === 'week')
      throw badRequest(M.weekLimit(problem.already, problem.asked), 'overtime_week_limit', { field: 'end' });

    const row = await queries.insertOvertime(tx, {
      userId: employee.id,
      day: body.date,
      start: span.start,
      end: span.end,
      reason: body.reason,
      askedBy: user.id,
      workingDay,
      consent: byEmployee && body.consent ? { at: now, device: device(userAgent) } : null,
      createdAt: now,
    });
    if (byEmployee) {
      const route = await routeRequest(tx, employee, body.date);
      for (const approver of route.approvers) {
        await notify(tx, approver.id, {
          message: routed({ key: 'overtimeAsked', values: { name: employee.name, span: spanMessage(row) } }, route.why),
          status: 'Pending',
          redirect: DECIDE_REDIRECT,
          itemid: row.id,
        });
      }
    } else {
      await notify(tx, employee.id, {
        message: { key: 'overtimeOrdered', values: { name: user.name, span: spanMessage(row) } },
        status: 'Pending',
        redirect: CONSENT_REDIRECT,
        itemid: row.id,
      });
    }
    await recordAudit(tx, {
      compKd: employee.comp_kd,
      actor: user,
      action: 'overtime.request',
      target: `overtime ${row.id}`,
      subject: employee,
      summary: auditSummary('overtimeRequest', { supervisor: user.name, employee: employee.name, span: spanText(row) }),
      changes: [{ field: 'reason', before: null, after: row.reason }],
    });
    return row;
  });
}

async function settleItems(db: Db, redirect: string, id: number, status: InboxStatus) {
  for (const item of await approvalItemsAbout(db, redirect, id)) {
    if (item.status === 'Pending') await settleInboxItem(db, item.id, item.user_id, status);
  }
}

/**
 * POST /overtime/:id/consent: the employee agrees (PP 35/2021 art. 28(1): in writing or by digital
 * media), with the time and the device. A request their supervisor asked for is then approved.
 */
export async function consentOvertime(ctx: AppContext, { user }: Caller, id: number, userAgent: string | undefined) {
  const row = await queries.findOvertime(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'overtime_not_found');
  if (row.user_id !== user.id) throw forbidden(M.consentOnlyEmployee, 'overtime_consent_not_yours');
  if (row.status !== 'Pending') throw conflict(M.alreadyDecided, 'overtime_already_decided');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const consented = await queries.recordConsent(tx, id, now, device(userAgent));
    if (!consented) throw conflict(M.alreadyConsented, 'overtime_already_consented');
    await settleItems(tx, CONSENT_REDIRECT, id, 'Success');
    const audit = { compKd: user.comp_kd, actor: user, target: `overtime ${id}`, subject: user };
    await recordAudit(tx, {
      ...audit,
      action: 'overtime.consent',
      summary: auditSummary('overtimeConsent', { employee: user.name, span: spanText(consented) }),
      changes: [{ field: 'consent_device', before: null, after: consented.consent_device }],
    });
    if (consented.asked_by === user.id) return consented;
    // The supervisor's own order: approved by them once the employee agrees.
    const approved = (await queries.decidePending(tx, id, 'Approved', consented.asked_by, now))!;
    const supervisor = await findUserById(tx, consented.asked_by);
    if (supervisor)
      await notify(tx, supervisor.id, {
        message: { key: 'overtimeAgreed', values: { name: user.name, span: spanMessage(approved) } },
        status: 'Approved',
        redirect: NOTICE_REDIRECT,
        itemid: id,
      });
    return approved;
  });
}

/**
 * POST /overtime/:id/withdraw: the employee (or the supervisor who asked it) takes back a request
 * nobody decided yet (issue 45 case 10); every inbox item about it is settled, and the audit keeps it.
 */
export async function withdrawOvertime(ctx: AppContext, { user }: Caller, id: number) {
  const row = await queries.findOvertime(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'overtime_not_found');
  if (row.user_id !== user.id && row.asked_by !== user.id)
    throw forbidden(M.withdrawOnlyOwn, 'overtime_withdraw_not_yours');
  return ctx.db.transaction(async (tx) => {
    const removed = await queries.deletePending(tx, id);
    if (!removed) throw conflict(M.alreadyDecided, 'overtime_already_decided');
    await settleItems(tx, DECIDE_REDIRECT, id, 'Success');
    await settleItems(tx, CONSENT_REDIRECT, id, 'Success');
    const employee = removed.user_id === user.id ? user : await findUserById(tx, removed.user_id);
    await recordAudit(tx, {
      compKd: employee?.comp_kd ?? user.comp_kd,
      actor: user,
      action: 'overtime.withdraw',
      target: `overtime ${id}`,
      subject: employee ?? user,
      summary: auditSummary('overtimeWithdraw', { name: user.name, span: spanText(removed) }),
      changes: [{ field: 'status', before: 'Pending', after: 'Withdrawn' }],
    });
    return removed;
  });
}

/** Who may decide: the employee's supervisor, an approver it was routed to, or their company's HR (not their own). */
async function employeeDecidableBy(db: Db, row: OvertimeRow, caller: UserRow): Promise<UserRow> {
  const employee = await findUserById(db, row.user_id);
  if (employee && employee.id !== caller.id) {
    if (supervises(caller, employee)) return employee;
    if (caller.role_id === HR_ADMIN_ROLE && caller.comp_kd !== null && caller.comp_kd === employee.comp_kd)
      return employee;
    if (
      (await approvalItemsAbout(db, DECIDE_REDIRECT, row.id)).some(
        (item) => item.user_id === caller.id && item.status === 'Pending',
      )
    )
      return employee;
  }
  throw forbidden(M.notApprover, 'overtime_not_approver');
}

/** POST /overtime/:id/approve and /reject: once, after the employee agreed (an approval); every approver's item is settled. */
export async function decideOvertime(ctx: AppContext, { user }: Caller, id: number, decision: 'Approved' | 'Rejected') {
  const row = await queries.findOvertime(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'overtime_not_found');
  const employee = await employeeDecidableBy(ctx.db, row, user);
  if (row.status !== 'Pending') throw conflict(M.alreadyDecided, 'overtime_already_decided');
  if (decision === 'Approved' && !row.consented_at) throw conflict(M.consentFirst, 'overtime_consent_missing');
  return ctx.db.transaction(async (tx) => {
    const decided = await queries.decidePending(tx, id, decision, user.id, ctx.clock.now());
    if (!decided) throw conflict(M.alreadyDecided, 'overtime_already_decided');
    await settleItems(tx, DECIDE_REDIRECT, id, decision);
    await settleItems(tx, CONSENT_REDIRECT, id, decision);
    await notify(tx, employee.id, {
      message: {
        key: decision === 'Approved' ? 'overtimeApproved' : 'overtimeRejected',
        values: { span: spanMessage(decided), name: user.name },
      },
      status: decision,
      redirect: NOTICE_REDIRECT,
      itemid: id,
    });
    await recordAudit(tx, {
      compKd: employee.comp_kd,
      actor: user,
      action: decision === 'Approved' ? 'overtime.approve' : 'overtime.reject',
      target: `overtime ${id}`,
      subject: employee,
      summary: auditSummary(decision === 'Approved' ? 'overtimeApprove' : 'overtimeReject', {
        employee: employee.name,
        span: spanText(decided),
      }),
      changes: [{ field: 'status', before: 'Pending', after: decision }],
    });
    return decided;
  });
}

/** GET /overtime/:id: the employee, whoever decides it, or their HR. */
export async function readOvertime(ctx: AppContext, { user }: Caller, id: number) {
  const row = await queries.findOvertime(ctx.db, id);
  if (!row) throw notFound(M.notFound, 'overtime_not_found');
  const employee = row.user_id === user.id ? user : await employeeDecidableBy(ctx.db, row, user).catch(() => null);
  if (!employee) throw notFound(M.notFound, 'overtime_not_found');
  return { row, employee };
}

/** GET /overtime: a person's month of overtime (their own, or a team member's for the supervisor): each requested day and the totals. */
export async function overtimeMonth(ctx: AppContext, { user }: Caller, query: z.infer<typeof overtimeMonthQuery>) {
  const person = query.nik === undefined || query.nik === user.nik ? user : await findUserByNik(ctx.db, query.nik);
  if (!person || (person.id !== user.id && !supervises(user, person)))
    throw forbidden(M.notYourEmployee, 'overtime_not_your_employee');
  const period = monthPeriod(query.month, ctx.clock.now());
  const request = {
    company: person.comp_kd ?? '',
    people: [person],
    from: period.from,
    to: period.to,
    now: ctx.clock.now(),
  };
  for await (const { lines } of overtimeOf(ctx, request)) {
    const rejected = (await queries.requestsBetween(ctx.db, [person.id], period.from, period.to)).filter(
      (row) => row.status === 'Rejected',
    );
    return {
      ...period,
      employee: { nik: person.nik, name: person.name },
      lines,
      rejected,
      totals: overtimeTotals(lines),
    };
  }
  throw new Error('overtimeOf yielded nothing for one person');
}
