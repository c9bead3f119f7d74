import { GraphQLError } from 'graphql';
import type { FaceCheck, Resolvers } from '../__generated__/resolvers-types.js';
import { resolveUpload, type ResolvedUpload } from '../files/multipart.js';
import * as provider from './provider.js';

const instant = (value: string | null | undefined) => value ?? null;

const toFaceCheck = (data: provider.FaceStatusData): FaceCheck => ({
  enabled: data.enabled,
  noticeVersion: data.notice_version,
  consentGivenAt: instant(data.consent?.given_at),
  noticeChanged: data.notice_changed,
  enrolledAt: instant(data.enrolled_at),
  reenrolRequired: data.reenrol_required,
});

/** More pictures than the api's form names could never be sent; fewer, the api answers in its words. */
const MAX_FRAMES = 5;

/** The caller's face check (issue 49): api/src/face. */
export const faceResolvers: Resolvers = {
  Query: {
    async faceCheck(_parent, _args, { api }) {
      return toFaceCheck((await provider.faceStatus(api)).data);
    },
  },
  Mutation: {
    async giveFaceConsent(_parent, { noticeVersion }, { api }) {
      const { message, data } = await provider.giveConsent(api, noticeVersion);
      return { message, face: toFaceCheck(data) };
    },
    async withdrawFaceConsent(_parent, _args, { api }) {
      const { message, data } = await provider.withdrawConsent(api);
      return { message, face: toFaceCheck(data) };
    },
    async enrolFace(_parent, { frames }, { api }) {
      if (frames.length > MAX_FRAMES)
        throw new GraphQLError('Please send 3 to 5 pictures of your face', { extensions: { code: 'BAD_USER_INPUT' } });
      const files = (await Promise.all(frames.map((frame) => resolveUpload(frame)))) as ResolvedUpload[];
      const { message, data } = await provider.enrol(api, files);
      return { message, face: toFaceCheck(data) };
    },
  },
};
