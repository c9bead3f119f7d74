import type { Db } from '../db/db.js';
import { PERSON_ZONE } from '../workdays/queries.js';
import type { ClockingRow } from './days.js';
import type { WorkLocation } from './geofence.js';

export interface AttendanceRow extends ClockingRow {
  user_id: number;
  latitude: number | null;
  longitude: number | null;
  lok_kd: string | null;
  lok_nm: string | null;
  photo: string | null;
  description: string | null;
  client_date: string | null;
  client_time: string | null;
  is_correction: boolean;
  /** Issue 29: null, or needs_review / accepted / rejected; the signals behind the score, in words. */
  review_status: 'needs_review' | 'accepted' | 'rejected' | null;
  risk_signals: { id: string; words: string }[];
  /** Issue 28: the street address of the position, from the company's geocoder; null when there is none. */
  address: string | null;
}

/** An attendance row with who it belongs to, for the read permission. */
export interface OwnedAttendanceRow extends AttendanceRow {
  owner_supervisor_id: number | null;
  owner_comp_kd: string | null;
  owner_zone: string;
}

/** A record as its detail shows it: with how it was signed and when its key was registered (issue 29). */
export interface DetailAttendanceRow extends OwnedAttendanceRow {
  signature: 'signed' | 'unsigned' | 'bad_signature' | 'key_revoked' | null;
  key_registered_at: Date | null;
}

export interface NewAttendance {
  user_id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  latitude: number | null;
  longitude: number | null;
  /** Null for an approved correction: the person named a place, no work location matched it. */
  lok_kd: string | null;
  lok_nm: string | null;
  photo: string;
  description: string | null;
  client_date: string | null;
  client_time: string | null;
  is_correction?: boolean;
  /** Issue 29: the phone's key for this clock-in (one record per person and key), and the api's arrival time of one sent late. */
  client_id?: string | null;
  received_at?: Date | null;
  /** Issue 29: the fixes, the best fix's accuracy, the device, the score and its signals, "Needs review". */
  trust?: {
    fixes: unknown[] | null;
    accuracy: number | null;
    device_id: string | null;
    risk_score: number;
    risk_signals: unknown[];
    needs_review: boolean;
    /** Issue 29: how the clock-in was signed (signing-keys.ts) and by which key. */
    signature?: 'signed' | 'unsigned' | 'bad_signature' | 'key_revoked';
    key_id?: string | null;
  };
}

/** The columns of an AttendanceRow (attend_date comes back as yyyy-mm-dd from both drivers, see db.ts). */
const COLUMNS = `a.id, a.user_id, a.clocking, a.attended_at, a.attend_date, a.latitude, a.longitude,
  a.lok_kd, a.lok_nm, a.photo, a.description, a.client_date, a.client_time, a.is_correction, a.review_status, a.risk_signals, a.address`;

const LOCATION_COLUMNS = 'w.lok_kd, w.lok_nm, w.latitude, w.longitude, w.radius, w.divisi_kd, w.subdivisi_kd, w.dept_kd';
/** The active work locations (w) of the company in parameter `param`, read live: what HR changed counts at the next clocking. */
const activeOfCompany = (param: string) => `w.comp_kd = ${param} AND w.active`;

