import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from '../auth/caller.js';
import { resolveUpload } from '../files/multipart.js';
import { toCorrection } from './correction.js';
import * as provider from './provider.js';

export const correctionResolvers: Resolvers = {
  Query: {
    async correction(_parent, { id }, { api }) {
      const { data } = await provider.getCorrection(api, id);
      return toCorrection(data);
    },
    async myCorrections(_parent, _args, { api }) {
      const { data } = await provider.myCorrections(api);
      return data.map((row) => toCorrection(row));
    },
    async correctionWindow(_parent, _args, { api }) {
      const { data } = await provider.correctionWindow(api);
      return { days: data.days, fromDate: data.from_date };
    },
  },
  Mutation: {
    async requestCorrection(_parent, { input, photo, attachment }, { api }) {
      const usernik = await callerNik(api);
      const { message } = await provider.requestCorrection(
        api,
        {
          usernik,
          description: input.reason,
          clocking: input.clocking,
          attendDate: input.date,
          attendTime: input.time,
          lok_nm: input.locationName,
          latitude: input.latitude,
          longitude: input.longitude,
        },
        await resolveUpload(photo),
        await resolveUpload(attachment),
      );
      return { message };
    },
    async withdrawCorrection(_parent, { id }, { api }) {
      const { message } = await provider.withdrawCorrection(api, id);
      return { message };
    },
    async decideCorrection(_parent, { id, inboxId, decision }, { api }) {
      const { message } = await provider.decideCorrection(api, { id, ibxid: inboxId, decision });
      return { message };
    },
  },
};
