import { idSegment } from '../hr/provider.js';
import type { FormFields, Item, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** rules §3 Work location, from GET /employee_attend/:types (data.location). */
export type ProviderLocation = Item<ReplyData<'/api/v1/employee_attend/{types}', 'get'>['location']>;

/** rules §3 Attendance day record, from GET /attendance/all/:monthIndex (with the day engine's pairs, issue 25). */
export type ProviderDay = Item<ReplyData<'/api/v1/attendance/all/{monthIndex}', 'get'>>;

/** rules §3 Attendance list record, from POST /attendance_list. */
export type ProviderRecord = Item<ReplyData<'/api/v1/attendance_list', 'post'>>;

/** rules §3 Attendance detail, from GET /attendance/detail/:id (attendance_date is M/d/yyyy). */
export type ProviderDetail = ReplyData<'/api/v1/attendance/detail/{id}', 'get'>;

/** A phone's signing key (issue 29). */
export type ProviderSigningKey = ReplyData<'/api/v1/attendance/keys', 'post'>;

export const clockingNonce = (api: HadirApi) => api.call('post', '/api/v1/attendance/nonce', { body: () => ({}) });

/** The key goes as the phone sent it: the api refuses one that is not an EC P-256 key, in its own words. */
export const registerSigningKey = (api: HadirApi, publicKey: { kty: string; crv: string; x: string; y: string }) =>
  api.call('post', '/api/v1/attendance/keys', {
    body: () => ({ public_key: publicKey as RequestBody<'/api/v1/attendance/keys', 'post'>['public_key'] }),
    headers: { 'x-hadir-device': api.session.deviceTokens.join(',') },
  });

/**
 * The parts of POST /attendance as the api documents them, and `lok_nm`: rules §7 lists it (with
 * divisi_kd, subdivisi_kd and dept_kd), a company's own provider may read it, and ours takes the
 * name from its own records. The person's units are not sent: the provider has them, and the
 * gateway does not spend a GET /login per clock-in to fetch them (issue 15).
 */
export type ClockFields = FormFields<'/api/v1/attendance', 'post'> & { lok_nm?: string | null };

export const workLocations = (api: HadirApi, types: string) =>
  api.call('get', '/api/v1/employee_attend/{types}', { path: { types } });

export const attendanceMonth = (api: HadirApi, monthIndex: number) =>
  api.call('get', '/api/v1/attendance/all/{monthIndex}', { path: { monthIndex } });

/** The date goes with slashes replaced by dashes (rules §7). */
export const attendanceDay = (api: HadirApi, date: string) =>
  api.call('post', '/api/v1/attendance_list', { body: () => ({ date: date.replaceAll('/', '-') }) });

export const attendanceDetail = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/attendance/detail/{id}', { path: { id } });

export const checkAttend = (api: HadirApi, clocking: boolean, nik: number) =>
  api.call('post', '/api/v1/check_attend', { body: () => ({ clocking, nik }) });

/** The browser's device tokens go with a clock-in too: the provider scores a new or shared device (issue 29). */
export const clockAttendance = (api: HadirApi, fields: ClockFields, photo: ResolvedUpload | null) =>
  api.call('post', '/api/v1/attendance', {
    body: () => multipartBody({ ...fields }, { photo }),
    headers: { 'x-hadir-device': api.session.deviceTokens.join(',') },
  });

/** An item of GET /attendance/review (issue 29). */
export type ProviderReviewItem = Item<ReplyData<'/api/v1/attendance/review', 'get'>>;

export function clockingReviews(
  api: HadirApi,
  filter: { status?: string | null; from?: string | null; to?: string | null; nik?: string | null },
) {
  return api.call('get', '/api/v1/attendance/review', { query: filter });
}

type ReviewBody = RequestBody<'/api/v1/attendance/review', 'post'>;

/** An id that is not a number, or a decision that is not one, goes as it came: the api answers what is wrong with it. */
export const reviewClockings = (api: HadirApi, ids: string[], decision: string, reason: string) =>
  api.call('post', '/api/v1/attendance/review', {
    body: () => ({
      ids: ids.map((id) => (/^\d{1,15}$/.test(id) ? Number(id) : id)) as ReviewBody['ids'],
      decision: decision as ReviewBody['decision'],
      reason,
    }),
  });

/** HR's list of a person's signing keys, and revoking one (issue 29). */
export const hrSigningKeys = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/hr/employees/{id}/signing-keys', { path: { id: idSegment(id) } });

export const hrRevokeSigningKey = (api: HadirApi, id: string, keyId: string) =>
  api.call('post', '/api/v1/hr/employees/{id}/signing-keys/{keyId}/revoke', {
    path: { id: idSegment(id), keyId },
    body: () => ({}),
  });
