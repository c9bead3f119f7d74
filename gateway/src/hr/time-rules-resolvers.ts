import type { Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './time-rules.js';

/** HR's time rules: schedules, their assignments, the company's holidays (docs/hr-api.md Part 2), its correction window (issue 25), and its reminders and notification settings (issue 47). */
export const hrTimeRulesResolvers: Resolvers = {
  Query: {
    async hrSchedules(_parent, _args, { api }) {
      return (await provider.listSchedules(api)).data.map(provider.toHrSchedule);
    },
    async hrScheduleAssignments(_parent, _args, { api }) {
      return (await provider.listAssignments(api)).data.map(provider.toHrAssignment);
    },
    async hrHolidays(_parent, { year }, { api }) {
      return (await provider.listHolidays(api, year)).data.map(provider.toHrHoliday);
    },
    async hrCorrectionSettings(_parent, _args, { api }) {
      const { data } = await provider.correctionSettings(api);
      return { windowDays: data.window_days, cutoffDay: data.cutoff_day ?? null };
    },
    async hrNotificationSettings(_parent, _args, { api }) {
      return provider.toHrNotificationSettings((await provider.notificationSettings(api)).data);
    },
  },
  Mutation: {
    async hrCreateSchedule(_parent, { input }, { api }) {
      const { message, data } = await provider.createSchedule(api, input);
      return { message, schedule: provider.toHrSchedule(data) };
    },
    async hrUpdateSchedule(_parent, { id, input }, { api }) {
      const { message, data } = await provider.updateSchedule(api, id, input);
      return { message, schedule: provider.toHrSchedule(data) };
    },
    async hrDeleteSchedule(_parent, { id }, { api }) {
      return { message: (await provider.deleteSchedule(api, id)).message };
    },
    async hrAssignSchedule(_parent, { scheduleId, input }, { api }) {
      const { message, data } = await provider.assignSchedule(api, scheduleId, input);
      return { message, assignment: provider.toHrAssignment(data) };
    },
    async hrUnassignSchedule(_parent, { id }, { api }) {
      return { message: (await provider.unassignSchedule(api, id)).message };
    },
    async hrAddHoliday(_parent, { input }, { api }) {
      const { message, data } = await provider.addHoliday(api, input);
      return { message, holiday: provider.toHrHoliday(data) };
    },
    async hrRemoveHoliday(_parent, { date }, { api }) {
      return { message: (await provider.removeHoliday(api, date)).message };
    },
    async hrRestoreHoliday(_parent, { date }, { api }) {
      const { message, data } = await provider.restoreHoliday(api, date);
      return { message, holiday: provider.toHrHoliday(data) };
    },
    async hrSaveCorrectionSettings(_parent, { windowDays, cutoffDay }, { api }) {
      const { message, data } = await provider.saveCorrectionSettings(api, windowDays, cutoffDay ?? null);
      return { message, settings: { windowDays: data.window_days, cutoffDay: data.cutoff_day ?? null } };
    },
    async hrSaveNotificationSettings(_parent, { input }, { api }) {
      const { message, data } = await provider.saveNotificationSettings(api, input);
      return { message, settings: provider.toHrNotificationSettings(data) };
    },
  },
};
