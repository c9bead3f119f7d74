import type { FormFields, ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** GET /request_attend/:id's data: the request and its employee. */
export type ProviderCorrection = ReplyData<'/api/v1/request_attend/{id}', 'get'>;

/** The text fields of POST /request_attend as the api documents them. */
export type CorrectionRequest = FormFields<'/api/v1/request_attend', 'post'>;

/** POST /request_attend (multipart, rules §7): the selfie goes as `photo`, the attachment as `files`. */
export const requestCorrection = (
  api: HadirApi,
  fields: CorrectionRequest,
  photo: ResolvedUpload | null,
  attachment: ResolvedUpload | null,
) =>
  api.call('post', '/api/v1/request_attend', {
    body: () => multipartBody({ ...fields }, { photo, files: attachment }),
  });

/** GET /request_attend: the caller's own undecided requests. */
export const myCorrections = (api: HadirApi) => api.call('get', '/api/v1/request_attend');

/** POST /request_attend/:id/withdraw (issue 45). */
export const withdrawCorrection = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/request_attend/{id}/withdraw', { path: { id } });

export const getCorrection = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/request_attend/{id}', { path: { id } });

export const decideCorrection = (
  api: HadirApi,
  decision: { id: string; ibxid?: string | null; decision: 'Approved' | 'Rejected' },
) =>
  api.call('put', '/api/v1/request_attend', {
    body: () => ({
      id: decision.id,
      ...(decision.ibxid ? { ibxid: decision.ibxid } : {}),
      decision: decision.decision,
    }),
  });

/** GET /correction_window: the caller's window (issue 25). */
export const correctionWindow = (api: HadirApi) => api.call('get', '/api/v1/correction_window');
