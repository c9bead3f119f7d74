import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from '../auth/caller.js';
import { resolveUpload } from '../files/multipart.js';
import {
  toAttendanceDay,
  toAttendanceDetail,
  toAttendanceRecord,
  toClockingReview,
  toSigningKey,
  toWorkLocation,
} from './attendance.js';
import * as provider from './provider.js';

export const attendanceResolvers: Resolvers = {
  Query: {
    async workLocations(_parent, { types }, { api }) {
      const { data } = await provider.workLocations(api, types);
      return data.location.map(toWorkLocation);
    },
    async attendanceMonth(_parent, { monthIndex }, { api }) {
      const { data } = await provider.attendanceMonth(api, monthIndex);
      return data.map(toAttendanceDay);
    },
    async attendanceDay(_parent, { date }, { api }) {
      const { data } = await provider.attendanceDay(api, date);
      return data.map(toAttendanceRecord);
    },
    async attendanceDetail(_parent, { id }, { api }) {
      const { data } = await provider.attendanceDetail(api, id);
      return toAttendanceDetail(data);
    },
    async hrSigningKeys(_parent, { id }, { api }) {
      return (await provider.hrSigningKeys(api, id)).data.map(toSigningKey);
    },
    async clockingReviews(_parent, filter, { api }) {
      const { data } = await provider.clockingReviews(api, filter);
      return data.map(toClockingReview);
    },
  },
  Mutation: {
    async reviewClockings(_parent, { ids, decision, reason }, { api }) {
      const { message } = await provider.reviewClockings(api, ids, decision, reason);
      return { message };
    },
    async clockingNonce(_parent, _args, { api }) {
      const { data } = await provider.clockingNonce(api);
      return { nonce: data.nonce, expiresAt: data.expires_at };
    },
    async registerSigningKey(_parent, { publicKey }, { api }) {
      return toSigningKey(
        (
          await provider.registerSigningKey(api, {
            kty: publicKey.kty,
            crv: publicKey.crv,
            x: publicKey.x,
            y: publicKey.y,
          })
        ).data,
      );
    },
    async hrRevokeSigningKey(_parent, { id, keyId }, { api }) {
      return toSigningKey((await provider.hrRevokeSigningKey(api, id, keyId)).data);
    },
    async checkAttendance(_parent, { clocking }, { api }) {
      const { message, data } = await provider.checkAttend(api, clocking, await callerNik(api));
      return { message, nonce: data?.nonce ? { nonce: data.nonce, expiresAt: data.expires_at } : null };
    },
    async clockAttendance(_parent, { input, photo }, { api }) {
      // One provider call per clock-in: the NIK comes from the token (callerNik), not a GET /login.
      const [nik, file] = await Promise.all([callerNik(api), resolveUpload(photo)]);
      const { message } = await provider.clockAttendance(
        api,
        {
          latitude: input.latitude,
          longitude: input.longitude,
          usernik: nik,
          description: input.description,
          clocking: input.clocking,
          attendDate: input.attendDate,
          attendTime: input.attendTime,
          lok_kd: input.locationCode,
          lok_nm: input.locationName,
          fixes: input.fixes ? JSON.stringify(input.fixes) : null,
          webdriver: input.webdriver,
          client_id: input.clientId,
          captured_at: input.capturedAt,
          signature: input.signature,
          key_id: input.keyId,
          nonce: input.nonce,
          face_browser: input.faceCheck,
        },
        file,
      );
      return { message };
    },
  },
};
