import type { ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';

/** What GET /face and every change of it answer: the caller's face check. */
export type FaceStatusData = ReplyData<'/api/v1/face', 'get'>;

/** GET /face. */
export const faceStatus = (api: HadirApi) => api.call('get', '/api/v1/face');

/** POST /face/consent: the caller agrees to the notice of this version. */
export const giveConsent = (api: HadirApi, noticeVersion: string) =>
  api.call('post', '/api/v1/face/consent', { body: () => ({ notice_version: noticeVersion }) });

/** DELETE /face/consent: the template goes with the consent. */
export const withdrawConsent = (api: HadirApi) => api.call('delete', '/api/v1/face/consent');

/** POST /face/enrolment (multipart): the pictures as frame1…frame5, in the order they were taken. */
export const enrol = (api: HadirApi, frames: ResolvedUpload[]) =>
  api.call('post', '/api/v1/face/enrolment', {
    body: () =>
      multipartBody(
        {},
        {
          frame1: frames[0],
          frame2: frames[1],
          frame3: frames[2],
          frame4: frames[3],
          frame5: frames[4],
        },
      ),
  });
