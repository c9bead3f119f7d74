import { OvertimeStatus, type OvertimeRequest, type OvertimeTiers, type Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';
import type { ProviderOvertime } from './provider.js';

const toRequest = (row: ProviderOvertime): OvertimeRequest => ({
  id: String(row.id),
  employeeName: row.employee?.name ?? null,
  employeeNik: row.employee?.nik ?? null,
  date: row.date,
  start: row.start,
  end: row.end,
  plannedMinutes: row.planned_minutes,
  reason: row.reason,
  workingDay: row.working_day,
  askedByEmployee: row.asked_by_employee,
  consentedAt: row.consented_at,
  consentDevice: row.consent_device,
  status: OvertimeStatus[row.status],
});

const toTiers = (tiers: Record<'1.5' | '2' | '3' | '4', number>): OvertimeTiers => ({ x1_5: tiers['1.5'], x2: tiers['2'], x3: tiers['3'], x4: tiers['4'] });

export const overtimeResolvers: Resolvers = {
  Query: {
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
  },
  Mutation: {
    async askOvertime(_parent, { input }, { api }) {
      return toRequest((await provider.askOvertime(api, input)).data);
    },
    async consentOvertime(_parent, { id }, { api }) {
      return toRequest((await provider.consentOvertime(api, id)).data);
    },
    async decideOvertime(_parent, { id, approve }, { api }) {
      return toRequest((await provider.decideOvertime(api, id, approve)).data);
    },
  },
};
