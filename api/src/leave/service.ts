import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { badRequest, fileTooLarge, nikMismatch, notFound } from '../errors.js';
import type { MultipartBody } from '../http/multipart.js';
import { parse } from '../http/validate.js';
import { notify } from '../inbox/notify.js';
import { sniffFileType } from '../lib/file-type.js';
import { findUserById, lockUser } from '../users/queries.js';
import { employeeReadableBy } from './access.js';
import { displayRange } from './dates.js';
import { MAX_ATTACHMENT_BYTES } from './leave-types.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import { presentLeaveDetail, presentLeaveItem } from './presenter.js';
import * as queries from './queries.js';
import { fileLeaveFields } from './schemas.js';
import { assertDrawnSignature } from './signature.js';

/** The route name the supervisor's inbox item opens (rules §2: /approve/{ibxid}/{id}). */
export const APPROVE_REDIRECT = 'approve';

function assertPdfAttachment(file: MultipartBody['files'][string] | undefined): Buffer {
  if (!file || file.bytes.length === 0) throw badRequest(M.attachmentRequired, 'attachment_required', { field: 'files' });
  if (sniffFileType(file.bytes) !== 'pdf') throw badRequest(M.attachmentNotPdf, 'attachment_not_pdf', { field: 'files' });
  if (file.bytes.length > MAX_ATTACHMENT_BYTES) throw fileTooLarge(M.attachmentTooLarge);
  return file.bytes;
}

/**
 * POST /leave: checks the form, the PDF and the drawn signature, refuses a range that overlaps a
 * Pending or Approved request, stores the files and tells the supervisor.
 */
export async function fileLeave(ctx: AppContext, { user }: Caller, body: MultipartBody) {
  const form = parse(fileLeaveFields, body.fields);
  const attachment = assertPdfAttachment(body.files.files);
  const signature = await assertDrawnSignature(body.files.signature);
  if (form.nik !== user.nik) throw nikMismatch(M.nikNotYours);
  const supervisor = user.supervisor_id ? await findUserById(ctx.db, user.supervisor_id) : undefined;
  if (!supervisor) throw badRequest(M.noSupervisor, 'no_supervisor');
  if (await queries.findOverlap(ctx.db, user.id, form.start_date, form.end_date)) throw badRequest(M.overlap, 'leave_overlap');

  const stored = {
    attachment: await ctx.storage.put('attachment', attachment, 'pdf'),
    signature: await ctx.storage.put('signature', signature, 'png'),
  };
  const leave = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (await queries.findOverlap(tx, user.id, form.start_date, form.end_date)) throw badRequest(M.overlap, 'leave_overlap');
    const row = await queries.insertLeave(tx, {
      userId: user.id,
      tipe: form.tipe,
      reason: form.reason,
      leaveDuration: form.leave_duration,
      startDate: form.start_date,
      endDate: form.end_date,
      startTime: form.start_time,
      endTime: form.end_time,
      ...stored,
    });
    await notify(tx, supervisor.id, {
      message: `${user.name} requests ${row.tipe} on ${displayRange(row.start_date, row.end_date)}`,
      status: 'Pending',
      redirect: APPROVE_REDIRECT,
      itemid: row.id,
    });
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
