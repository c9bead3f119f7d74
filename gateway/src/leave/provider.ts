import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

export type ProviderLeaveStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';

/** GET /leave's items (rules §3, Leave item). */
export interface ProviderLeaveItem {
  id: number;
  tipe: string;
  start_date: string;
  end_date: string;
  status: ProviderLeaveStatus;
  /** Working days the request counts; null for requests older than the count. */
  days?: number | null;
}

/** GET /leave-preview's data. */
export interface ProviderLeavePreview {
  days: number;
  balance: number | null;
  left_after: number | null;
  attachment_required: boolean;
  tracks_balance: boolean;
}

/** GET /leave-balances' items. */
export interface ProviderLeaveBalance {
  leave_type: string;
  kind: string;
  balance: number;
  pending: number;
  left: number;
}

export interface ProviderLeaveSummary {
  approved: number;
  rejected: number;
  pending: number;
  total: number;
}

/** GET /leave-detail's data (rules §3, Leave detail). */
export interface ProviderLeaveDetail {
  leave: ProviderLeaveItem & {
    reason: string;
    leave_duration: string;
    start_time?: string | null;
    end_time?: string | null;
    attachment: string | null;
    signature: string;
    spv_signature: string | null;
    description?: string | null;
    replacement_date?: string | null;
    pdf_name?: string | null;
    created_at?: string | null;
    decided_at?: string | null;
  };
  karyawan: { name: string | null } | null;
  user: { name: string; nik: number; lok_kd: string | null };
}

/** POST /leave's text fields (rules §7). */
export interface LeaveRequestFields {
  tipe: string;
  nik: number;
  reason: string;
  leave_duration: string;
  start_date: string;
  end_date: string;
  start_time?: string | null;
  end_time?: string | null;
}

export interface ApprovalFields {
  leave_id: string;
  description: string;
  replacement_date?: string | null;
  ibxid?: string | null;
}

export const leaveTypes = (api: HadirApi) => api.call<string[]>('GET', 'leave-types');

export const listLeaves = (api: HadirApi) => api.call<ProviderLeaveItem[]>('GET', 'leave');

export const leaveSummary = (api: HadirApi) => api.call<ProviderLeaveSummary>('GET', 'leave-summary');

/** The id travels in a header, so only digits go (anything else could not be a leave id anyway). */
export const leaveDetail = (api: HadirApi, id: string) =>
  api.call<ProviderLeaveDetail>('GET', 'leave-detail', { headers: { LeaveID: /^\d{1,10}$/.test(id) ? id : '0' } });

/** POST /leave (multipart): the PDF (when there is one) goes as `files`, the drawn signature as `signature`. */
export const fileLeave = (api: HadirApi, fields: LeaveRequestFields, attachment: ResolvedUpload | null, signature: ResolvedUpload) =>
  api.call<ProviderLeaveItem>('POST', 'leave', {
    body: () => multipartBody({ ...fields }, attachment ? { files: attachment, signature } : { signature }),
  });

export const leavePreview = (api: HadirApi, query: { tipe: string; leave_duration: string; start_date: string; end_date: string }) =>
  api.call<ProviderLeavePreview>('GET', `leave-preview?${new URLSearchParams(query)}`);

export const leaveBalances = (api: HadirApi) => api.call<ProviderLeaveBalance[]>('GET', 'leave-balances');

/** PUT /leave (multipart): the supervisor's signature and Keterangan. */
export const approveLeave = (api: HadirApi, fields: ApprovalFields, signature: ResolvedUpload) =>
  api.call<{ id: number; status: ProviderLeaveStatus; pdf_name: string }>('PUT', 'leave', {
    body: () => multipartBody({ ...fields }, { signature }),
  });

/** DELETE /leave with a JSON body {leaveid, ibxid}. */
export const rejectLeave = (api: HadirApi, leaveid: string, ibxid: string | null) =>
  api.call<{ id: number; status: ProviderLeaveStatus }>('DELETE', 'leave', { body: () => ({ leaveid, ibxid }) });

/** POST /leave-cancel: the employee withdraws their own request. */
export const cancelLeave = (api: HadirApi, leaveid: string) =>
  api.call<{ id: number; status: ProviderLeaveStatus }>('POST', 'leave-cancel', { body: () => ({ leaveid }) });
