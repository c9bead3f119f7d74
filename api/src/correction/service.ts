import { recordCorrectedClocking } from '../attendance/index.js';
import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict, forbidden, nikMismatch, notFound } from '../errors.js';
import { recordAudit, recordDecision, auditSummary } from '../platform/audit.js';
import type { MultipartFile } from '../http/multipart.js';
import { notify, settleInboxItem } from '../inbox/index.js';
import { approvalItemsAbout, pendingItemIdsAbout } from '../inbox/index.js';
import { isStoredName } from '../storage/storage.js';
import { supervises } from '../users/index.js';
import { checkAttachment, checkPhoto, storeCorrectionFiles } from './files.js';
import { cutoffMessage, MESSAGES, outOfWindowMessage } from './messages.js';
import {
  deletePending,
  findCorrection,
  findCorrectionByFile,
  pendingOf,
  insertCorrection,
  linkAttendance,
  markDecided,
  type CorrectionWithEmployee,
} from './queries.js';
import type { CorrectionFields, DecisionBody } from './schemas.js';
import { jakartaDisplayDate, TIME_ZONE, zonedHourMinute } from '../lib/jakarta.js';
import {
  correctionWindow,
  DEFAULT_WINDOW_DAYS,
  isInCorrectionWindow,
  jakartaInstant,
  type WindowRule,
} from './window.js';
import { personZone } from '../workdays/index.js';
import { correctionWindowRule } from './settings.js';

/** "Clock In on 20-11-2026 at 17:05" on the employee's wall clock, saying the zone when it is not Jakarta's ("… at 17:05 WITA"). */
/** The day and time a correction asks for, on the employee's wall clock, as its inbox sentences name them. */
const clockingAt = (instant: Date, zone: string) => ({
  day: jakartaDisplayDate(instant, zone),
  time: zonedHourMinute(instant, zone),
});

const CORRECTION_DECIDED = {
  Approved: { in: 'correctionApprovedIn', out: 'correctionApprovedOut' },
  Rejected: { in: 'correctionRejectedIn', out: 'correctionRejectedOut' },
} as const;

/**
 * The instant asked for (its date and time read in the person's zone), which must fall in the
 * company's window (window.ts): days back, or until the monthly cut-off day, up to now.
 */
export function requestedInstant(
  fields: Pick<CorrectionFields, 'attendDate' | 'attendTime'>,
  now: Date,
  rule: number | WindowRule = DEFAULT_WINDOW_DAYS,
  zone: string = TIME_ZONE,
): Date {
  const instant = jakartaInstant(fields.attendDate, fields.attendTime, zone);
  if (!instant) throw badRequest(MESSAGES.dateInvalid, 'invalid_date');
  const { days, cutoff_day } = typeof rule === 'number' ? { days: rule, cutoff_day: null } : rule;
  if (!isInCorrectionWindow(instant, now, rule, zone)) {
    if (cutoff_day !== null) {
      throw badRequest(
        cutoffMessage(jakartaDisplayDate(correctionWindow(now, rule, zone).from, zone), cutoff_day),
        'date_out_of_window',
      );
    }
    throw badRequest(outOfWindowMessage(days), 'date_out_of_window');
  }
  return instant;
}

/** Files a correction as Pending and puts it in the employee's supervisor's inbox. */
export async function fileCorrection(
  ctx: AppContext,
  caller: Caller,
  fields: CorrectionFields,
  files: { photo?: MultipartFile; files?: MultipartFile },
  now = ctx.clock.now(),
): Promise<number> {
  const { user } = caller;
  if (fields.usernik !== user.nik) throw nikMismatch(MESSAGES.nikMismatch);
  const [rule, zone] = await Promise.all([correctionWindowRule(ctx.db, user.comp_kd), personZone(ctx.db, user.id)]);
  const instant = requestedInstant(fields, now, rule, zone);
  const photo = await checkPhoto(files.photo?.bytes);
  const attachment = files.files?.bytes.length ? await checkAttachment(files.files.bytes) : null;
  if (user.supervisor_id === null) throw badRequest(MESSAGES.noSupervisor, 'no_supervisor');
  const stored = await storeCorrectionFiles(ctx, photo, attachment);
  return ctx.db.transaction(async (tx) => {
    const id = await insertCorrection(tx, {
      user_id: user.id,
      requested_at: instant,
      clocking: fields.clocking,
      reason: fields.description,
      attachment: stored.attachment,
      photo: stored.photo,
      latitude: fields.latitude ?? null,
      longitude: fields.longitude ?? null,
      lok_nm: fields.lok_nm ?? null,
    });
    await notify(tx, user.supervisor_id!, {
      message: {
        key: fields.clocking ? 'correctionFiledIn' : 'correctionFiledOut',
        values: { name: user.name, nik: user.nik, ...clockingAt(instant, zone) },
      },
      status: 'Pending',
      redirect: 'correction',
      itemid: id,
    });
    return id;
  });
}

const isSupervisorOf = (caller: Caller, request: CorrectionWithEmployee) => supervises(caller.user, request);

/** The employee may read their own request; their supervisor may read it too. */
function assertMayRead(caller: Caller, request: CorrectionWithEmployee): void {
  if (request.user_id !== caller.user.id && !isSupervisorOf(caller, request)) throw forbidden();
}

export async function readCorrection(ctx: AppContext, caller: Caller, id: number): Promise<CorrectionWithEmployee> {
  const request = await findCorrection(ctx.db, id);
  if (!request) throw notFound('This request does not exist');
  assertMayRead(caller, request);
  return request;
}

