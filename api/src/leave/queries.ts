import type { Db } from '../db/db.js';
import type { LeaveStatus } from './leave-types.js';

export interface LeaveRow {
  id: number;
  user_id: number;
  tipe: string;
  reason: string;
  leave_duration: string;
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  /** Null when the policy needed no letter and none was sent. */
  attachment: string | null;
  signature: string;
  status: LeaveStatus;
  /** Working days the request counts (the one day count); null for requests filed before it existed. */
  days: number | null;
  /** The balance its approval charged (the Keterangan decides), or null. */
  charged_type: string | null;
  description: string | null;
  replacement_date: string | null;
  spv_signature: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  pdf_name: string | null;
  created_at: Date;
}

export interface NewLeave {
  userId: number;
  tipe: string;
  reason: string;
  leaveDuration: string;
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
  days: number;
  attachment: string | null;
  signature: string;
  /** When it was filed, by the api's clock (escalation counts from it). */
  createdAt: Date;
}

/** Every column; calendar days cast to yyyy-mm-dd text so a day stays a day whatever the driver. */
const COLUMNS = `id, user_id, tipe, reason, leave_duration, start_date::text AS start_date, end_date::text AS end_date,
  start_time, end_time, attachment, signature, status, description, replacement_date::text AS replacement_date,
  spv_signature, decided_by, decided_at, pdf_name, created_at, days::float8 AS days, charged_type`;

export const findLeave = (db: Db, id: number) =>
  db.one<LeaveRow>(`SELECT ${COLUMNS} FROM leave_requests WHERE id = $1`, [id]);

export const listLeaves = (db: Db, userId: number) =>
  db.query<LeaveRow>(`SELECT ${COLUMNS} FROM leave_requests WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [
    userId,
  ]);

export const countLeaves = (db: Db, userId: number) =>
  db.one<{ approved: number; rejected: number; pending: number; total: number }>(
    `SELECT count(*) FILTER (WHERE status = 'Approved')::int AS approved,
            count(*) FILTER (WHERE status = 'Rejected')::int AS rejected,
            count(*) FILTER (WHERE status = 'Pending')::int AS pending,
            count(*)::int AS total
     FROM leave_requests WHERE user_id = $1`,
    [userId],
  );

/** A Pending or Approved request of the user that shares a day with [start, end]. */
export const findOverlap = (db: Db, userId: number, start: string, end: string) =>
  db.one<{ id: number }>(
    `SELECT id FROM leave_requests
     WHERE user_id = $1 AND status IN ('Pending', 'Approved') AND start_date <= $3::date AND end_date >= $2::date
     LIMIT 1`,
    [userId, start, end],
  );

export async function insertLeave(db: Db, leave: NewLeave): Promise<LeaveRow> {
  const row = await db.one<LeaveRow>(
    `INSERT INTO leave_requests
       (user_id, tipe, reason, leave_duration, start_date, end_date, start_time, end_time, attachment, signature, days, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      leave.userId,
      leave.tipe,
      leave.reason,
      leave.leaveDuration,
      leave.startDate,
      leave.endDate,
      leave.startTime ?? null,
      leave.endTime ?? null,
      leave.attachment,
      leave.signature,
      leave.days,
      leave.createdAt,
    ],
  );
  return row!;
}

export interface Approval {
  leaveId: number;
  supervisorId: number;
  spvSignature: string;
  description: string;
  replacementDate?: string;
  pdfName: string;
  /** The api's now (ctx.clock), so a test clock dates the decision too. */
  decidedAt: Date;
}

/** Decides a Pending request; undefined when it was already decided (the status guard makes it atomic). */
export const approvePending = (db: Db, approval: Approval) =>
  db.one<LeaveRow>(
    `UPDATE leave_requests
     SET status = 'Approved', spv_signature = $3, description = $4, replacement_date = $5::date,
         pdf_name = $6, decided_by = $2, decided_at = $7
     WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`,
    [
      approval.leaveId,
      approval.supervisorId,
      approval.spvSignature,
      approval.description,
      approval.replacementDate ?? null,
      approval.pdfName,
      approval.decidedAt,
    ],
  );

export const rejectPending = (db: Db, leaveId: number, supervisorId: number, decidedAt: Date) =>
  db.one<LeaveRow>(
    `UPDATE leave_requests SET status = 'Rejected', decided_by = $2, decided_at = $3
     WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`,
    [leaveId, supervisorId, decidedAt],
  );

/** The leave row that owns a stored file name, by the column that kind of file lives in. */
export const findLeaveOwning = {
  signature: (db: Db, name: string) =>
    db.one<LeaveRow>(`SELECT ${COLUMNS} FROM leave_requests WHERE signature = $1 OR spv_signature = $1 LIMIT 1`, [
      name,
    ]),
  attachment: (db: Db, name: string) =>
    db.one<LeaveRow>(`SELECT ${COLUMNS} FROM leave_requests WHERE attachment = $1 LIMIT 1`, [name]),
  'leave-pdf': (db: Db, name: string) =>
    db.one<LeaveRow>(`SELECT ${COLUMNS} FROM leave_requests WHERE pdf_name = $1 LIMIT 1`, [name]),
};

/** Records which balance an approval charged (set once, in the approval's transaction). */
export const setChargedType = (db: Db, leaveId: number, type: string) =>
  db.query('UPDATE leave_requests SET charged_type = $2 WHERE id = $1', [leaveId, type]);

/**
 * Cancels a request of its owner: a Pending one, or an Approved one that has not started by `today`.
 * Undefined when it is neither (the status guard makes a race decide once).
 */
export const cancelRequest = (db: Db, leaveId: number, userId: number, today: string, at: Date) =>
  db.one<LeaveRow>(
    `UPDATE leave_requests SET status = 'Cancelled', decided_at = $4
     WHERE id = $1 AND user_id = $2 AND (status = 'Pending' OR (status = 'Approved' AND start_date > $3::date))
     RETURNING ${COLUMNS}`,
    [leaveId, userId, today, at],
  );
