import type { Resolvers } from '../__generated__/resolvers-types.js';

export const homeResolvers: Resolvers = {
  Query: {
    async attendanceSummary(_parent, _args, { api }) {
      // The reply is the schema's AttendanceSummary field for field: the compiler checks both sides.
      const { data } = await api.call('get', '/api/v1/summary_attendance');
      return data;
    },
  },
};
