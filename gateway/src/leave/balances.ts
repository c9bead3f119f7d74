import type { HrLeavePolicy, HrLeavePolicyInput, Resolvers } from '../__generated__/resolvers-types.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, resolveUpload, type ResolvedUpload } from '../files/multipart.js';

/** GET /hr/leave-balances' items. */
interface ProviderHrBalance {
  user_id: number;
  nik: number;
  name: string;
  leave_type: string;
  balance: number;
}

/** GET/PUT /hr/leave-policies' policy, whole. */
interface ProviderPolicy {
  leave_type: string;
  kind: string;
  tracks_balance: boolean;
  days_per_year: number;
  accrual: string;
  service_months: number;
  carry_over_cap: number;
  carry_over_months: number;
  max_days: number | null;
  max_months: number | null;
  extra_months_with_letter: number;
  max_days_per_month: number | null;
  attachment_after_days: number | null;
  paid: boolean;
  allow_negative: boolean;
  active: boolean;
}

/** GET/POST /leave-delegation's stand-in. */
interface ProviderDelegation {
  id: number;
  nik: number;
  name: string;
  from_date: string;
  to_date: string;
}

const hrBalances = (api: HadirApi, nik?: number | null) =>
  api.call<ProviderHrBalance[]>('GET', nik == null ? 'hr/leave-balances' : `hr/leave-balances?nik=${Math.max(0, Math.trunc(nik))}`);
const adjust = (api: HadirApi, body: { nik: string; leave_type: string; days: number; reason: string }) =>
  api.call<{ nik: number; leave_type: string; balance: number }>('POST', 'hr/leave-adjustments', { body: () => body });
const policies = (api: HadirApi) => api.call<ProviderPolicy[]>('GET', 'hr/leave-policies');
const savePolicy = (api: HadirApi, body: ProviderPolicy) => api.call<ProviderPolicy>('PUT', 'hr/leave-policies', { body: () => body });
const settings = (api: HadirApi) => api.call<{ escalate_after_hours: number }>('GET', 'hr/leave-settings');
const saveSettings = (api: HadirApi, body: { escalate_after_hours: number }) =>
  api.call<{ escalate_after_hours: number }>('PUT', 'hr/leave-settings', { body: () => body });
const delegations = (api: HadirApi) => api.call<ProviderDelegation[]>('GET', 'leave-delegation');
const addDelegation = (api: HadirApi, body: { nik: string; from_date: string; to_date: string }) =>
  api.call<ProviderDelegation>('POST', 'leave-delegation', { body: () => body });
/** The id goes in the path, so only digits go (anything else could not be a stand-in's id anyway). */
const removeDelegation = (api: HadirApi, id: string) => api.call<null>('DELETE', `leave-delegation/${/^\d{1,10}$/.test(id) ? id : '0'}`);

/** POST /hr/leave-balances/import/dry-run's report. */
interface ProviderOpeningReport {
  import_id: string;
  file_name: string;
  rows: number;
  counts: { set: number; unchanged: number; applied: number; error: number };
  outcomes: { row: number; nik: string; name: string | null; leave_type: string; before: number | null; after: number | null; action: string; error: string | null }[];
  errors: { row: number; nik: string; message: string }[];
  expires_at: string;
}

const openingDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call<ProviderOpeningReport>('POST', 'hr/leave-balances/import/dry-run', { body: () => multipartBody({}, { file }) });
const openingConfirm = (api: HadirApi, importId: string) =>
  api.call<{ counts: { set: number; unchanged: number } }>('POST', 'hr/leave-balances/import/confirm', { body: () => ({ import_id: importId }) });

