import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { conflict, forbidden } from '../errors.js';
import { recordAudit, auditSummary } from '../platform/audit.js';
import { notify } from '../inbox/index.js';
import { jakartaDisplayDate, jakartaHourMinute, zonedHourMinute } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { mayReadAttendanceOf } from './access.js';
import { learnFromAccepted } from './face-looks.js';
import { MESSAGES } from './messages.js';
import * as queries from './queries.js';
import type { ReviewBody, ReviewListQuery } from './schemas.js';

/**
 * Who may decide a flagged clocking (issue 29): the owner's supervisor and an HR admin of the
 * owner's company — whoever may read it (access.ts) except the owner themself.
 */
const mayReview = (reader: UserRow, owner: { id: number; supervisor_id: number | null; comp_kd: string | null }) =>
  reader.id !== owner.id && mayReadAttendanceOf(reader, owner);

/** GET /attendance/review: the flagged clockings the caller may decide (supervisor: their team; HR: their company), filtered. */
export function reviewQueue(ctx: AppContext, reader: UserRow, filter: ReviewListQuery) {
  return queries.listReviewable(ctx.db, {
    readerId: reader.id,
    roleId: reader.role_id,
    compKd: reader.comp_kd,
    ...filter,
  });
}

/** How many flagged clockings wait for the caller's decision (Home's count; 0 for an employee). */
export const waitingReviewCount = (db: Db, reader: UserRow) =>
  reader.role_id === 2 || reader.role_id === 3 ? queries.countReviewable(db, reader) : Promise.resolve(0);

/**
 * POST /attendance/review: accepts or rejects flagged clockings (one, or many at once), with the
 * reason, all or nothing: every id must be "Needs review" and the caller's to decide. Each decision
 * writes an audit row and the owner's inbox item with the outcome in the same transaction. A
 * rejected record stays for the record but no day counts it (workdays/queries.ts). A clocking
 * accepted on its own whose face alone sent it to review teaches the person's face template a look,
 * after the reply; a bulk accept teaches none (face-looks.ts).
 */
export async function decideReview(ctx: AppContext, reviewer: UserRow, body: ReviewBody, now = ctx.clock.now()) {
  const decided = await ctx.db.transaction(async (tx) => {
    const rows = await queries.lockForReview(tx, body.ids);
    if (rows.length !== body.ids.length) throw forbidden(MESSAGES.notYourRecord);
    for (const row of rows) {
      if (!mayReview(reviewer, { id: row.user_id, supervisor_id: row.owner_supervisor_id, comp_kd: row.owner_comp_kd }))
        throw forbidden(MESSAGES.notYourReview, 'not_your_review');
      if (row.review_status !== 'needs_review') throw conflict(MESSAGES.alreadyReviewed, 'already_reviewed');
    }
    await queries.setReview(tx, body.ids, {
      status: body.decision,
      reviewerId: reviewer.id,
      at: now,
      reason: body.reason,
    });
    // The owner reads the outcome in their inbox, one item per clocking, as a leave or correction decision is told.
    for (const row of rows) {
      // On the owner's wall clock: they read it in their inbox.
      const at = `${jakartaDisplayDate(row.attended_at, row.owner_zone)} ${jakartaHourMinute(row.attended_at, row.owner_zone)}`;
      await notify(tx, row.user_id, {
        message:
          body.decision === 'accepted'
            ? { key: row.clocking ? 'clockInAccepted' : 'clockOutAccepted', values: { at } }
            : { key: row.clocking ? 'clockInRejected' : 'clockOutRejected', values: { at, reason: body.reason } },
        status: body.decision === 'accepted' ? 'Approved' : 'Rejected',
        // Names what the item is about (the clocking's review); a decided item leads nowhere (@hadir/common/inbox-link).
        redirect: 'review',
        itemid: row.id,
        event: 'clocking.reviewed',
      });
    }
    await recordAudit(
      tx,
      rows.map((row) => ({
        compKd: row.owner_comp_kd,
        actor: { id: reviewer.id, nik: reviewer.nik, name: reviewer.name },
        action: body.decision === 'accepted' ? 'attendance.review.accept' : 'attendance.review.reject',
        target: `attendance ${row.id}`,
        subject: { id: row.user_id, nik: row.owner_nik, name: row.owner_name },
        summary: auditSummary(
          `review${row.clocking ? 'In' : 'Out'}${body.decision === 'accepted' ? 'Accepted' : 'Rejected'}`,
          {
            day: jakartaDisplayDate(row.attended_at, row.owner_zone),
            time: zonedHourMinute(row.attended_at, row.owner_zone),
            reason: body.reason,
          },
        ),
        changes: [{ field: 'review', before: 'needs_review', after: body.decision }],
      })),
    );
    return rows.length;
  });
  if (body.decision === 'accepted' && body.ids.length === 1) learnFromAccepted(ctx, body.ids[0]);
  return decided;
}

/** A person's clockings of a period that payroll cannot settle yet (still "Needs review") and those rejected. */
export interface ReviewCounts {
  under_review: number;
  rejected: number;
}

const NONE: ReviewCounts = { under_review: 0, rejected: 0 };

/**
 * The review counts of these people's clockings stored on a day in [from, to], read in one query
 * (the recap's page, or a whole export of 10,000 people), looked up by user id.
 */
export async function reviewCountsOf(
  db: Db,
  userIds: number[],
  period: { from: string; to: string },
): Promise<(userId: number) => ReviewCounts> {
  if (userIds.length === 0) return () => NONE;
  const rows = await queries.reviewCounts(db, userIds, period.from, period.to);
  const byUser = new Map(rows.map((row) => [row.user_id, { under_review: row.under_review, rejected: row.rejected }]));
  return (userId) => byUser.get(userId) ?? NONE;
}
