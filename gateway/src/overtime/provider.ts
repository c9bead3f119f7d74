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
