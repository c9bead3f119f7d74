import type { AttendanceSummary, Resolvers } from '../__generated__/resolvers-types.js';

export const homeResolvers: Resolvers = {
  Query: {
    async attendanceSummary(_parent, _args, { api }) {
      const { data } = await api.call<AttendanceSummary>('GET', 'summary_attendance');
      return data;
    },
  },
};