export const listWorkLocations = (db: Db, compKd: string | null) =>
  db.query<WorkLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM work_locations w WHERE ${activeOfCompany('$1')} ORDER BY w.lok_kd`,
    [compKd],
  );

/**
 * Holds the user's row until the transaction ends, so one user's clockings are decided one at a
 * time, and answers the company's work locations in the same round trip. The last clockings must be
 * read by later statements (lastClockingBefore, lastClockingOn): a statement that waited for the lock still
 * sees the data of before the wait.
 */
export async function lockUserWithLocations(tx: Db, userId: number, compKd: string | null): Promise<WorkLocation[]> {
  const rows = await tx.query<WorkLocation | { lok_kd: null }>(
    `SELECT ${LOCATION_COLUMNS} FROM users u LEFT JOIN work_locations w ON ${activeOfCompany('$2')}
     WHERE u.id = $1 ORDER BY w.lok_kd FOR UPDATE OF u`,
    [userId, compKd],
  );
  return rows.filter((row): row is WorkLocation => row.lok_kd !== null);
}

/** The clocking of the user's last record on a shift's day (attend_date), or null when the day has none. */
export async function lastClockingOn(db: Db, userId: number, day: string): Promise<boolean | null> {
  const row = await db.one<{ clocking: boolean }>(
    `SELECT clocking FROM attendance WHERE user_id = $1 AND attend_date = $2::date
     ORDER BY attended_at DESC, id DESC LIMIT 1`,
    [userId, day],
  );
  return row ? row.clocking : null;
}

/**
 * The user's last clocking at or before an instant (looked for among the days stored from three days
 * before), with the day it was stored on: whether a clock-in is open, and on which shift's day.
 */
export const lastClockingBefore = (db: Db, userId: number, at: Date, fromDay: string) =>
  db.one<{ clocking: boolean; attend_date: string }>(
    `SELECT clocking, attend_date FROM attendance WHERE user_id = $1 AND attend_date >= $3::date AND attended_at <= $2
     ORDER BY attended_at DESC, id DESC LIMIT 1`,
    [userId, at, fromDay],
  );

export async function insertAttendance(tx: Db, row: NewAttendance): Promise<number> {
  const inserted = await tx.one<{ id: number }>(
    `INSERT INTO attendance (user_id, clocking, attended_at, attend_date, latitude, longitude, lok_kd, lok_nm,
       photo, description, client_date, client_time, is_correction,
       fixes, accuracy, device_id, risk_score, risk_signals, review_status, client_id, received_at, signature, key_id)
     VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15, $16, $17, $18::jsonb, $19, $20, $21, $22, $23) RETURNING id`,
    [
      row.user_id,
      row.clocking,
      row.attended_at,
      row.attend_date,
      row.latitude,
      row.longitude,
      row.lok_kd,
      row.lok_nm,
      row.photo,
      row.description,
      row.client_date,
      row.client_time,
      row.is_correction ?? false,
      row.trust?.fixes ? JSON.stringify(row.trust.fixes) : null,
      row.trust?.accuracy ?? null,
      row.trust?.device_id ?? null,
      row.trust?.risk_score ?? 0,
      JSON.stringify(row.trust?.risk_signals ?? []),
      row.trust?.needs_review ? 'needs_review' : null,
      row.client_id ?? null,
      row.received_at ?? null,
      row.trust?.signature ?? null,
      row.trust?.key_id ?? null,
    ],
  );
  return inserted!.id;
}

/** The user's record made with a phone's key for a clock-in (issue 29), if that key was sent before. */
export const findByClientId = (db: Db, userId: number, clientId: string) =>
  db.one<{ id: number; clocking: boolean; review_status: 'needs_review' | 'accepted' | 'rejected' | null }>(
    'SELECT id, clocking, review_status FROM attendance WHERE user_id = $1 AND client_id = $2',
    [userId, clientId],
  );

/** Fills a stored clocking's street address (looked up after the record was answered; see service.clock). */
export const setAddress = (db: Db, id: number, address: string) =>
  db.query('UPDATE attendance SET address = $2 WHERE id = $1', [id, address]);

/** A user's rows with a Jakarta day in [from, to), in time order. */
export const listAttendanceBetween = (db: Db, userId: number, from: string, to: string) =>
  db.query<AttendanceRow>(
    `SELECT ${COLUMNS} FROM attendance a WHERE user_id = $1 AND attend_date >= $2::date AND attend_date < $3::date
     ORDER BY attended_at, id`,
    [userId, from, to],
  );

export const listAttendanceOn = (db: Db, userId: number, day: string) =>
  db.query<AttendanceRow>(
    `SELECT ${COLUMNS} FROM attendance a WHERE user_id = $1 AND attend_date = $2::date ORDER BY attended_at, id`,
    [userId, day],
  );

export const findAttendance = (db: Db, id: number) =>
  db.one<DetailAttendanceRow>(
    `SELECT ${COLUMNS}, u.supervisor_id AS owner_supervisor_id, u.comp_kd AS owner_comp_kd, a.signature, k.created_at AS key_registered_at
     FROM attendance a JOIN users u ON u.id = a.user_id LEFT JOIN device_keys k ON k.user_id = a.user_id AND k.key_id = a.key_id
     WHERE a.id = $1`,
    [id],
  );

export const findAttendanceByPhoto = (db: Db, photo: string) =>
  db.one<OwnedAttendanceRow>(
    `SELECT ${COLUMNS}, u.supervisor_id AS owner_supervisor_id, u.comp_kd AS owner_comp_kd FROM attendance a JOIN users u ON u.id = a.user_id
     WHERE a.photo = $1 LIMIT 1`,
    [photo],
  );

/** A company's rules for positions: its largest accuracy circle (null: each location's radius) and its review threshold. */
export const companyTrustRules = (db: Db, compKd: string | null) =>
  db.one<{ max_accuracy_m: number | null; risk_threshold: number }>(
    'SELECT max_accuracy_m, risk_threshold FROM companies WHERE comp_kd = $1',
    [compKd],
  );

/** The person's latest clocking with a position (not a correction): where and when they were last seen. */
export const previousPosition = (db: Db, userId: number) =>
  db.one<{ attended_at: Date; latitude: number; longitude: number }>(
    `SELECT attended_at, latitude, longitude FROM attendance
     WHERE user_id = $1 AND NOT is_correction AND latitude IS NOT NULL AND longitude IS NOT NULL
     ORDER BY attended_at DESC, id DESC LIMIT 1`,
    [userId],
  );

/** Earlier days (of the last 180) on which the person clocked at exactly this point, to 6 decimals. */
export async function sameCoordinateDays(db: Db, userId: number, day: string, latitude: number, longitude: number): Promise<number> {
  const row = await db.one<{ days: number }>(
    `SELECT count(DISTINCT attend_date)::int AS days FROM attendance
     WHERE user_id = $1 AND attend_date <> $2::date AND attend_date > $2::date - 180 AND NOT is_correction
       AND round(latitude::numeric, 6) = round($3::numeric, 6) AND round(longitude::numeric, 6) = round($4::numeric, 6)`,
    [userId, day, latitude, longitude],
  );
  return row?.days ?? 0;
}

/** Whether the person has clocked with this device before, and with any device at all. */
export async function deviceHistory(db: Db, userId: number, deviceId: string) {
  const row = await db.one<{ seen: boolean; any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND device_id = $2) AS seen,
            EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND device_id IS NOT NULL) AS any`,
    [userId, deviceId],
  );
  return { seenBefore: Boolean(row?.seen), personHasHistory: Boolean(row?.any) };
}

