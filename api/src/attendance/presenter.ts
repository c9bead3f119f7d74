import { jakartaDisplayDate, TIME_ZONE, zonedHourMinute } from '../lib/jakarta.js';
import { clockingZone, usDate } from './days.js';
import type { WorkLocation } from './geofence.js';
import { deviceLabel } from '../auth/index.js';
import type { DeviceKeyRow } from './signing-keys.js';
import type { BrowserFace } from './risk.js';
import type { AttendanceRow, DetailAttendanceRow, ReviewQueueRow } from './queries.js';

/** The Work location of rules §3. */
export const presentLocation = (location: WorkLocation) => ({
  lok_kd: location.lok_kd,
  lok_nm: location.lok_nm,
  latitude: location.latitude,
  longitude: location.longitude,
  radius: location.radius,
  divisi_kd: location.divisi_kd,
  subdivisi_kd: location.subdivisi_kd,
  dept_kd: location.dept_kd,
});

/** A work location as the clock screen takes it: with the accuracy a clock-in there needs (metres). */
export const presentClockLocation = (
  location: WorkLocation & { accuracy_limit: number; face_check: boolean; face_notice_changed: boolean },
) => ({
  ...presentLocation(location),
  accuracy_limit: location.accuracy_limit,
  face_check: location.face_check,
  face_notice_changed: location.face_notice_changed,
});

/** The Attendance list record of rules §3; photo is a file name under /images/attendance/. */
export const presentListRecord = (row: AttendanceRow, zones: Zones = NO_ZONES) => ({
  id: row.id,
  photo: row.photo,
  clocking: row.clocking,
  lok_nm: row.lok_nm,
  attendance_time: zonedHourMinute(row.attended_at, clockingZone(row, zones.owner), zones.reader),
  is_correction: row.is_correction ?? false,
  review: row.review_status ?? null,
});

/**
 * The zones a record is read in (issue 25): its owner's, and the reader's; a time in a zone not the
 * reader's says it ("08:02 WITA").
 */
export interface Zones {
  owner: string;
  reader: string;
}
const NO_ZONES: Zones = { owner: TIME_ZONE, reader: TIME_ZONE };

/** The Attendance detail of rules §3: the date as M/d/yyyy (the owner's day), the time as HH:mm where it was made, naming that zone for a reader in another. */
export const presentDetail = (
  row: AttendanceRow & Partial<Pick<DetailAttendanceRow, 'signature' | 'key_registered_at' | 'face_browser'>>,
  zones: Zones = NO_ZONES,
) => ({
  id: row.id,
  attendance_date: usDate(row.attend_date),
  attendance_time: zonedHourMinute(row.attended_at, clockingZone(row, zones.owner), zones.reader),
  clocking: row.clocking,
  lok_nm: row.lok_nm,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  photo: row.photo,
  description: row.description,
  is_correction: row.is_correction,
  review: row.review_status ?? null,
  /** Why the record was flagged, in words (risk.ts): shown only while someone may review it. */
  review_reasons: (row.risk_signals ?? []).map((signal) => signal.words),
  /**
   * How the clock-in was signed (rules §9 "Signed clock-ins"): signed, unsigned, bad_signature or
   * key_revoked; null for a record older than signing or a correction. key_registered is the
   * signing key's registration day (dd-mm-yyyy, Jakarta).
   */
  signature: row.signature ?? null,
  key_registered: row.key_registered_at ? jakartaDisplayDate(row.key_registered_at) : null,
  face_browser: (row.face_browser ?? null) as BrowserFace | null,
});

/**
 * A flagged clocking in a reviewer's queue (issue 29): who, when, where, how precise, and why it was
 * flagged. The time on the owner's wall clock, saying their zone when it is not the reader's ("08:02 WITA").
 */
export const presentReviewItem = (row: ReviewQueueRow, readerZone: string = TIME_ZONE) => ({
  id: row.id,
  nik: row.owner_nik,
  name: row.owner_name,
  clocking: row.clocking,
  attend_date: row.attend_date,
  attendance_time: zonedHourMinute(row.attended_at, row.owner_zone, readerZone),
  lok_nm: row.lok_nm,
  accuracy: row.accuracy === null ? null : Math.round(row.accuracy),
  risk_score: row.risk_score,
  reasons: row.risk_signals.map((signal) => signal.words),
  signals: row.risk_signals.map((signal) => ({ id: signal.id, values: signal.values ?? {} })),
  review: row.review_status,
  review_reason: row.review_reason,
});

/** A phone's signing key, for its owner's registration and HR's list of a person's devices (issue 29). */
export const presentSigningKey = (row: DeviceKeyRow & { clockings?: number }) => ({
  key_id: row.key_id,
  device: deviceLabel(row.user_agent),
  registered_at: row.created_at.toISOString(),
  last_used_at: row.last_used_at?.toISOString() ?? null,
  revoked_at: row.revoked_at?.toISOString() ?? null,
  ...(row.clockings === undefined ? {} : { clockings: row.clockings }),
});

export const presentNonce = ({ nonce, expiresAt }: { nonce: string; expiresAt: Date }) => ({
  nonce,
  expires_at: expiresAt.toISOString(),
});
