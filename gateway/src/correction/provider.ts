import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** GET /request_attend/:id's data. */
export interface ProviderCorrection {
  request: {
    id: number;
    attend_date: string;
    attend_time: string;
    clocking: boolean;
    reason: string;
    photo: string;
    attachment: string | null;
    lok_nm: string | null;
    latitude: number | null;
    longitude: number | null;
    status: 'Pending' | 'Approved' | 'Rejected';
    createdAt: string;
    decidedAt: string | null;
  };
  user: { name: string; nik: number };
}

export interface CorrectionRequest {
  usernik: number;
  description?: string | null;
  clocking?: boolean | null;
  attendDate?: string | null;
  attendTime?: string | null;
  lok_nm?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

/** POST /request_attend (multipart, rules §7): the selfie goes as `photo`, the attachment as `files`. */
export const requestCorrection = (
  api: HadirApi,
  fields: CorrectionRequest,
  photo: ResolvedUpload | null,
  attachment: ResolvedUpload | null,
) =>
  api.call<{ id: number }>('POST', 'request_attend', {
    body: () => multipartBody({ ...fields }, { photo, files: attachment }),
  });

export const getCorrection = (api: HadirApi, id: string) =>
  api.call<ProviderCorrection>('GET', `request_attend/${encodeURIComponent(id)}`);

export const decideCorrection = (
  api: HadirApi,
  decision: { id: string; ibxid?: string | null; decision: 'Approved' | 'Rejected' },
) =>
  api.call<null>('PUT', 'request_attend', {
    body: () => ({ id: decision.id, ...(decision.ibxid ? { ibxid: decision.ibxid } : {}), decision: decision.decision }),
  });

/** GET /correction_window: the caller's window (issue 25). */
export const correctionWindow = (api: HadirApi) => api.call<{ days: number; from_date: string }>('GET', 'correction_window');
