import type { FormFields, Item, ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** GET /leave's items (rules §3, Leave item). */
export type ProviderLeaveItem = Item<ReplyData<'/api/v1/leave', 'get'>>;

/** GET /leave-detail's data (rules §3, Leave detail): the request, its supervisor (karyawan) and its employee (user). */
export type ProviderLeaveDetail = ReplyData<'/api/v1/leave-detail', 'get'>;

/** POST /leave's text fields (rules §7) as the api documents them. */
export type LeaveRequestFields = FormFields<'/api/v1/leave', 'post'>;

/** PUT /leave's text fields as the api documents them. */
export type ApprovalFields = FormFields<'/api/v1/leave', 'put'>;

export const leaveTypes = (api: HadirApi) => api.call('get', '/api/v1/leave-types');

export const listLeaves = (api: HadirApi) => api.call('get', '/api/v1/leave');

export const leaveSummary = (api: HadirApi) => api.call('get', '/api/v1/leave-summary');

/** The id travels in a header, so only digits go (anything else could not be a leave id anyway). */
export const leaveDetail = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/leave-detail', {
    header: { leaveid: /^\d{1,10}$/.test(id) ? id : '0' },
  });

/** POST /leave (multipart): the PDF (when there is one) goes as `files`, the drawn signature as `signature`. */
export const fileLeave = (
  api: HadirApi,
  fields: LeaveRequestFields,
  attachment: ResolvedUpload | null,
  signature: ResolvedUpload,
) =>
  api.call('post', '/api/v1/leave', {
    body: () => multipartBody({ ...fields }, attachment ? { files: attachment, signature } : { signature }),
  });

export const leavePreview = (
  api: HadirApi,
  query: { tipe: string; leave_duration: string; start_date: string; end_date: string },
) => api.call('get', '/api/v1/leave-preview', { query });

export const leaveBalances = (api: HadirApi) => api.call('get', '/api/v1/leave-balances');

/** PUT /leave (multipart): the supervisor's signature and Keterangan. */
export const approveLeave = (api: HadirApi, fields: ApprovalFields, signature: ResolvedUpload) =>
  api.call('put', '/api/v1/leave', {
    body: () => multipartBody({ ...fields }, { signature }),
  });

/** DELETE /leave with a JSON body {leaveid, ibxid}. */
export const rejectLeave = (api: HadirApi, leaveid: string, ibxid: string | null) =>
  api.call('delete', '/api/v1/leave', { body: () => ({ leaveid, ibxid }) });

/** POST /leave-cancel: the employee withdraws their own request. */
export const cancelLeave = (api: HadirApi, leaveid: string) =>
  api.call('post', '/api/v1/leave-cancel', { body: () => ({ leaveid }) });
