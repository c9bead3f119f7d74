import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { conflict, notFound } from '../errors.js';
import type { MultipartBody } from '../http/multipart.js';
import { parse } from '../http/validate.js';
import { notify, settleInboxItem, type InboxStatus } from '../inbox/index.js';
import { approvalItemsAbout } from '../inbox/index.js';
import { recordAudit, recordDecision, auditSummary } from '../platform/audit.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { lockUser } from '../users/index.js';
import { APPROVE_REDIRECT, employeeDecidableBy } from './access.js';
import { chargeOnApproval, giveBack } from './balance.js';
import { displayRange, leaveDays } from './dates.js';
import { renderLeaveForm } from './leave-form-pdf.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';
import type { LeaveRow } from './queries.js';
import { approveFields, rejectBody } from './schemas.js';
import { assertDrawnSignature } from './signature.js';

const alreadyDecided = (leave: LeaveRow | undefined) =>
  conflict(leave?.status === 'Rejected' ? M.alreadyRejected : M.alreadyApproved, 'leave_already_decided');

/** A Pending request the caller may decide (access.ts says who); its employee beside it. */
async function decidableLeave(ctx: AppContext, caller: UserRow, leaveId: number) {
  const leave = await queries.findLeave(ctx.db, leaveId);
  if (!leave) throw notFound(M.notFound, 'leave_not_found');
  const employee = await employeeDecidableBy(ctx.db, leave, caller);
  if (leave.status !== 'Pending') throw alreadyDecided(leave);
  return { leave, employee };
}

/**
 * Settles every approver's item for this request (it may have gone to several HR admins, or a
 * stand-in). The client's ibxid is only a hint: the items are found by what they are about, so a
 * stale or foreign ibxid settles nothing else. An approved item leads on to the signed PDF.
 */
async function settleApprovalItems(db: Db, leaveId: number, status: InboxStatus, pdfName?: string) {
  const waiting: number[] = [];
  for (const item of await approvalItemsAbout(db, APPROVE_REDIRECT, leaveId)) {
    if (item.status !== 'Pending') continue;
    await settleInboxItem(db, item.id, item.user_id, status, pdfName ? { redirect: null, itemid: pdfName } : undefined);
    waiting.push(item.user_id);
  }
  /** Whoever still had it to decide. */
  return waiting;
}

/**
 * PUT /leave: the employee's supervisor signs and chooses the Keterangan; the signed form is
 * rendered as a PDF and the employee is told, with the PDF's name as the item id. The status guard
 * of the update decides once, however many approvals race.
 */
export async function approveLeave(ctx: AppContext, { user }: Caller, body: MultipartBody) {
  const form = parse(approveFields, body.fields);
  const supervisorSignature = await assertDrawnSignature(body.files.signature);
  const { leave, employee } = await decidableLeave(ctx, user, form.leave_id);
  const employeeSignature = await ctx.storage.get('signature', leave.signature);
  if (!employeeSignature) throw notFound(M.notFound, 'leave_file_missing');

  const decidedAt = ctx.clock.now();
  const pdf = await renderLeaveForm({
    employee: { name: employee.name, nik: employee.nik, department: employee.dept_nm ?? employee.dept_kd },
    supervisorName: user.name,
    tipe: leave.tipe,
    reason: leave.reason,
    leaveDuration: leave.leave_duration,
    startDate: leave.start_date,
    endDate: leave.end_date,
    startTime: leave.start_time,
    endTime: leave.end_time,
    description: form.description,
    replacementDate: form.replacement_date ?? null,
    decidedOn: jakartaDate(decidedAt),
    employeeSignature,
    supervisorSignature,
  });
  const spvSignature = await ctx.storage.put('signature', supervisorSignature, 'png');
  const pdfName = await ctx.storage.put('leave-pdf', pdf, 'pdf');

  const approved = await ctx.db.transaction(async (tx) => {
    const row = await queries.approvePending(tx, {
      leaveId: leave.id,
      supervisorId: user.id,
      spvSignature,
      description: form.description,
      replacementDate: form.replacement_date,
      pdfName,
      decidedAt,
    });
    if (!row) throw alreadyDecided(await queries.findLeave(tx, leave.id));
    await lockUser(tx, employee.id);
    const charged = await chargeOnApproval(ctx, tx, employee, row, form.description, user.id);
    if (charged) await queries.setChargedType(tx, row.id, charged);
    await settleApprovalItems(tx, row.id, 'Approved', pdfName);
    await notify(tx, employee.id, {
      message: {
        key: 'leaveApproved',
        values: { type: row.tipe, days: leaveDays(row.start_date, row.end_date), name: user.name },
      },
      status: 'Approved',
      redirect: null,
      itemid: pdfName,
    });
    await recordDecision(tx, {
      supervisor: user,
      employee,
      action: 'leave.approve',
      target: `leave ${row.id}`,
      summary: auditSummary('leaveApprove', {
        employee: employee.name,
        type: row.tipe,
        days: displayRange(row.start_date, row.end_date),
      }),
      changes: [
        { field: 'status', before: 'Pending', after: 'Approved' },
        { field: 'description', before: null, after: form.description },
        ...(form.replacement_date ? [{ field: 'replacement_date', before: null, after: form.replacement_date }] : []),
      ],
    });
    return row;
  });
  return { id: approved.id, status: approved.status, pdf_name: approved.pdf_name };
}

