import type { HrFace, HrFaceSettingsInput, Resolvers } from '../__generated__/resolvers-types.js';
import type { ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

/** What GET /hr/face and every change of it answer: the company's rules and who consented or enrolled. */
type FaceData = ReplyData<'/api/v1/hr/face', 'get'>;

const toHrFace = (data: FaceData): HrFace => ({
  settings: {
    faceCheck: data.settings.face_check,
    matchThreshold: data.settings.face_match_threshold,
    uncertainThreshold: data.settings.face_uncertain_threshold,
    keepFrames: data.settings.face_keep_frames,
    retentionDays: data.settings.face_retention_days,
  },
  people: data.people.map((person) => ({
    nik: person.nik,
    name: person.name,
    consentGivenAt: person.consent_given_at,
    earlierNotice: person.earlier_notice,
    enrolledAt: person.enrolled_at,
    reenrolRequired: person.reenrol_required,
    looks: person.looks,
  })),
});

/** Only what HR changed goes; the api keeps the rest as it is. */
const settingsBody = (input: HrFaceSettingsInput) => ({
  face_check: input.faceCheck ?? undefined,
  face_match_threshold: input.matchThreshold ?? undefined,
  face_uncertain_threshold: input.uncertainThreshold ?? undefined,
  face_keep_frames: input.keepFrames ?? undefined,
  face_retention_days: input.retentionDays ?? undefined,
});

export const companyFace = (api: HadirApi) => api.call('get', '/api/v1/hr/face');
export const saveFaceSettings = (api: HadirApi, input: HrFaceSettingsInput) =>
  api.call('patch', '/api/v1/hr/face', { body: () => settingsBody(input) });
export const askReenrolment = (api: HadirApi, nik: number) =>
  api.call('post', '/api/v1/hr/face/{nik}/reenrol', { path: { nik } });

/** The company's face check (issue 49): api/src/hr/face. */
export const hrFaceResolvers: Resolvers = {
  Query: {
    async hrFace(_parent, _args, { api }) {
      return toHrFace((await companyFace(api)).data);
    },
  },
  Mutation: {
    async hrSaveFaceSettings(_parent, { input }, { api }) {
      const { message, data } = await saveFaceSettings(api, input);
      return { message, face: toHrFace(data) };
    },
    async hrAskFaceReenrolment(_parent, { nik }, { api }) {
      const { message, data } = await askReenrolment(api, nik);
      return { message, face: toHrFace(data) };
    },
  },
};
