import type { HrLeavePolicy, HrLeavePolicyInput, Resolvers } from '../__generated__/resolvers-types.js';
import type { Item, ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, resolveUpload, type ResolvedUpload } from '../files/multipart.js';

/** GET/PUT /hr/leave-policies' policy, whole. */
type ProviderPolicy = Item<ReplyData<'/api/v1/hr/leave-policies', 'get'>>;

const hrBalances = (api: HadirApi, nik?: number | null) =>
  api.call('get', '/api/v1/hr/leave-balances', { query: { nik: nik == null ? null : Math.max(0, Math.trunc(nik)) } });
const adjust = (api: HadirApi, body: RequestBody<'/api/v1/hr/leave-adjustments', 'post'>) =>
  api.call('post', '/api/v1/hr/leave-adjustments', { body: () => body });
const policies = (api: HadirApi) => api.call('get', '/api/v1/hr/leave-policies');
const savePolicy = (api: HadirApi, body: RequestBody<'/api/v1/hr/leave-policies', 'put'>) =>
  api.call('put', '/api/v1/hr/leave-policies', { body: () => body });
const settings = (api: HadirApi) => api.call('get', '/api/v1/hr/leave-settings');
const saveSettings = (api: HadirApi, body: RequestBody<'/api/v1/hr/leave-settings', 'put'>) =>
  api.call('put', '/api/v1/hr/leave-settings', { body: () => body });
const delegations = (api: HadirApi) => api.call('get', '/api/v1/leave-delegation');
const addDelegation = (api: HadirApi, body: RequestBody<'/api/v1/leave-delegation', 'post'>) =>
  api.call('post', '/api/v1/leave-delegation', { body: () => body });
/** The id goes in the path, so only digits go (anything else could not be a stand-in's id anyway). */
const removeDelegation = (api: HadirApi, id: string) =>
  api.call('delete', '/api/v1/leave-delegation/{id}', { path: { id: /^\d{1,10}$/.test(id) ? id : '0' } });

const openingDryRun = (api: HadirApi, file: ResolvedUpload) =>
  api.call('post', '/api/v1/hr/leave-balances/import/dry-run', { body: () => multipartBody({}, { file }) });
const openingConfirm = (api: HadirApi, importId: string) =>
  api.call('post', '/api/v1/hr/leave-balances/import/confirm', { body: () => ({ import_id: importId }) });

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

type PolicyBody = RequestBody<'/api/v1/hr/leave-policies', 'put'>;

/** The kind and accrual go as HR chose them: the api answers one it does not know in its own words. */
const toProviderPolicy = (input: HrLeavePolicyInput): PolicyBody => ({
  leave_type: input.type,
  kind: input.kind as PolicyBody['kind'],
  tracks_balance: input.tracksBalance,
  days_per_year: input.daysPerYear,
  accrual: input.accrual as PolicyBody['accrual'],
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

const toDelegation = (row: Item<ReplyData<'/api/v1/leave-delegation', 'get'>>) => ({
  id: String(row.id),
  nik: String(row.nik),
  name: row.name,
  fromDate: row.from_date,
  toDate: row.to_date,
});

/** Leave balances for HR (the table, adjustments, policies, settings) and a person's stand-ins (issue 26). */
export const leaveBalanceResolvers: Resolvers = {
  Query: {
    async hrLeaveBalances(_parent, { nik }, { api }) {
      return (await hrBalances(api, nik)).data.map((row) => ({
        nik: String(row.nik),
        name: row.name,
        type: row.leave_type,
        balance: row.balance,
      }));
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
      const { message, data } = await adjust(api, {
        nik: input.nik,
        leave_type: input.type,
        days: input.days,
        reason: input.reason,
      });
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