export interface ReviewRow {
  id: number;
  user_id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  review_status: 'needs_review' | 'accepted' | 'rejected';
  owner_nik: number;
  owner_name: string;
  owner_supervisor_id: number | null;
  owner_comp_kd: string | null;
  owner_zone: string;
}

/** The flagged clockings among these ids, locked until the decision commits, with their owners. */
export const lockForReview = (tx: Db, ids: number[]) =>
  tx.query<ReviewRow>(
    `SELECT a.id, a.user_id, a.clocking, a.attended_at, a.attend_date, a.review_status,
            u.nik AS owner_nik, u.name AS owner_name, u.supervisor_id AS owner_supervisor_id, u.comp_kd AS owner_comp_kd,
            ${PERSON_ZONE} AS owner_zone
     FROM attendance a JOIN users u ON u.id = a.user_id
     WHERE a.id = ANY($1::bigint[]) AND a.review_status IS NOT NULL
     ORDER BY a.id FOR UPDATE OF a`,
    [ids],
  );

export const setReview = (tx: Db, ids: number[], review: { status: 'accepted' | 'rejected'; reviewerId: number; at: Date; reason: string }) =>
  tx.query(
    `UPDATE attendance SET review_status = $2, reviewed_by = $3, reviewed_at = $4, review_reason = $5 WHERE id = ANY($1::bigint[])`,
    [ids, review.status, review.reviewerId, review.at, review.reason],
  );

/**
 * How many of each person's clockings stored on a day in [from, to] still wait for their review and
 * how many were rejected: one grouped read for a page or a whole export (people with neither are
 * not returned).
 */
export const reviewCounts = (db: Db, userIds: number[], from: string, to: string) =>
  db.query<{ user_id: number; under_review: number; rejected: number }>(
    `SELECT user_id,
            count(*) FILTER (WHERE review_status = 'needs_review')::int AS under_review,
            count(*) FILTER (WHERE review_status = 'rejected')::int AS rejected
     FROM attendance
     WHERE user_id = ANY($1::int[]) AND attend_date >= $2::date AND attend_date <= $3::date
       AND review_status IN ('needs_review', 'rejected')
     GROUP BY user_id`,
    [userIds, from, to],
  );

export interface ReviewQueueRow {
  id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  lok_nm: string | null;
  accuracy: number | null;
  risk_score: number;
  risk_signals: { id: string; words: string; values?: Record<string, number> }[];
  review_status: 'needs_review' | 'accepted' | 'rejected';
  review_reason: string | null;
  reviewed_at: Date | null;
  owner_nik: number;
  owner_name: string;
  /** The owner's zone (PERSON_ZONE), their clock-in's wall clock. */
  owner_zone: string;
}

/**
 * The flagged clockings a reviewer may decide: a supervisor (role 2) their own team's, an HR admin
 * (role 3) their company's; newest first, at most 500.
 */
export const listReviewable = (
  db: Db,
  filter: { readerId: number; roleId: number; compKd: string | null; status: string; from?: string; to?: string; nik?: number },
) =>
  db.query<ReviewQueueRow>(
    `SELECT a.id, a.clocking, a.attended_at, a.attend_date, a.lok_nm, a.accuracy, a.risk_score, a.risk_signals,
            a.review_status, a.review_reason, a.reviewed_at, u.nik AS owner_nik, u.name AS owner_name, ${PERSON_ZONE} AS owner_zone
     FROM attendance a JOIN users u ON u.id = a.user_id
     WHERE a.review_status = $1 AND u.id <> $2
       AND (($3 = 2 AND u.supervisor_id = $2) OR ($3 = 3 AND u.comp_kd = $4))
       AND ($5::date IS NULL OR a.attend_date >= $5::date) AND ($6::date IS NULL OR a.attend_date <= $6::date)
       AND ($7::bigint IS NULL OR u.nik = $7)
     ORDER BY a.attended_at DESC, a.id DESC LIMIT 500`,
    [filter.status, filter.readerId, filter.roleId, filter.compKd, filter.from ?? null, filter.to ?? null, filter.nik ?? null],
  );
