import {
  DayStatus,
  OvertimeStatus,
  type HrLeaveRecapFilter,
  type HrRecapFilter,
  type LeaveRecapItem,
  type PersonMonth,
  type RecapDay,
  type RecapPage,
  type RecapRow,
} from '../__generated__/resolvers-types.js';
import type { Item, ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

/** docs/hr-api.md Part 2: a page of the month recap (HR's and a supervisor's team's read alike). */
export type ProviderRecapPage = ReplyData<'/api/v1/hr/recap', 'get'>;

/** A person's line of the recap: the counts of their period, and working days on leave by type. */
export type ProviderRecapRow = Item<ProviderRecapPage['items']>;

/** A person's month, day by day, with its totals, and the reader's zone (issue 25). */
export type ProviderPersonMonth = ReplyData<'/api/v1/hr/recap/{nik}', 'get'>;

type ProviderDay = Item<ProviderPersonMonth['days']>;

type ProviderLeaveRecap = ReplyData<'/api/v1/hr/leave-recap', 'get'>;

export const toRecapRow = (row: ProviderRecapRow): RecapRow => ({
  nik: row.nik,
  name: row.name,
  division: row.division,
  subdivision: row.subdivision,
  department: row.department,
  scheduledDays: row.scheduled_days,
  present: row.present,
  restDaysWorked: row.rest_days_worked,
  lateDays: row.late_days,
  lateMinutes: row.late_minutes,
  absent: row.absent,
  leave: Object.entries(row.leave).map(([type, days]) => ({ type, days })),
  leaveDays: row.leave_days,
  holidays: row.holidays,
  cutiBersamaCounted: row.cuti_bersama_counted,
  missingClockOut: row.missing_clock_out,
  corrections: row.corrections,
  overtimeHours: row.overtime_hours,
  overtimeMinutes: row.overtime_minutes,
  overtimeMultiplierHours: row.overtime_multiplier_hours,
  clockingsUnderReview: row.clockings_under_review,
  clockingsRejected: row.clockings_rejected,
});

export const toRecapPage = (page: ProviderRecapPage): RecapPage => ({
  month: page.month,
  from: page.from,
  to: page.to,
  through: page.through,
  total: page.total,
  page: page.page,
  pageSize: page.page_size,
  items: page.items.map(toRecapRow),
  leaveTypes: page.leave_types,
});

const STATUS = {
  present: DayStatus.Present,
  late: DayStatus.Late,
  absent: DayStatus.Absent,
  leave: DayStatus.Leave,
  holiday: DayStatus.Holiday,
  off: DayStatus.Off,
  upcoming: DayStatus.Upcoming,
  not_employed: DayStatus.NotEmployed,
} as const;

const photoPath = (file: string | null) => (file ? `/images/attendance/${encodeURIComponent(file)}` : null);

const toRecapDay = (day: ProviderDay): RecapDay => ({
  timeZone: day.time_zone,
  date: day.date,
  weekday: day.weekday,
  scheduleName: day.schedule.name,
  scheduleStart: day.schedule.start,
  scheduleEnd: day.schedule.end,
  graceMinutes: day.schedule.grace_minutes,
  working: day.working,
  holiday: day.holiday?.name ?? null,
  status: STATUS[day.status],
  firstIn: day.first_in,
  lastOut: day.last_out,
  lateMinutes: day.late_minutes,
  leaveType: day.leave?.type ?? null,
  halfDay: day.leave?.half_day ?? false,
  missingClockOut: day.missing_clock_out,
  corrected: day.corrected,
  flagged: day.flagged,
  location: day.location,
  photoIn: photoPath(day.photo_in),
  photoOut: photoPath(day.photo_out),
  recordIn: day.attendance_in === null ? null : String(day.attendance_in),
  recordOut: day.attendance_out === null ? null : String(day.attendance_out),
  sessions: day.sessions.map((pair) => ({
    in: pair.in,
    out: pair.out,
    recordIn: pair.attendance_in === null ? null : String(pair.attendance_in),
    recordOut: pair.attendance_out === null ? null : String(pair.attendance_out),
  })),
  workedMinutes: day.worked_minutes,
  overtime: day.overtime && {
    status: OvertimeStatus[day.overtime.status],
    start: day.overtime.start,
    end: day.overtime.end,
    requestedMinutes: day.overtime.requested_minutes,
    approvedMinutes: day.overtime.approved_minutes,
    workedMinutes: day.overtime.worked_minutes,
    countedMinutes: day.overtime.counted_minutes,
    multiplierHours: day.overtime.multiplier_hours,
  },
});

export const toPersonMonth = (month: ProviderPersonMonth): PersonMonth => ({
  viewerTimeZone: month.viewer_time_zone,
  month: month.month,
  from: month.from,
  to: month.to,
  through: month.through,
  nik: month.employee.nik,
  name: month.employee.name,
  division: month.employee.division,
  department: month.employee.department,
  days: month.days.map(toRecapDay),
  totals: toRecapRow(month.totals),
});

const counts = (tally: Record<string, number>) => Object.entries(tally).map(([name, count]) => ({ name, count }));

export const toLeaveRecap = (recap: ProviderLeaveRecap) => ({
  from: recap.from,
  to: recap.to,
  total: recap.total,
  page: recap.page,
  pageSize: recap.page_size,
  items: recap.items.map((item): LeaveRecapItem => ({
    id: String(item.id),
    nik: item.nik,
    name: item.name,
    division: item.division,
    department: item.department,
    type: item.type,
    duration: item.duration,
    startDate: item.start_date,
    endDate: item.end_date,
    days: item.days,
    status: item.status,
    description: item.description,
    decidedBy: item.decided_by?.name ?? null,
    decidedAt: item.decided_at,
  })),
  byStatus: counts(recap.by_status),
  byType: counts(recap.by_type),
  leaveTypes: recap.leave_types,
});

const month = (value: string | null | undefined) => value ?? undefined;

/** The month's recap screen's month and filter as the api's query: its list and its export job ask alike. */
export const recapQuery = (value: string | null | undefined, filter: HrRecapFilter | null | undefined) => ({
  month: month(value),
  division: filter?.division,
  subdivision: filter?.subdivision,
  department: filter?.department,
  q: filter?.search?.trim(),
});

/** The leave recap screen's filter as the api's query: its list and its export job ask alike. */
export const leaveRecapQuery = (filter: HrLeaveRecapFilter | null | undefined) => ({
  from: filter?.from,
  to: filter?.to,
  status: filter?.status,
  type: filter?.type,
  division: filter?.division,
  subdivision: filter?.subdivision,
  department: filter?.department,
  q: filter?.search?.trim(),
});
/** A NIK in a path: digits only. */
const nikSegment = (nik: number) => String(Math.max(0, Math.trunc(nik)));

export const hrRecap = (
  api: HadirApi,
  args: { month?: string | null; filter?: HrRecapFilter | null; page?: number | null; pageSize?: number | null },
) =>
  api.call('get', '/api/v1/hr/recap', {
    query: { ...recapQuery(args.month, args.filter), page: args.page, page_size: args.pageSize },
  });

export const hrPersonMonth = (api: HadirApi, nik: number, value?: string | null) =>
  api.call('get', '/api/v1/hr/recap/{nik}', { path: { nik: nikSegment(nik) }, query: { month: month(value) } });

export const hrLeaveRecap = (
  api: HadirApi,
  filter: HrLeaveRecapFilter | null | undefined,
  page?: number | null,
  pageSize?: number | null,
) => api.call('get', '/api/v1/hr/leave-recap', { query: { ...leaveRecapQuery(filter), page, page_size: pageSize } });

export const teamRecap = (api: HadirApi, value?: string | null, page?: number | null, pageSize?: number | null) =>
  api.call('get', '/api/v1/team/recap', { query: { month: month(value), page, page_size: pageSize } });

export const teamPersonMonth = (api: HadirApi, nik: number, value?: string | null) =>
  api.call('get', '/api/v1/team/recap/{nik}', { path: { nik: nikSegment(nik) }, query: { month: month(value) } });
