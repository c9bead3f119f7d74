import type { Db } from '../db/db.js';
import { PERSON_ZONE } from '../workdays/index.js';
import type { ClockingRow } from './days.js';
import type { WorkLocation } from './geofence.js';
import type { DeviceKeyRow } from './signing-keys.js';

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
  /** Issue 49: what the clock screen's face check saw in the selfie; null where it did not run. */
  face_browser: string | null;
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
    /** Issue 49: what the clock screen's face check saw (risk.ts BrowserFace), where the company checks faces. */
    face_browser?: string | null;
  };
}

/** The columns of an AttendanceRow (attend_date comes back as yyyy-mm-dd from both drivers, see db.ts). */
const COLUMNS = `a.id, a.user_id, a.clocking, a.attended_at, a.attend_date, a.latitude, a.longitude,
  a.lok_kd, a.lok_nm, a.photo, a.description, a.client_date, a.client_time, a.is_correction, a.review_status, a.risk_signals, a.address,
  (SELECT zw.time_zone FROM work_locations zw WHERE zw.lok_kd = a.lok_kd) AS place_zone`;

const LOCATION_COLUMNS =
  'w.lok_kd, w.lok_nm, w.latitude, w.longitude, w.radius, w.divisi_kd, w.subdivisi_kd, w.dept_kd';
/** The active work locations (w) of the company in parameter `param`, read live: what HR changed counts at the next clocking. */
const activeOfCompany = (param: string) => `w.comp_kd = ${param} AND w.active`;

export const listWorkLocations = (db: Db, compKd: string | null) =>
  db.query<WorkLocation>(
    `SELECT ${LOCATION_COLUMNS} FROM work_locations w WHERE ${activeOfCompany('$1')} ORDER BY w.lok_kd`,
    [compKd],
  );

/** One of the user's recent clockings, as the clocking rule reads them. */
export interface RecentClocking {
  id: number;
  clocking: boolean;
  attend_date: string;
  attended_at: Date;
}

/**
 * What a clocking at `at` is decided on (the clocking rule and its shift's day: service.ts), newest
 * first: on each day from `fromDay` to `toDay` (the shift instances it may belong to), the day's last
 * clocking and its last at or before `at`. Two index probes a day, so a clock-in reads the same few
 * rows however often the person clocked on those days or before (issue 31).
 */
export const recentClockings = (db: Db, userId: number, fromDay: string, toDay: string, at: Date) =>
  db.query<RecentClocking>(
    `SELECT x.id, x.clocking, x.attend_date, x.attended_at ${recentPerDay('$1', '$2', '$3', '$4')}
     ORDER BY x.attended_at DESC, x.id DESC`,
    [userId, fromDay, toDay, at],
  );

/**
 * The FROM of recentClockings, as `x` (id, clocking, attend_date, attended_at), with the statement's
 * own placeholders for the person, the first and last day, and the instant: clockingFacts reads the
 * same rows inside its one statement.
 */
const recentPerDay = (user: string, fromDay: string, toDay: string, at: string) =>
  `FROM generate_series(${fromDay}::date, ${toDay}::date, interval '1 day') AS d(day)
     CROSS JOIN LATERAL (
       (SELECT id, clocking, attend_date, attended_at FROM attendance
        WHERE user_id = ${user} AND attend_date = d.day::date ORDER BY attended_at DESC, id DESC LIMIT 1)
       UNION
       (SELECT id, clocking, attend_date, attended_at FROM attendance
        WHERE user_id = ${user} AND attend_date = d.day::date AND attended_at <= ${at}::timestamptz
        ORDER BY attended_at DESC, id DESC LIMIT 1)
     ) x`;

const INSERT_COLUMNS = `user_id, clocking, attended_at, attend_date, latitude, longitude, lok_kd, lok_nm,
       photo, description, client_date, client_time, is_correction,
       fixes, accuracy, device_id, risk_score, risk_signals, review_status, client_id, received_at, signature, key_id, face_browser`;
