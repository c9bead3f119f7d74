import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from '../auth/caller.js';
import { toUser } from '../auth/user.js';
import { resolveUpload } from '../files/multipart.js';
import * as provider from './provider.js';

export const profileResolvers: Resolvers = {
  Mutation: {
    async updateProfile(_parent, { input, photo }, { api }) {
      const nik = await callerNik(api);
      const { data } = await provider.updateProfile(api, { nik, ...input }, await resolveUpload(photo));
      return toUser(data.user);
    },
    async updateLanguage(_parent, { language }, { api }) {
      const { data } = await provider.updateLanguage(api, language);
      return toUser(data.user);
    },
  },
};