/** DELETE /leave: the supervisor refuses; the request stays, Rejected, and the employee is told. */
export async function rejectLeave(ctx: AppContext, { user }: Caller, body: unknown) {
  const { leaveid } = parse(rejectBody, body);
  const { leave, employee } = await decidableLeave(ctx, user, leaveid);
  const rejected = await ctx.db.transaction(async (tx) => {
    const row = await queries.rejectPending(tx, leave.id, user.id, ctx.clock.now());
    if (!row) throw alreadyDecided(await queries.findLeave(tx, leave.id));
    await settleApprovalItems(tx, row.id, 'Rejected');
    await notify(tx, employee.id, {
      message: {
        key: 'leaveRejected',
        values: { type: row.tipe, days: leaveDays(row.start_date, row.end_date), name: user.name },
      },
      status: 'Rejected',
      redirect: null,
      itemid: row.id,
    });
    await recordDecision(tx, {
      supervisor: user,
      employee,
      action: 'leave.reject',
      target: `leave ${row.id}`,
      summary: auditSummary('leaveReject', {
        employee: employee.name,
        type: row.tipe,
        days: displayRange(row.start_date, row.end_date),
      }),
      changes: [{ field: 'status', before: 'Pending', after: 'Rejected' }],
    });
    return row;
  });
  return { id: rejected.id, status: rejected.status };
}

/**
 * POST /leave-cancel: the employee withdraws a Pending request, or an Approved one that has not
 * started; the days its approval took go back to the periods they came from, every approver's open
 * item is closed, and the cancellation is audited.
 */
export async function cancelLeave(ctx: AppContext, { user }: Caller, body: unknown) {
  const { leaveid } = parse(rejectBody, body);
  const leave = await queries.findLeave(ctx.db, leaveid);
  if (!leave || leave.user_id !== user.id) throw notFound(M.notFound, 'leave_not_found');
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const row = await queries.cancelRequest(tx, leave.id, user.id, jakartaDate(now), now);
    if (!row) throw conflict(M.cannotCancel, 'leave_not_cancellable');
    await giveBack(ctx, tx, user.id, row, user.id);
    // Whoever still had it to decide hears it was withdrawn (issue 47), rather than finding it gone.
    for (const approverId of await settleApprovalItems(tx, row.id, 'Success')) {
      await notify(tx, approverId, {
        message: {
          key: 'leaveWithdrawn',
          values: { name: user.name, type: row.tipe, days: leaveDays(row.start_date, row.end_date) },
        },
        status: 'Success',
        event: 'request.withdrawn',
      });
    }
    await recordAudit(tx, {
      compKd: user.comp_kd,
      actor: user,
      action: 'leave.cancel',
      target: `leave ${row.id}`,
      subject: user,
      summary: auditSummary('leaveCancel', {
        employee: user.name,
        type: row.tipe,
        days: displayRange(row.start_date, row.end_date),
      }),
      changes: [{ field: 'status', before: leave.status, after: 'Cancelled' }],
    });
    return { id: row.id, status: row.status };
  });
}
