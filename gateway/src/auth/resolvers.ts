import type { Resolvers } from '../__generated__/resolvers-types.js';
import { callerNik } from './caller.js';
import * as provider from './provider.js';
import { toUser } from './user.js';

export const authResolvers: Resolvers = {
  // The root again, its fields resolved with the session the sign-in has just set (schema: Session.query).
  Session: { query: () => ({}) },
  Query: {
    async me(_parent, _args, { api }) {
      const { data } = await provider.refresh(api);
      return toUser(data.user);
    },
    async mySessions(_parent, _args, { api }) {
      return (await provider.sessions(api)).data;
    },
    async verifyResetToken(_parent, { token }, { api }) {
      const { message } = await provider.verifyResetToken(api, token);
      return { message };
    },
  },
  Mutation: {
    async login(_parent, { nik, password, proof }, { api, session }) {
      const { message, data } = await provider.login(api, nik, password, proof);
      session.setToken(data.token);
      if (data.device) session.addDeviceToken(data.device);
      return { message, user: toUser(data.user) };
    },
    async relogin(_parent, { nik, password, proof }, { api, session }) {
      const { message, data } = await provider.relogin(api, nik, password, proof);
      session.setToken(data.token);
      if (data.device) session.addDeviceToken(data.device);
      return { message, user: toUser(data.user) };
    },
    async activate(_parent, { code, proof }, { api }) {
      const { message, data } = await provider.activate(api, code, proof);
      return { message, token: data.token, nik: String(data.nik), name: data.name };
    },
    async endSession(_parent, { id }, { api }) {
      const { message } = await provider.endSession(api, id);
      return { message };
    },
    async endOtherSessions(_parent, _args, { api }) {
      const { message } = await provider.endOtherSessions(api);
      return { message };
    },
    async logout(_parent, _args, { api, session }) {
      try {
        if (session.token) await provider.logout(api);
      } catch {
        // Logging out always succeeds for the person: the cookie goes whatever the provider said.
      } finally {
        session.clear();
      }
      return { message: 'Logout success' };
    },
    async forgotPassword(_parent, { email }, { api }) {
      const { message } = await provider.forgotPassword(api, email);
      return { message };
    },
    async resetPassword(_parent, { token, password }, { api }) {
      const { message } = await provider.resetPassword(api, token, password);
      return { message };
    },
    async updatePassword(_parent, { oldPassword, newPassword }, { api, session }) {
      const { message, data } = await provider.updatePassword(api, await callerNik(api), oldPassword, newPassword);
      // The provider ends every session on a new password (a stolen copy of this cookie with it)
      // and gives this one a new session.
      if (data?.token) session.setToken(data.token);
      return { message };
    },
  },
};
