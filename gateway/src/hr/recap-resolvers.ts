import { TeamStatus, type Resolvers } from '../__generated__/resolvers-types.js';
import * as recap from './recap.js';

const TEAM_STATUS = {
  present: TeamStatus.Present,
  late: TeamStatus.Late,
  absent: TeamStatus.Absent,
  leave: TeamStatus.Leave,
  holiday: TeamStatus.Holiday,
  off: TeamStatus.Off,
  not_yet: TeamStatus.NotYet,
} as const;

/** The month recap for HR (the company) and for supervisors (their team); the provider decides who sees whom. */
export const recapResolvers: Resolvers = {
  Query: {
    async hrRecap(_parent, args, { api }) {
      return recap.toRecapPage((await recap.hrRecap(api, args)).data);
    },
    async hrPersonMonth(_parent, { nik, month }, { api }) {
      return recap.toPersonMonth((await recap.hrPersonMonth(api, nik, month)).data);
    },
    async hrLeaveRecap(_parent, { filter, page, pageSize }, { api }) {
      return recap.toLeaveRecap((await recap.hrLeaveRecap(api, filter, page, pageSize)).data);
    },
    async teamToday(_parent, _args, { api }) {
      const { data } = await api.call('get', '/api/v1/team/today');
      return {
        date: data.date,
        people: data.people.map((person) => ({
          nik: person.nik,
          name: person.name,
          date: person.date,
          status: TEAM_STATUS[person.status],
          firstIn: person.first_in,
          lateMinutes: person.late_minutes,
          leaveType: person.leave_type,
          holiday: person.holiday,
          flagged: person.flagged,
        })),
      };
    },
    async teamRecap(_parent, { month, page, pageSize }, { api }) {
      return recap.toRecapPage((await recap.teamRecap(api, month, page, pageSize)).data);
    },
    async teamPersonMonth(_parent, { nik, month }, { api }) {
      return recap.toPersonMonth((await recap.teamPersonMonth(api, nik, month)).data);
    },
  },
};