const toPolicy = (row: ProviderPolicy): HrLeavePolicy => ({
  type: row.leave_type,
  kind: row.kind,
  tracksBalance: row.tracks_balance,
  daysPerYear: row.days_per_year,
  accrual: row.accrual,
  serviceMonths: row.service_months,
  carryOverCap: row.carry_over_cap,
  carryOverMonths: row.carry_over_months,
  maxDays: row.max_days,
  maxMonths: row.max_months,
  extraMonthsWithLetter: row.extra_months_with_letter,
  maxDaysPerMonth: row.max_days_per_month,
  attachmentAfterDays: row.attachment_after_days,
  paid: row.paid,
  allowNegative: row.allow_negative,
  active: row.active,
});

const toProviderPolicy = (input: HrLeavePolicyInput): ProviderPolicy => ({
  leave_type: input.type,
  kind: input.kind,
  tracks_balance: input.tracksBalance,
  days_per_year: input.daysPerYear,
  accrual: input.accrual,
  service_months: input.serviceMonths,
  carry_over_cap: input.carryOverCap,
  carry_over_months: input.carryOverMonths,
  max_days: input.maxDays ?? null,
  max_months: input.maxMonths ?? null,
  extra_months_with_letter: input.extraMonthsWithLetter,
  max_days_per_month: input.maxDaysPerMonth ?? null,
  attachment_after_days: input.attachmentAfterDays ?? null,
  paid: input.paid,
  allow_negative: input.allowNegative,
  active: input.active,
});

const toDelegation = (row: ProviderDelegation) => ({ id: String(row.id), nik: String(row.nik), name: row.name, fromDate: row.from_date, toDate: row.to_date });

/** Leave balances for HR (the table, adjustments, policies, settings) and a person's stand-ins (issue 26). */
export const leaveBalanceResolvers: Resolvers = {
  Query: {
    async hrLeaveBalances(_parent, { nik }, { api }) {
      return (await hrBalances(api, nik)).data.map((row) => ({ nik: String(row.nik), name: row.name, type: row.leave_type, balance: row.balance }));
    },
    async hrLeavePolicies(_parent, _args, { api }) {
      return (await policies(api)).data.map(toPolicy);
    },
    async hrLeaveSettings(_parent, _args, { api }) {
      return { escalateAfterHours: (await settings(api)).data.escalate_after_hours };
    },
    async leaveDelegations(_parent, _args, { api }) {
      return (await delegations(api)).data.map(toDelegation);
    },
  },
  Mutation: {
    async hrAdjustLeaveBalance(_parent, { input }, { api }) {
      const { message, data } = await adjust(api, { nik: input.nik, leave_type: input.type, days: input.days, reason: input.reason });
      return { message, balance: data.balance };
    },
    async hrSaveLeavePolicy(_parent, { input }, { api }) {
      return { message: (await savePolicy(api, toProviderPolicy(input))).message };
    },
    async hrSaveLeaveSettings(_parent, { input }, { api }) {
      return { message: (await saveSettings(api, { escalate_after_hours: input.escalateAfterHours })).message };
    },
    async addLeaveDelegation(_parent, { nik, fromDate, toDate }, { api }) {
      const { message, data } = await addDelegation(api, { nik, from_date: fromDate, to_date: toDate });
      return { message, delegation: toDelegation(data) };
    },
    async removeLeaveDelegation(_parent, { id }, { api }) {
      return { message: (await removeDelegation(api, id)).message };
    },
    async hrLeaveImportDryRun(_parent, { file }, { api }) {
      const { message, data } = await openingDryRun(api, (await resolveUpload(file))!);
      return {
        message,
        importId: data.import_id,
        fileName: data.file_name,
        rows: data.rows,
        counts: data.counts,
        outcomes: data.outcomes.map(({ leave_type: type, ...row }) => ({ ...row, type })),
        errors: data.errors.map((error) => ({ ...error, field: null })),
        expiresAt: data.expires_at,
      };
    },
    async hrLeaveImportConfirm(_parent, { importId }, { api }) {
      const { message, data } = await openingConfirm(api, importId);
      return { message, ...data.counts };
    },
  },
};
