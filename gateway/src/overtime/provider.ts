import { withQuery } from '../hr/provider.js';
import type { HadirApi } from '../datasource/hadir-api.js';

type Tiers = { '1.5': number; '2': number; '3': number; '4': number };

/** An overtime request as the api answers it (api/src/overtime/presenter.ts). */
export interface ProviderOvertime {
  id: number;
  employee?: { nik: number; name: string };
  date: string;
  start: string;
  end: string;
  planned_minutes: number;
  reason: string;
  working_day: boolean;
  asked_by_employee: boolean;
  consented_at: string | null;
  consent_device: string | null;
  status: 'Pending' | 'Approved' | 'Rejected';
}

export interface ProviderOvertimeMonth {
  month: string;
  days: {
    date: string;
    request: ProviderOvertime;
    day_type: string;
    requested_minutes: number;
    approved_minutes: number;
    worked_minutes: number;
    counted_minutes: number;
    minutes_by_multiplier: Tiers;
    multiplier_hours: number;
  }[];
  rejected: ProviderOvertime[];
  totals: { overtime_minutes: number; overtime_minutes_by_multiplier: Tiers; overtime_multiplier_hours: number };
}

export const overtimeMonth = (api: HadirApi, month?: string | null, nik?: number | null) => {
  const query = new URLSearchParams();
  if (month) query.set('month', month);
  if (nik) query.set('nik', String(nik));
  const suffix = query.size ? `?${query}` : '';
  return api.call<ProviderOvertimeMonth>('GET', `overtime${suffix}`);
};

export const overtimeRequest = (api: HadirApi, id: string) => api.call<ProviderOvertime>('GET', `overtime/${encodeURIComponent(id)}`);

export const askOvertime = (api: HadirApi, input: { nik?: number | null; date: string; start: string; end: string; reason: string; consent?: boolean | null }) =>
  api.call<ProviderOvertime>('POST', 'overtime', {
    body: () => ({
      ...(input.nik ? { nik: input.nik } : {}),
      date: input.date,
      start: input.start,
      end: input.end,
      reason: input.reason,
      ...(input.consent == null ? {} : { consent: input.consent }),
    }),
  });

export const consentOvertime = (api: HadirApi, id: string) => api.call<ProviderOvertime>('POST', `overtime/${encodeURIComponent(id)}/consent`);

export const decideOvertime = (api: HadirApi, id: string, approve: boolean) =>
  api.call<ProviderOvertime>('POST', `overtime/${encodeURIComponent(id)}/${approve ? 'approve' : 'reject'}`);

/** GET /hr/overtime-recap (api/src/hr/overtime-recap): a month's requests, each with what it counts. */
export interface ProviderOvertimeRecap {
  month: string;
  total: number;
  page: number;
  page_size: number;
  by_status: Record<string, number>;
  items: {
    id: number;
    nik: number;
    name: string;
    department: string | null;
    date: string;
    start: string;
    end: string;
    status: 'Pending' | 'Approved' | 'Rejected';
    consented: boolean;
    reason: string;
    day_type: string;
    requested_minutes: number;
    approved_minutes: number;
    worked_minutes: number;
    counted_minutes: number;
    minutes_by_multiplier: Tiers;
    multiplier_hours: number;
    overtime_pay: number | null;
  }[];
}

export const hrOvertimeRecap = (
  api: HadirApi,
  args: { month?: string | null; filter?: { status?: string | null; division?: string | null; subdivision?: string | null; department?: string | null; search?: string | null } | null; page?: number | null; pageSize?: number | null },
) =>
  api.call<ProviderOvertimeRecap>(
    'GET',
    withQuery('hr/overtime-recap', {
      month: args.month,
      status: args.filter?.status,
      division: args.filter?.division,
      subdivision: args.filter?.subdivision,
      department: args.filter?.department,
      q: args.filter?.search?.trim(),
      page: args.page,
      page_size: args.pageSize,
    }),
  );

/** GET/PUT /hr/overtime-settings and PUT /hr/overtime-excluded/:nik. */
export interface ProviderOvertimeSettings {
  rounding_minutes: number;
  shortest_weekday: number | null;
  excluded: { nik: number; name: string; department: string | null }[];
}

export const hrOvertimeSettings = (api: HadirApi) => api.call<ProviderOvertimeSettings>('GET', 'hr/overtime-settings');

export const saveOvertimeSettings = (api: HadirApi, roundingMinutes: number, shortestWeekday: number | null | undefined) =>
  api.call<Omit<ProviderOvertimeSettings, 'excluded'>>('PUT', 'hr/overtime-settings', {
    body: () => ({ rounding_minutes: roundingMinutes, shortest_weekday: shortestWeekday ?? null }),
  });

export const setOvertimeExcluded = (api: HadirApi, nik: number, excluded: boolean) =>
  api.call<ProviderOvertimeSettings>('PUT', `hr/overtime-excluded/${Math.max(0, Math.trunc(nik))}`, { body: () => ({ excluded }) });

/** GET /hr/wages and PUT /hr/wages/:nik: HR's alone. */
export interface ProviderWage {
  nik: number;
  name: string;
  monthly_wage: number | null;
}

export const hrWages = (api: HadirApi, page?: number | null, pageSize?: number | null) =>
  api.call<{ total: number; page: number; page_size: number; items: ProviderWage[] }>('GET', withQuery('hr/wages', { page, page_size: pageSize }));

export const setWage = (api: HadirApi, nik: number, monthlyWage: number | null | undefined) =>
  api.call<ProviderWage>('PUT', `hr/wages/${Math.max(0, Math.trunc(nik))}`, { body: () => ({ monthly_wage: monthlyWage ?? null }) });