/** INSERT_COLUMNS' values from parameter `from` on (24 of them). */
const insertValues = (from: number) => {
  const p = (index: number) => `$${from + index}`;
  return `${p(0)}::int, ${p(1)}::boolean, ${p(2)}::timestamptz, ${p(3)}::date, ${p(4)}::float8, ${p(5)}::float8, ${p(6)}::text, ${p(7)}::text,
       ${p(8)}::text, ${p(9)}::text, ${p(10)}::text, ${p(11)}::text, ${p(12)}::boolean, ${p(13)}::jsonb, ${p(14)}::float8, ${p(15)}::text,
       ${p(16)}::int, ${p(17)}::jsonb, ${p(18)}::text, ${p(19)}::text, ${p(20)}::timestamptz, ${p(21)}::text, ${p(22)}::text, ${p(23)}::text`;
};
const insertParams = (row: NewAttendance) => [
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
  row.trust?.face_browser ?? null,
];

export async function insertAttendance(tx: Db, row: NewAttendance): Promise<number> {
  const inserted = await tx.one<{ id: number }>(
    `INSERT INTO attendance (${INSERT_COLUMNS}) VALUES (${insertValues(1)}) RETURNING id`,
    insertParams(row),
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
    `SELECT ${COLUMNS}, u.supervisor_id AS owner_supervisor_id, u.comp_kd AS owner_comp_kd, a.signature, k.created_at AS key_registered_at, a.face_browser
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
/**
 * A clock-in's face check, written after the reply has gone (issue 49): the score, the model and
 * the outcome; a signal (risk.faceSignal) adds its words and weight and sends a record nobody has
 * decided yet to review. A record already accepted or rejected keeps its decision. Written only
 * while the record has no outcome: the check after the reply and the sweep (face-sweep.ts) may both
 * reach one record, and only the first writes (the flag is never added twice). True when it wrote.
 */
export const setFaceCheck = async (
  db: Db,
  id: number,
  check: { score: number | null; model: string; outcome: string },
  signal: { weight: number } | null,
) =>
  (
    await db.query(
      `UPDATE attendance
          SET face_score = $2, face_model = $3, face_outcome = $4,
              risk_signals = CASE WHEN $5::jsonb IS NULL THEN risk_signals ELSE risk_signals || jsonb_build_array($5::jsonb) END,
              risk_score = risk_score + $6,
              review_status = CASE WHEN $5::jsonb IS NOT NULL AND review_status IS NULL THEN 'needs_review' ELSE review_status END
        WHERE id = $1 AND face_outcome IS NULL
        RETURNING id`,
      [id, check.score, check.model, check.outcome, signal ? JSON.stringify(signal) : null, signal?.weight ?? 0],
    )
  ).length > 0;

/** A clock-in the face check never reached: its record, its owner and the stored selfie's name. */
export interface UncheckedFaceRow {
  id: number;
  user_id: number;
  comp_kd: string | null;
  photo: string;
}

/**
 * Clock-ins whose face check never ran (issue 49; face-sweep.ts), oldest arrival first: of people
 * with a face template in a company with the check on, with a selfie, no outcome, not a correction,
 * that arrived (received_at for one sent late, else attended_at; the api's clock) at or after
 * `since` and the person's enrolment, and before `before`. The sweep starts from the templates (a
 * company's enrolled people, few) and reads each one's days from `fromDay` through
 * attendance_user_day_latest: no index of its own, and nothing read of a company with the check off.
 */
export const uncheckedFaceClockings = (db: Db, window: { fromDay: string; since: Date; before: Date; limit: number }) =>
  db.query<UncheckedFaceRow>(
    `SELECT a.id, a.user_id, u.comp_kd, a.photo
       FROM face_templates t
       JOIN users u ON u.id = t.user_id
       JOIN companies c ON c.comp_kd = u.comp_kd AND c.face_check
       JOIN attendance a ON a.user_id = t.user_id AND a.attend_date >= $1::date
      WHERE a.face_outcome IS NULL AND a.photo IS NOT NULL AND NOT a.is_correction
        AND COALESCE(a.received_at, a.attended_at) >= GREATEST($2::timestamptz, t.enrolled_at)
        AND COALESCE(a.received_at, a.attended_at) < $3::timestamptz
      ORDER BY COALESCE(a.received_at, a.attended_at), a.id
      LIMIT $4`,
    [window.fromDay, window.since, window.before, window.limit],
  );

/** An accepted clocking whose face scored uncertain (face-looks.ts), with what decides whether it teaches a look. */
export interface AcceptedUncertainFaceRow {
  id: number;
  user_id: number;
  comp_kd: string | null;
  photo: string;
  face_outcome: string;
  risk_signals: { id: string; weight: number }[];
  /** When it reached the api: an offline clock-in's arrival, else its time. */
  arrived_at: Date;
  risk_threshold: number;
}

/** The clock-in, if it is accepted and its face scored uncertain (a correction carries no selfie check). */
export const acceptedUncertainFace = (db: Db, id: number) =>
  db.one<AcceptedUncertainFaceRow>(
    `SELECT a.id, a.user_id, u.comp_kd, a.photo, a.face_outcome, a.risk_signals,
            COALESCE(a.received_at, a.attended_at) AS arrived_at, c.risk_threshold
       FROM attendance a
       JOIN users u ON u.id = a.user_id
       JOIN companies c ON c.comp_kd = u.comp_kd
      WHERE a.id = $1 AND a.review_status = 'accepted' AND a.face_outcome = 'uncertain'
        AND a.photo IS NOT NULL`,
    [id],
  );

export const companyTrustRules = (db: Db, compKd: string | null) =>
  db.one<{ max_accuracy_m: number | null; risk_threshold: number; face_check: boolean }>(
    'SELECT max_accuracy_m, risk_threshold, face_check FROM companies WHERE comp_kd = $1',
    [compKd],
  );

/** What a clock-in's trust signals are scored on (issue 29), as clockingFacts reads them. */
export interface TrustFactsRow {
  max_accuracy_m: number | null;
  risk_threshold: number | null;
  /** The company checks faces (issue 49): only then is a stored clock-in's selfie compared, after the reply. */
  face_check: boolean | null;
  /** The person's latest clocking with a position (not a correction) in the last three days: where and when they were last seen. */
  previous_at: Date | null;
  previous_latitude: number | null;
  previous_longitude: number | null;
  /** Earlier days (of the last 180) on which the person clocked at exactly this point, to 6 decimals. */
  same_coordinate_days: number;
  /** Whether the person has clocked with this device before, and with any device at all. */
  device_seen: boolean;
  device_history: boolean;
  /** The key the clock-in names, if it is this person's. */
  key_id: string | null;
  public_key: DeviceKeyRow['public_key'] | null;
  key_created_at: Date | null;
  key_revoked_at: Date | null;
  /** Whether the person's earlier clockings were signed with that key, and with another. */
  key_signed_before: boolean;
  other_key_signed_before: boolean;
  /** Whether the nonce to spend had been spent before. */
  nonce_used: boolean;
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

export const setReview = (
  tx: Db,
  ids: number[],
  review: { status: 'accepted' | 'rejected'; reviewerId: number; at: Date; reason: string },
) =>
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

/** How many flagged clockings wait for this reader's decision: listReviewable's rule, counted, with no limit. */
export async function countReviewable(db: Db, reader: { id: number; role_id: number; comp_kd: string | null }) {
  const row = await db.one<{ count: number }>(
    `SELECT count(*)::int AS count
     FROM attendance a JOIN users u ON u.id = a.user_id
     WHERE a.review_status = 'needs_review' AND u.id <> $1
       AND (($2 = 2 AND u.supervisor_id = $1) OR ($2 = 3 AND u.comp_kd = $3))`,
    [reader.id, reader.role_id, reader.comp_kd],
  );
  return row?.count ?? 0;
}

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
  filter: {
    readerId: number;
    roleId: number;
    compKd: string | null;
    status: string;
    from?: string;
    to?: string;
    nik?: number;
  },
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
    [
      filter.status,
      filter.readerId,
      filter.roleId,
      filter.compKd,
      filter.from ?? null,
      filter.to ?? null,
      filter.nik ?? null,
    ],
  );

/** What clockingFacts reads for a clock-in (issue 48): its repeat, the rule's and the signals' facts. */
export interface ClockingFactsRow extends Omit<TrustFactsRow, 'same_coordinate_days'> {
  /** The record this client_id already made, if it did. */
  repeat: { id: number; clocking: boolean; review_status: 'needs_review' | 'accepted' | 'rejected' | null } | null;
  /** The person's clockings counted so far (clocking_heads), null before the first: what writeClocking advances. */
  clockings: number | null;
  /** recentClockings' rows over the shift instances' days, newest first (attended_at as JSON text). */
  recent: { id: number; clocking: boolean; attend_date: string; attended_at: string }[];
  /** Days (from the first instance's 180 days back) on which the person clocked at exactly this point, to 6 decimals. */
  same_coordinate_dates: string[];
}

/**
 * Everything a clock-in is decided on, in one statement read without a lock (issue 48): the record
 * its client_id already made; the person's clockings counted (writeClocking writes only if that
 * count still holds, so a clock-in decided on what another has since changed is decided again);
 * on each day of the shift instances it may belong to, the last clocking and the last at or before
 * `at` (recentClockings); the company's rules for positions; and, with `signals`, the facts its
 * trust signals are scored on (the previous position, earlier days at the same point,
 * the device's and the key's history, whether the nonce was spent). The day is not known until the
 * rule has read the clockings, so what depends on it is read for every day it can be and picked in
 * service.ts: the same-point days as dates, the previous position from three days before the first.
 */
export async function clockingFacts(
  db: Db,
  at: {
    userId: number;
    compKd: string | null;
    fromDay: string;
    toDay: string;
    at: Date;
    clientId: string | null;
    latitude: number;
    longitude: number;
    deviceId: string | null;
    keyId: string | null;
    /** The nonce to spend, as it is kept (auth/tokens.ts spentNonce). */
    nonce: Buffer | null;
    signals: boolean;
  },
): Promise<ClockingFactsRow> {
  const row = await db.one<ClockingFactsRow>(
    `SELECT
       (SELECT json_build_object('id', r.id, 'clocking', r.clocking, 'review_status', r.review_status) FROM attendance r
        WHERE $6::text IS NOT NULL AND r.user_id = $1 AND r.client_id = $6::text) AS repeat,
       (SELECT h.clockings FROM clocking_heads h WHERE h.user_id = $1) AS clockings,
       (SELECT coalesce(json_agg(json_build_object('id', x.id, 'clocking', x.clocking, 'attend_date', x.attend_date, 'attended_at', x.attended_at)
                 ORDER BY x.attended_at DESC, x.id DESC), '[]')
        ${recentPerDay('$1', '$3', '$4', '$5')}) AS recent,
       c.max_accuracy_m, c.risk_threshold, c.face_check,
       p.attended_at AS previous_at, p.latitude AS previous_latitude, p.longitude AS previous_longitude,
       -- The float range first (cheap), then the exact 6-decimal comparison on the few rows left.
       CASE WHEN $12::boolean THEN (SELECT coalesce(json_agg(DISTINCT attend_date), '[]') FROM attendance
        WHERE user_id = $1 AND attend_date > $3::date - 180 AND NOT is_correction
          AND latitude BETWEEN $7::float8 - 0.000001 AND $7::float8 + 0.000001
          AND round(latitude::numeric, 6) = round($7::numeric, 6) AND round(longitude::numeric, 6) = round($8::numeric, 6))
        ELSE '[]' END AS same_coordinate_dates,
       $12::boolean AND EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND device_id = $9::text) AS device_seen,
       $12::boolean AND EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND device_id IS NOT NULL) AS device_history,
       k.key_id, k.public_key, k.created_at AS key_created_at, k.revoked_at AS key_revoked_at,
       EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND key_id = $10::text AND signature = 'signed') AS key_signed_before,
       -- Two ranges of the (user_id, key_id) index: the rows signed with this key are never read.
       (EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND key_id < $10::text AND signature = 'signed')
        OR EXISTS (SELECT 1 FROM attendance WHERE user_id = $1 AND key_id > $10::text AND signature = 'signed')) AS other_key_signed_before,
       EXISTS (SELECT 1 FROM attendance WHERE $11::bytea IS NOT NULL AND nonce = $11::bytea) AS nonce_used
     FROM (SELECT 1) AS one
     LEFT JOIN companies c ON c.comp_kd = $2::text
     -- The previous position from three days before the earliest day the clocking can count on (half the Earth's circumference at IMPOSSIBLE_SPEED, risk.ts, takes 37 h: an older clocking can never make the speed signal).
     LEFT JOIN LATERAL (
       SELECT attended_at, latitude, longitude FROM attendance
       WHERE $12::boolean AND user_id = $1 AND attend_date >= $3::date - 3 AND NOT is_correction AND latitude IS NOT NULL AND longitude IS NOT NULL
       ORDER BY attended_at DESC, id DESC LIMIT 1
     ) p ON true
     LEFT JOIN device_keys k ON k.user_id = $1 AND k.key_id = $10::text`,
    [
      at.userId,
      at.compKd,
      at.fromDay,
      at.toDay,
      at.at,
      at.clientId,
      at.latitude,
      at.longitude,
      at.deviceId,
      at.keyId,
      at.nonce,
      at.signals,
    ],
  );
  return row!;
}

/**
 * Writes a decided clock-in in one statement (issue 48), or nothing: the person's clockings counted
 * are advanced only from `clockings` (what clockingFacts read; null: none yet); then the row is
 * inserted with the nonce it spends, given one (attendance.nonce, unique: migration 227). Answers
 * the row's id, or null when another clock-in came first (the count moved), spent the nonce, or
 * made this client_id's record: the caller decides again on what is there now. Where the person has
 * no zone of their own, their zone is their last location's (workdays PERSON_ZONE): a clocking at a
 * location of another zone than `zone` tells the api processes to drop their schedules.
 */
export async function writeClocking(
  db: Db,
  write: {
    clockings: number | null;
    nonce: Buffer | null;
    row: NewAttendance;
    zone: { own: boolean; current: string };
  },
): Promise<number | null> {
  const written = await db.one<{ id: number | null }>(
    `WITH head AS (
       INSERT INTO clocking_heads AS h (user_id, clockings) VALUES ($1::int, 1)
       ON CONFLICT (user_id) DO UPDATE SET clockings = h.clockings + 1 WHERE h.clockings = $25::bigint
       RETURNING clockings
     ), made AS (
       INSERT INTO attendance (${INSERT_COLUMNS}, nonce)
       SELECT ${insertValues(1)}, $26::bytea WHERE EXISTS (SELECT 1 FROM head)
       ON CONFLICT DO NOTHING RETURNING id
     )
     SELECT (SELECT id FROM made) AS id,
       (SELECT count(pg_notify('hadir_changes', 'users:' || $1::int)) FROM work_locations w
        WHERE NOT $27::boolean AND w.lok_kd = $7::text AND w.time_zone IS DISTINCT FROM $28::text AND EXISTS (SELECT 1 FROM made)) AS told`,
    [...insertParams(write.row), write.clockings, write.nonce, write.zone.own, write.zone.current],
  );
  return written?.id ?? null;
}