/**
 * The supervisor approves or rejects, once. Approving adds the attendance row at the requested
 * instant, marked as a correction; either way the supervisor's item is settled and the employee told.
 */
export async function decideCorrection(ctx: AppContext, caller: Caller, { id, decision }: DecisionBody): Promise<void> {
  const request = await findCorrection(ctx.db, id);
  if (!request) throw notFound('This request does not exist');
  if (!isSupervisorOf(caller, request)) throw forbidden();
  if (request.status !== 'Pending') throw conflict(MESSAGES.alreadyDecided, 'already_decided');
  // The attendance row gets its own copy of the selfie, so it is served like any other clocking photo.
  const attendancePhoto = decision === 'Approved' ? await copyPhotoToAttendance(ctx, request.photo) : null;
  await ctx.db.transaction(async (tx) => {
    const decided = await markDecided(tx, id, decision, caller.user.id, ctx.clock.now());
    if (!decided) throw conflict(MESSAGES.alreadyDecided, 'already_decided');
    if (attendancePhoto) {
      const attendanceId = await recordCorrectedClocking(ctx, tx, {
        userId: decided.user_id,
        clocking: decided.clocking,
        at: decided.requested_at,
        latitude: decided.latitude,
        longitude: decided.longitude,
        place: decided.lok_nm,
        photo: attendancePhoto,
        reason: decided.reason,
      });
      await linkAttendance(tx, id, attendanceId);
    }
    for (const inboxId of await pendingItemIdsAbout(tx, caller.user.id, 'correction', id)) {
      await settleInboxItem(tx, inboxId, caller.user.id, decision);
    }
    await notify(tx, request.user_id, {
      message: {
        key: CORRECTION_DECIDED[decision][request.clocking ? 'in' : 'out'],
        values: { ...clockingAt(request.requested_at, request.employee_zone), name: caller.user.name },
      },
      status: decision,
      redirect: 'correction',
      itemid: id,
    });
    await recordDecision(tx, {
      supervisor: caller.user,
      // A supervisor is always of their employee's company (hr/employees checks it), so theirs is the trail.
      employee: {
        id: request.user_id,
        nik: request.employee_nik,
        name: request.employee_name,
        comp_kd: caller.user.comp_kd,
      },
      action: decision === 'Approved' ? 'correction.approve' : 'correction.reject',
      target: `correction ${id}`,
      summary: auditSummary(
        `correction${decision === 'Approved' ? 'Approve' : 'Reject'}${request.clocking ? 'In' : 'Out'}`,
        {
          employee: request.employee_name,
          day: jakartaDisplayDate(request.requested_at, request.employee_zone),
          time: zonedHourMinute(request.requested_at, request.employee_zone),
        },
      ),
      changes: [{ field: 'status', before: 'Pending', after: decision }],
    });
  });
}

/** GET /request_attend: the caller's own requests still waiting for a decision (each may be withdrawn). */
export const pendingCorrections = (ctx: AppContext, caller: Caller) => pendingOf(ctx.db, caller.user.id);

/**
 * POST /request_attend/:id/withdraw: the employee takes back a request nobody decided yet (issue 45
 * case 10), as a pending overtime or leave request is taken back: it corrected nothing, so it is removed
 * (the audit trail keeps it); the supervisor's item is settled and they are told, rather than finding it gone.
 */
export async function withdrawCorrection(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const request = await findCorrection(ctx.db, id);
  if (!request) throw notFound('This request does not exist');
  if (request.user_id !== caller.user.id) throw forbidden(MESSAGES.withdrawOnlyOwn, 'correction_withdraw_not_yours');
  await ctx.db.transaction(async (tx) => {
    const removed = await deletePending(tx, id);
    if (!removed) throw conflict(MESSAGES.alreadyDecided, 'already_decided');
    const { name, nik } = caller.user;
    const { day, time } = clockingAt(request.requested_at, request.employee_zone);
    const message = {
      key: request.clocking ? 'correctionWithdrawnIn' : 'correctionWithdrawnOut',
      values: { name, nik, day, time },
    } as const;
    const approvers = new Set<number>();
    for (const { id: inboxId, user_id, status } of await approvalItemsAbout(tx, 'correction', id)) {
      if (status !== 'Pending') continue;
      await settleInboxItem(tx, inboxId, user_id, 'Success');
      approvers.add(user_id);
    }
    for (const approverId of approvers) {
      await notify(tx, approverId, {
        message,
        status: 'Success',
        event: 'request.withdrawn',
      });
    }
    await recordAudit(tx, {
      compKd: caller.user.comp_kd,
      actor: caller.user,
      action: 'correction.withdraw',
      target: `correction ${id}`,
      subject: caller.user,
      summary: auditSummary(`correctionWithdraw${request.clocking ? 'In' : 'Out'}`, { employee: name, day, time }),
      changes: [{ field: 'status', before: 'Pending', after: 'Withdrawn' }],
    });
  });
}

async function copyPhotoToAttendance(ctx: AppContext, photo: string): Promise<string> {
  const bytes = await ctx.storage.get('correction', photo);
  if (!bytes) throw notFound('The photo of this request is missing');
  return ctx.storage.put('attendance', bytes, photo.endsWith('.png') ? 'png' : 'jpg');
}

/** A request's selfie or attachment, for the employee and their supervisor only. */
export async function readCorrectionFile(ctx: AppContext, caller: Caller, file: string) {
  if (!isStoredName(file)) throw notFound();
  const request = await findCorrectionByFile(ctx.db, file);
  if (!request) throw notFound();
  assertMayRead(caller, request);
  const bytes = await ctx.storage.get('correction', file);
  if (!bytes) throw notFound();
  return { bytes, request };
}
