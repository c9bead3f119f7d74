import { GraphQLError } from 'graphql';
import {
  HrHolidayKind,
  HrScheduleTargetKind,
  type HrAssignmentInput,
  type HrHoliday,
  type HrHolidayInput,
  type HrNotificationSettings,
  type HrNotificationSettingsInput,
  type HrSchedule,
  type HrScheduleAssignment,
  type HrScheduleInput,
} from '../__generated__/resolvers-types.js';
import type { Item, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { idSegment } from './provider.js';

/** docs/hr-api.md Part 2's Schedule, Assignment and Holiday. */
export type ProviderSchedule = Item<ReplyData<'/api/v1/hr/schedules', 'get'>>;

export type ProviderAssignment = Item<ReplyData<'/api/v1/hr/schedules/assignments', 'get'>>;
type TargetKind = ProviderAssignment['target']['kind'];

export type ProviderHoliday = Item<ReplyData<'/api/v1/hr/holidays', 'get'>>;
type HolidayKind = ProviderHoliday['kind'];

const TARGET: Record<TargetKind, HrScheduleTargetKind> = {
  division: HrScheduleTargetKind.Division,
  subdivision: HrScheduleTargetKind.Subdivision,
  department: HrScheduleTargetKind.Department,
  employee: HrScheduleTargetKind.Employee,
};
const HOLIDAY: Record<HolidayKind, HrHolidayKind> = {
  national: HrHolidayKind.National,
  company: HrHolidayKind.Company,
  cuti_bersama: HrHolidayKind.CutiBersama,
};

export const toHrSchedule = (row: ProviderSchedule): HrSchedule => ({
  id: String(row.id),
  name: row.name,
  start: row.start,
  end: row.end,
  weekdays: row.weekdays,
  graceMinutes: row.grace_minutes,
  checkInBeforeMinutes: row.check_in_before_minutes,
  checkOutAfterMinutes: row.check_out_after_minutes,
  assignments: row.assignments,
  inUseSince: row.in_use_since,
});

export const toHrAssignment = (row: ProviderAssignment): HrScheduleAssignment => ({
  id: String(row.id),
  scheduleId: String(row.schedule.id),
  scheduleName: row.schedule.name,
  target: { ...row.target, kind: TARGET[row.target.kind] },
  validFrom: row.valid_from,
});

export const toHrHoliday = (row: ProviderHoliday): HrHoliday => ({
  date: row.date,
  name: row.name,
  kind: HOLIDAY[row.kind],
  countsAgainstLeave: row.counts_against_leave,
  source: row.source,
  decreed: row.decreed,
  removed: row.removed,
});

const scheduleBody = (input: HrScheduleInput) => ({
  name: input.name,
  start: input.start,
  end: input.end,
  weekdays: input.weekdays,
  grace_minutes: input.graceMinutes,
  check_in_before_minutes: input.checkInBeforeMinutes ?? undefined,
  check_out_after_minutes: input.checkOutAfterMinutes ?? undefined,
});

type AssignmentBody = RequestBody<'/api/v1/hr/schedules/{id}/assignments', 'post'>;

/** A target without its code or NIK goes as it is: the api answers what is missing. */
function assignmentBody(input: HrAssignmentInput): AssignmentBody {
  const kind = input.kind.toLowerCase();
  const target = input.kind === HrScheduleTargetKind.Employee ? { kind, nik: input.nik } : { kind, code: input.code };
  return { target: target as AssignmentBody['target'], valid_from: input.validFrom };
}

/** A calendar day in a path: yyyy-mm-dd only (anything else could not be a holiday). */
function dateSegment(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new GraphQLError('That day is not a holiday of this company', { extensions: { code: 'NOT_FOUND' } });
  return date;
}

export const listSchedules = (api: HadirApi) => api.call('get', '/api/v1/hr/schedules');
export const createSchedule = (api: HadirApi, input: HrScheduleInput) =>
  api.call('post', '/api/v1/hr/schedules', { body: () => scheduleBody(input) });
export const updateSchedule = (api: HadirApi, id: string, input: HrScheduleInput) =>
  api.call('put', '/api/v1/hr/schedules/{id}', { path: { id: idSegment(id) }, body: () => scheduleBody(input) });
export const deleteSchedule = (api: HadirApi, id: string) =>
  api.call('delete', '/api/v1/hr/schedules/{id}', { path: { id: idSegment(id) } });
export const listAssignments = (api: HadirApi) => api.call('get', '/api/v1/hr/schedules/assignments');
export const assignSchedule = (api: HadirApi, scheduleId: string, input: HrAssignmentInput) =>
  api.call('post', '/api/v1/hr/schedules/{id}/assignments', {
    path: { id: idSegment(scheduleId) },
    body: () => assignmentBody(input),
  });
export const unassignSchedule = (api: HadirApi, id: string) =>
  api.call('delete', '/api/v1/hr/schedules/assignments/{id}', { path: { id: idSegment(id) } });

export const listHolidays = (api: HadirApi, year: number | null | undefined) =>
  api.call('get', '/api/v1/hr/holidays', { query: { year } });
export const addHoliday = (api: HadirApi, input: HrHolidayInput) =>
  api.call('post', '/api/v1/hr/holidays', {
    body: () => ({
      date: input.date,
      name: input.name,
      kind: input.kind.toLowerCase() as RequestBody<'/api/v1/hr/holidays', 'post'>['kind'],
      counts_against_leave: input.countsAgainstLeave ?? false,
    }),
  });
export const removeHoliday = (api: HadirApi, date: string) =>
  api.call('delete', '/api/v1/hr/holidays/{date}', { path: { date: dateSegment(date) } });
export const restoreHoliday = (api: HadirApi, date: string) =>
  api.call('post', '/api/v1/hr/holidays/{date}/restore', { path: { date: dateSegment(date) }, body: () => ({}) });

/** GET and PUT /hr/correction-settings (issue 25): the company's correction window in calendar days. */
export const correctionSettings = (api: HadirApi) => api.call('get', '/api/v1/hr/correction-settings');
export const saveCorrectionSettings = (api: HadirApi, windowDays: number, cutoffDay: number | null = null) =>
  api.call('put', '/api/v1/hr/correction-settings', {
    body: () => ({ window_days: windowDays, cutoff_day: cutoffDay }),
  });

/** GET and PUT /hr/notification-settings (issue 47): the company's reminders and the e-mail after an unopened push. */
export const notificationSettings = (api: HadirApi) => api.call('get', '/api/v1/hr/notification-settings');
export const saveNotificationSettings = (api: HadirApi, input: HrNotificationSettingsInput) =>
  api.call('put', '/api/v1/hr/notification-settings', {
    body: () => ({
      remind_clock_in_minutes: input.remindClockInMinutes ?? null,
      remind_clock_out_minutes: input.remindClockOutMinutes ?? null,
      digest_time: input.digestTime ?? null,
      reminders_ignore_quiet: input.remindersIgnoreQuiet,
      notify_email_after_minutes: input.notifyEmailAfterMinutes ?? null,
    }),
  });

type NotificationSettingsData = Awaited<ReturnType<typeof notificationSettings>>['data'];

export const toHrNotificationSettings = (data: NotificationSettingsData): HrNotificationSettings => ({
  remindClockInMinutes: data.remind_clock_in_minutes,
  remindClockOutMinutes: data.remind_clock_out_minutes,
  digestTime: data.digest_time,
  remindersIgnoreQuiet: data.reminders_ignore_quiet,
  notifyEmailAfterMinutes: data.notify_email_after_minutes,
});
