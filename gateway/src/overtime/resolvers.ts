import {
  OvertimeStatus,
  type HrOvertimeSettings,
  type OvertimeRequest,
  type OvertimeTiers,
  type Resolvers,
} from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';
import type { ReplyData } from '../datasource/contract.js';
import type { ProviderOvertime } from './provider.js';

const toRequest = (row: ProviderOvertime): OvertimeRequest => ({
  id: String(row.id),
  employeeName: row.employee?.name ?? null,
  employeeNik: row.employee?.nik ?? null,
  date: row.date,
  start: row.start,
  end: row.end,
  endDate: row.end_date,
  plannedMinutes: row.planned_minutes,
  reason: row.reason,
  workingDay: row.working_day,
  askedByEmployee: row.asked_by_employee,
  consentedAt: row.consented_at,
  consentDevice: row.consent_device,
  status: OvertimeStatus[row.status],
});

const toTiers = (tiers: Record<'1.5' | '2' | '3' | '4', number>): OvertimeTiers => ({
  x1_5: tiers['1.5'],
  x2: tiers['2'],
  x3: tiers['3'],
  x4: tiers['4'],
});

const toSettings = (settings: ReplyData<'/api/v1/hr/overtime-settings', 'get'>): HrOvertimeSettings => ({
  roundingMinutes: settings.rounding_minutes,
  shortestWeekday: settings.shortest_weekday,
  cutiBersamaClosed: settings.cuti_bersama_closed,
  restDayBreak: settings.rest_day_break,
  excluded: settings.excluded,
});

const toWage = (wage: ReplyData<'/api/v1/hr/wages/{nik}', 'put'>) => ({
  nik: wage.nik,
  name: wage.name,
  monthlyWage: wage.monthly_wage,
});

export const overtimeResolvers: Resolvers = {
  Query: {
    async overtimeShift(_parent, { date, nik }, { api }) {
      const { data } = await provider.overtimeShift(api, date, nik);
      return { date: data.date, workingDay: data.working_day, start: data.start, end: data.end };
    },
    async overtimeMonth(_parent, { month, nik }, { api }) {
      const { data } = await provider.overtimeMonth(api, month, nik);
      return {
        month: data.month,
        days: data.days.map((day) => ({
          date: day.date,
          request: toRequest(day.request),
          dayType: day.day_type,
          requestedMinutes: day.requested_minutes,
          approvedMinutes: day.approved_minutes,
          workedMinutes: day.worked_minutes,
          countedMinutes: day.counted_minutes,
          tiers: toTiers(day.minutes_by_multiplier),
          multiplierHours: day.multiplier_hours,
        })),
        rejected: data.rejected.map(toRequest),
        countedMinutes: data.totals.overtime_minutes,
        tiers: toTiers(data.totals.overtime_minutes_by_multiplier),
        multiplierHours: data.totals.overtime_multiplier_hours,
      };
    },
    async overtimeRequest(_parent, { id }, { api }) {
      return toRequest((await provider.overtimeRequest(api, id)).data);
    },
    async hrOvertimeRecap(_parent, args, { api }) {
      const { data } = await provider.hrOvertimeRecap(api, args);
      return {
        month: data.month,
        total: data.total,
        page: data.page,
        pageSize: data.page_size,
        byStatus: Object.entries(data.by_status).map(([name, count]) => ({ name, count })),
        items: data.items.map((item) => ({
          id: String(item.id),
          nik: item.nik,
          name: item.name,
          department: item.department,
          date: item.date,
          start: item.start,
          end: item.end,
          status: OvertimeStatus[item.status],
          consented: item.consented,
          reason: item.reason,
          dayType: item.day_type,
          requestedMinutes: item.requested_minutes,
          approvedMinutes: item.approved_minutes,
          workedMinutes: item.worked_minutes,
          countedMinutes: item.counted_minutes,
          tiers: toTiers(item.minutes_by_multiplier),
          multiplierHours: item.multiplier_hours,
          overtimePay: item.overtime_pay,
        })),
      };
    },
    async hrWages(_parent, { page, pageSize }, { api }) {
      const { data } = await provider.hrWages(api, page, pageSize);
      return { total: data.total, page: data.page, pageSize: data.page_size, items: data.items.map(toWage) };
    },
    async hrOvertimeSettings(_parent, _args, { api }) {
      return toSettings((await provider.hrOvertimeSettings(api)).data);
    },
  },
  Mutation: {
    async askOvertime(_parent, { input }, { api }) {
      return toRequest((await provider.askOvertime(api, input)).data);
    },
    async consentOvertime(_parent, { id }, { api }) {
      return toRequest((await provider.consentOvertime(api, id)).data);
    },
    async withdrawOvertime(_parent, { id }, { api }) {
      const { message } = await provider.withdrawOvertime(api, id);
      return { message };
    },
    async decideOvertime(_parent, { id, approve }, { api }) {
      return toRequest((await provider.decideOvertime(api, id, approve)).data);
    },
    async hrSaveOvertimeSettings(_parent, choices, { api }) {
      const { message } = await provider.saveOvertimeSettings(api, choices);
      return { message, settings: toSettings((await provider.hrOvertimeSettings(api)).data) };
    },
    async hrSetWage(_parent, { nik, monthlyWage }, { api }) {
      const { message, data } = await provider.setWage(api, nik, monthlyWage);
      return { message, wage: toWage(data) };
    },
    async hrSetOvertimeExcluded(_parent, { nik, excluded }, { api }) {
      const { message, data } = await provider.setOvertimeExcluded(api, nik, excluded);
      return { message, settings: toSettings(data) };
    },
  },
};
