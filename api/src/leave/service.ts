import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { badRequest, fileTooLarge, nikMismatch, notFound } from '../errors.js';
import type { MultipartBody } from '../http/multipart.js';
import { parse } from '../http/validate.js';
import { notify } from '../inbox/index.js';
import { sniffFileType } from '../lib/file-type.js';
import type { Db } from '../db/db.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { findUserById, lockUser } from '../users/index.js';
import { APPROVE_REDIRECT, employeeReadableBy } from './access.js';
import { routed, routeRequest } from './approvers.js';
import { balancesFor, leftOf } from './balance.js';
import { leaveDays } from './dates.js';
import { requestedBetween } from './ledger-queries.js';
import { MAX_ATTACHMENT_BYTES } from './leave-types.js';
import { LEAVE_LIMIT_MESSAGES as L, LEAVE_MESSAGES as M } from './messages.js';
import {
  addMonths,
  attachmentRequired,
  checkRequest,
  type LeavePolicy,
  type RequestFacts,
  type RequestProblem,
} from './policy.js';
import { companyPolicies, findPolicy } from './policy-queries.js';
import { workingDaysOf } from './working-days.js';
import { presentLeaveDetail, presentLeaveItem } from './presenter.js';
import * as queries from './queries.js';
import { fileLeaveFields, type FileLeaveFields, type LeavePreviewQuery } from './schemas.js';
import { assertDrawnSignature } from './signature.js';

/** The PDF a person attached, checked; null when none was sent (the policy decides whether one must be). */
function pdfAttachment(file: MultipartBody['files'][string] | undefined): Buffer | null {
  if (!file || file.bytes.length === 0) return null;
  if (sniffFileType(file.bytes) !== 'pdf')
    throw badRequest(M.attachmentNotPdf, 'attachment_not_pdf', { field: 'files' });
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw fileTooLarge(M.attachmentTooLarge);
  return file.bytes;
}

/** The company's active policy of a type, or the form's "choose a type" refusal. */
async function policyOf(db: Db, user: UserRow, leaveType: string): Promise<LeavePolicy> {
  const policy = await findPolicy(db, user.comp_kd, leaveType);
  if (!policy?.active) throw badRequest(M.typeInvalid, 'leave_type_invalid', { field: 'tipe' });
  return policy;
}

const monthOf = (day: string) => ({ from: `${day.slice(0, 7)}-01`, to: addMonths(`${day.slice(0, 7)}-01`, 1) });

/** The facts a policy judges a request by, read inside the caller's transaction when it holds the lock. */
async function requestFacts(
  ctx: AppContext,
  db: Db,
  user: UserRow,
  policy: LeavePolicy,
  form: FileLeaveFields,
  days: number,
  hasAttachment: boolean,
): Promise<RequestFacts> {
  const month = monthOf(form.start_date);
  return {
    start: form.start_date,
    end: form.end_date,
    days,
    hasAttachment,
    left: policy.tracks_balance ? await leftOf(ctx, db, user, policy.leave_type) : 0,
    usedThisMonth:
      policy.max_days_per_month === null
        ? 0
        : await requestedBetween(db, user.id, policy.leave_type, month.from, month.to),
  };
}

/** A broken policy rule as the failure a person reads, with the numbers. */
function refusal(problem: RequestProblem, policy: LeavePolicy) {
  switch (problem.id) {
    case 'leave_no_working_days':
      return badRequest(M.noWorkingDays, problem.id, { field: 'end_date' });
    case 'leave_too_many_days':
      return badRequest(L.tooManyDays(problem.max), problem.id, { field: 'end_date', max: problem.max });
    case 'leave_too_long':
      return badRequest(L.tooLong(problem.months), problem.id, { field: 'end_date', months: problem.months });
    case 'leave_month_limit':
      return badRequest(L.monthLimit(problem.max, problem.used), problem.id, {
        field: 'start_date',
        max: problem.max,
        used: problem.used,
      });
    case 'leave_balance_insufficient':
      return badRequest(L.balanceInsufficient(problem.days, problem.left), problem.id, {
        field: 'end_date',
        days: problem.days,
        left: problem.left,
      });
    case 'attachment_required':
      return badRequest(L.letterRequired(policy.leave_type), problem.id, { field: 'files' });
  }
}

