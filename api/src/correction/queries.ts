import type { Db } from '../db/db.js';
import { PERSON_ZONE } from '../workdays/index.js';

export type CorrectionStatus = 'Pending' | 'Approved' | 'Rejected';

export interface CorrectionRow {
  id: number;
  user_id: number;
  requested_at: Date;
  clocking: boolean;
  reason: string;
  attachment: string | null;
  photo: string;
  latitude: number | null;
  longitude: number | null;
  lok_nm: string | null;
  status: CorrectionStatus;
  decided_by: number | null;
  decided_at: Date | null;
  attendance_id: number | null;
  created_at: Date;
}

/** A request with the employee it belongs to and who may decide it. */
export interface CorrectionWithEmployee extends CorrectionRow {
  employee_name: string;
  employee_nik: number;
  supervisor_id: number | null;
  /** The employee's zone (PERSON_ZONE): the time was asked, and is shown, on its wall clock. */
  employee_zone: string;
}

export type NewCorrection = Pick<
  CorrectionRow,
  'user_id' | 'requested_at' | 'clocking' | 'reason' | 'attachment' | 'photo' | 'latitude' | 'longitude' | 'lok_nm'
>;

const WITH_EMPLOYEE = `SELECT r.*, u.name AS employee_name, u.nik AS employee_nik, u.supervisor_id, ${PERSON_ZONE} AS employee_zone
  FROM attendance_requests r JOIN users u ON u.id = r.user_id`;

export async function insertCorrection(db: Db, row: NewCorrection): Promise<number> {
  const inserted = await db.one<{ id: number }>(
    `INSERT INTO attendance_requests (user_id, requested_at, clocking, reason, attachment, photo, latitude, longitude, lok_nm)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      row.user_id,
      row.requested_at.toISOString(),
      row.clocking,
      row.reason,
      row.attachment,
      row.photo,
      row.latitude,
      row.longitude,
      row.lok_nm,
    ],
  );
  return inserted!.id;
}

export const findCorrection = (db: Db, id: number) =>
  db.one<CorrectionWithEmployee>(`${WITH_EMPLOYEE} WHERE r.id = $1`, [id]);

/** The request a stored file (its selfie or its attachment) belongs to. */
export const findCorrectionByFile = (db: Db, file: string) =>
  db.one<CorrectionWithEmployee>(`${WITH_EMPLOYEE} WHERE r.photo = $1 OR r.attachment = $1`, [file]);

/** Decides a Pending request; undefined when it was decided already (by this or a racing call). */
export const markDecided = (db: Db, id: number, status: CorrectionStatus, deciderId: number, decidedAt: Date) =>
  db.one<CorrectionRow>(
    `UPDATE attendance_requests SET status = $2, decided_by = $3, decided_at = $4
     WHERE id = $1 AND status = 'Pending' RETURNING *`,
    [id, status, deciderId, decidedAt],
  );

/** Points an approved request at the attendance row it became. */
export const linkAttendance = (db: Db, requestId: number, attendanceId: number) =>
  db.query('UPDATE attendance_requests SET attendance_id = $2 WHERE id = $1', [requestId, attendanceId]);

/** The person's own requests nobody decided yet, newest first (what they may still withdraw). */
export const pendingOf = (db: Db, userId: number) =>
  db.query<CorrectionWithEmployee>(
    `${WITH_EMPLOYEE} WHERE r.user_id = $1 AND r.status = 'Pending' ORDER BY r.created_at DESC, r.id DESC`,
    [userId],
  );

/**
 * Removes a request nobody decided yet (it corrected nothing: the audit trail keeps it, the storage's
 * orphan sweep its files); undefined when it was decided already (by this or a racing call).
 */
export const deletePending = (db: Db, id: number) =>
  db.one<CorrectionRow>(`DELETE FROM attendance_requests WHERE id = $1 AND status = 'Pending' RETURNING *`, [id]);
