import { idSegment } from '../hr/provider.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** rules §3 Work location, from GET /employee_attend/:types (data.location). */
export interface ProviderLocation {
  lok_kd: string;
  lok_nm: string;
  latitude: number;
  longitude: number;
  radius: number;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
}

/** rules §3 Attendance day record, from GET /attendance/all/:monthIndex. */
export interface ProviderDay {
  id: number;
  dates: string;
  attendance_total: number;
  attend: { id: number; clocking: boolean; attendance_time: string; is_correction?: boolean; review?: string | null }[];
  /** The day engine's in/out pairs (HH:mm) and worked minutes (issue 25); absent from an older provider. */
  sessions?: { in: string | null; out: string | null }[];
  worked_minutes?: number;
}

/** rules §3 Attendance list record, from POST /attendance_list. */
export interface ProviderRecord {
  id: number;
  photo: string | null;
  clocking: boolean;
  lok_nm: string | null;
  attendance_time: string;
  is_correction?: boolean;
  review?: string | null;
}

/** rules §3 Attendance detail, from GET /attendance/detail/:id (attendance_date is M/d/yyyy). */
export interface ProviderDetail {
  id: number;
  attendance_date: string;
  attendance_time: string;
  clocking: boolean;
  lok_nm: string | null;
  /** Issue 28: the position's street address (the provider's geocoder); a provider without one leaves it out. */
  address?: string | null;
  latitude: number | null;
  longitude: number | null;
  photo: string | null;
  description?: string | null;
  is_correction?: boolean;
  review?: string | null;
  review_reasons?: string[];
  /** Issue 29: how the phone's key signed it, and when that key was registered (dd-mm-yyyy). */
  signature?: string | null;
  key_registered?: string | null;
}

/** A phone's signing key (issue 29). */
export interface ProviderSigningKey {
  key_id: string;
  device: string;
  registered_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  clockings?: number;
}

export const clockingNonce = (api: HadirApi) => api.call<{ nonce: string; expires_at: string }>('POST', 'attendance/nonce', { body: () => ({}) });

export const registerSigningKey = (api: HadirApi, publicKey: { kty: string; crv: string; x: string; y: string }) =>
  api.call<ProviderSigningKey>('POST', 'attendance/keys', { body: () => ({ public_key: publicKey }), headers: { 'x-hadir-device': api.session.deviceTokens.join(',') } });

/**
 * The text fields of POST /attendance (rules §7). Rules §7 also lists divisi_kd, subdivisi_kd and
 * dept_kd; the provider takes a person's units from its own records, so the gateway does not
 * spend a GET /login per clock-in to fetch them (issue 15).
 */
export interface ClockFields {
  latitude: number;
  longitude: number;
  usernik: number;
  description?: string | null;
  clocking: boolean;
  attendDate?: string | null;
  attendTime?: string | null;
  lok_kd?: string | null;
  lok_nm?: string | null;
  /** The fixes as JSON text (multipart fields are text). */
  fixes?: string | null;
  webdriver?: boolean | null;
  /** The phone's key for this clock-in and when it took it (issue 29: a clock-in kept offline and sent later). */
  client_id?: string | null;
  captured_at?: number | null;
  /** The phone key's signature, its key and the nonce it signed (issue 29). */
  signature?: string | null;
  key_id?: string | null;
  nonce?: string | null;
}

export const workLocations = (api: HadirApi, types: string) =>
  api.call<{ location: ProviderLocation[] }>('GET', `employee_attend/${encodeURIComponent(types)}`);

export const attendanceMonth = (api: HadirApi, monthIndex: number) =>
  api.call<ProviderDay[]>('GET', `attendance/all/${encodeURIComponent(String(monthIndex))}`);

/** The date goes with slashes replaced by dashes (rules §7). */
export const attendanceDay = (api: HadirApi, date: string) =>
  api.call<ProviderRecord[]>('POST', 'attendance_list', { body: () => ({ date: date.replaceAll('/', '-') }) });

export const attendanceDetail = (api: HadirApi, id: string) =>
  api.call<ProviderDetail>('GET', `attendance/detail/${encodeURIComponent(id)}`);

export const checkAttend = (api: HadirApi, clocking: boolean, nik: number) =>
  api.call<{ nonce: string; expires_at: string } | null>('POST', 'check_attend', { body: () => ({ clocking, nik }) });

/** The browser's device tokens go with a clock-in too: the provider scores a new or shared device (issue 29). */
export const clockAttendance = (api: HadirApi, fields: ClockFields, photo: ResolvedUpload | null) =>
  api.call<{ id: number; review?: string | null } | null>('POST', 'attendance', {
    body: () => multipartBody({ ...fields }, { photo }),
    headers: { 'x-hadir-device': api.session.deviceTokens.join(',') },
  });

/** An item of GET /attendance/review (issue 29). */
export interface ProviderReviewItem {
  id: number;
  nik: number;
  name: string;
  clocking: boolean;
  attend_date: string;
  attendance_time: string;
  lok_nm: string | null;
  accuracy: number | null;
  risk_score: number;
  reasons: string[];
  signals: { id: string; values: Record<string, number> }[];
  review: 'needs_review' | 'accepted' | 'rejected';
  review_reason: string | null;
}

export function clockingReviews(api: HadirApi, filter: { status?: string | null; from?: string | null; to?: string | null; nik?: string | null }) {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const suffix = query.size > 0 ? `?${query}` : '';
  return api.call<ProviderReviewItem[]>('GET', `attendance/review${suffix}`);
}

export const reviewClockings = (api: HadirApi, ids: string[], decision: string, reason: string) =>
  api.call<{ reviewed: number }>('POST', 'attendance/review', { body: () => ({ ids: ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id)), decision, reason }) });

/** HR's list of a person's signing keys, and revoking one (issue 29). */
export const hrSigningKeys = (api: HadirApi, id: string) => api.call<ProviderSigningKey[]>('GET', `hr/employees/${idSegment(id)}/signing-keys`);

export const hrRevokeSigningKey = (api: HadirApi, id: string, keyId: string) =>
  api.call<ProviderSigningKey>('POST', `hr/employees/${idSegment(id)}/signing-keys/${encodeURIComponent(keyId)}/revoke`, { body: () => ({}) });