/** How many working days a request would use and what would be left (the form asks as dates change). */
export async function previewLeave(ctx: AppContext, { user }: Caller, query: LeavePreviewQuery) {
  const policy = await policyOf(ctx.db, user, query.tipe);
  const days = await workingDaysOf(ctx, user, query.start_date, query.end_date, query.leave_duration === 'Half Day');
  const left = policy.tracks_balance
    ? await ctx.db.transaction((tx) => leftOf(ctx, tx, user, policy.leave_type))
    : null;
  return {
    days,
    balance: left,
    left_after: left === null ? null : Math.round((left - days) * 10) / 10,
    attachment_required: attachmentRequired(policy, days, query.start_date, query.end_date),
    tracks_balance: policy.tracks_balance,
  };
}

/**
 * POST /leave: checks the form, the policy of its type (the day count, the balance less pending
 * requests, the letter where required) and the drawn signature, refuses a range that overlaps a
 * Pending or Approved request, stores the files and tells whoever decides it. The checks run again
 * with the person's row locked, so two requests at once cannot both spend the last days.
 */
export async function fileLeave(ctx: AppContext, { user }: Caller, body: MultipartBody) {
  const form = parse(fileLeaveFields, body.fields);
  const policy = await policyOf(ctx.db, user, form.tipe);
  const attachment = pdfAttachment(body.files.files);
  const signature = await assertDrawnSignature(body.files.signature);
  if (form.nik !== user.nik) throw nikMismatch(M.nikNotYours);
  const today = jakartaDate(ctx.clock.now());
  const route = await routeRequest(ctx.db, user, today);
  if (await queries.findOverlap(ctx.db, user.id, form.start_date, form.end_date))
    throw badRequest(M.overlap, 'leave_overlap');
  const days = await workingDaysOf(ctx, user, form.start_date, form.end_date, form.leave_duration === 'Half Day');
  const check = async (db: Db) => {
    const problem = checkRequest(policy, await requestFacts(ctx, db, user, policy, form, days, attachment !== null));
    if (problem) throw refusal(problem, policy);
  };
  await ctx.db.transaction(check);

  const stored = {
    attachment: attachment ? await ctx.storage.put('attachment', attachment, 'pdf') : null,
    signature: await ctx.storage.put('signature', signature, 'png'),
  };
  const leave = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (await queries.findOverlap(tx, user.id, form.start_date, form.end_date))
      throw badRequest(M.overlap, 'leave_overlap');
    await check(tx);
    const row = await queries.insertLeave(tx, {
      userId: user.id,
      tipe: form.tipe,
      reason: form.reason,
      leaveDuration: form.leave_duration,
      startDate: form.start_date,
      endDate: form.end_date,
      startTime: form.start_time,
      endTime: form.end_time,
      days,
      ...stored,
      createdAt: ctx.clock.now(),
    });
    const request = {
      key: 'leaveFiled',
      values: { name: user.name, type: row.tipe, days: leaveDays(row.start_date, row.end_date) },
    } as const;
    for (const approver of route.approvers) {
      await notify(tx, approver.id, {
        message: routed(request, route.why),
        status: 'Pending',
        redirect: APPROVE_REDIRECT,
        itemid: row.id,
      });
    }
    return row;
  });
  return presentLeaveItem(leave);
}

export async function listLeaves(ctx: AppContext, { user }: Caller) {
  return (await queries.listLeaves(ctx.db, user.id)).map(presentLeaveItem);
}

export async function summarizeLeaves(ctx: AppContext, { user }: Caller) {
  return (await queries.countLeaves(ctx.db, user.id)) ?? { approved: 0, rejected: 0, pending: 0, total: 0 };
}

/** GET /leave-detail: for the employee and their supervisor only. */
export async function leaveDetail(ctx: AppContext, { user }: Caller, leaveId: number) {
  const leave = await queries.findLeave(ctx.db, leaveId);
  if (!leave) throw notFound(M.notFound, 'leave_not_found');
  const employee = await employeeReadableBy(ctx.db, leave, user);
  const supervisor = employee.supervisor_id ? await findUserById(ctx.db, employee.supervisor_id) : undefined;
  return presentLeaveDetail(leave, employee, supervisor);
}

/** GET /leave-types: the active types of the caller's company, in the policies' order. */
export const leaveTypesOf = async (ctx: AppContext, { user }: Caller) =>
  (await companyPolicies(ctx.db, user.comp_kd)).filter((policy) => policy.active).map((policy) => policy.leave_type);

/** GET /leave-balances: brought up to date, then summed from the ledger. */
export const leaveBalances = (ctx: AppContext, { user }: Caller) =>
  ctx.db.transaction((tx) => balancesFor(ctx, tx, user));
