import type { ReplyData, RequestBody } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

/** An overtime request as the api answers it (api/src/overtime/presenter.ts). */
export type ProviderOvertime = ReplyData<'/api/v1/overtime/{id}', 'get'>;

export type ProviderOvertimeMonth = ReplyData<'/api/v1/overtime', 'get'>;

export const overtimeMonth = (api: HadirApi, month?: string | null, nik?: number | null) =>
  api.call('get', '/api/v1/overtime', { query: { month, nik: nik || null } });

/** GET /overtime/shift: the day's shift, for the form's default window (issue 45). */
export const overtimeShift = (api: HadirApi, date: string, nik?: number | null) =>
  api.call('get', '/api/v1/overtime/shift', { query: { date, nik: nik || null } });

export const overtimeRequest = (api: HadirApi, id: string) =>
  api.call('get', '/api/v1/overtime/{id}', { path: { id } });

export const askOvertime = (
  api: HadirApi,
  input: { nik?: number | null; date: string; start: string; end: string; reason: string; consent?: boolean | null },
) =>
  api.call('post', '/api/v1/overtime', {
    body: () => ({
      ...(input.nik ? { nik: input.nik } : {}),
      date: input.date,
      start: input.start,
      end: input.end,
      reason: input.reason,
      ...(input.consent == null ? {} : { consent: input.consent }),
    }),
  });

export const consentOvertime = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/overtime/{id}/consent', { path: { id } });

export const withdrawOvertime = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/overtime/{id}/withdraw', { path: { id } });

export const decideOvertime = (api: HadirApi, id: string, approve: boolean) =>
  approve
    ? api.call('post', '/api/v1/overtime/{id}/approve', { path: { id } })
    : api.call('post', '/api/v1/overtime/{id}/reject', { path: { id } });

/** The overtime screen's month and filter, as the api's query: its list and its export job ask alike. */
interface OvertimeRecapFilter {
  status?: string | null;
  division?: string | null;
  subdivision?: string | null;
  department?: string | null;
  search?: string | null;
}
export const overtimeRecapQuery = (
  month: string | null | undefined,
  filter: OvertimeRecapFilter | null | undefined,
) => ({
  month: month ?? undefined,
  status: filter?.status,
  division: filter?.division,
  subdivision: filter?.subdivision,
  department: filter?.department,
  q: filter?.search?.trim(),
});

/** GET /hr/overtime-recap (api/src/hr/overtime-recap): a month's requests, each with what it counts. */
export const hrOvertimeRecap = (
  api: HadirApi,
  args: { month?: string | null; filter?: OvertimeRecapFilter | null; page?: number | null; pageSize?: number | null },
) =>
  api.call('get', '/api/v1/hr/overtime-recap', {
    query: { ...overtimeRecapQuery(args.month, args.filter), page: args.page, page_size: args.pageSize },
  });

/** GET/PUT /hr/overtime-settings and PUT /hr/overtime-excluded/:nik. */
export const hrOvertimeSettings = (api: HadirApi) => api.call('get', '/api/v1/hr/overtime-settings');

export interface OvertimeChoices {
  roundingMinutes: number;
  shortestWeekday?: number | null;
  /** Kept as they are when not given. */
  cutiBersamaClosed?: boolean | null;
  restDayBreak?: boolean | null;
}

export const saveOvertimeSettings = (api: HadirApi, choices: OvertimeChoices) =>
  api.call('put', '/api/v1/hr/overtime-settings', {
    // A rounding the api does not offer goes as HR typed it: the api answers what it offers.
    body: () => ({
      rounding_minutes: choices.roundingMinutes as RequestBody<
        '/api/v1/hr/overtime-settings',
        'put'
      >['rounding_minutes'],
      shortest_weekday: choices.shortestWeekday ?? null,
      ...(typeof choices.cutiBersamaClosed === 'boolean' ? { cuti_bersama_closed: choices.cutiBersamaClosed } : {}),
      ...(typeof choices.restDayBreak === 'boolean' ? { rest_day_break: choices.restDayBreak } : {}),
    }),
  });

export const setOvertimeExcluded = (api: HadirApi, nik: number, excluded: boolean) =>
  api.call('put', '/api/v1/hr/overtime-excluded/{nik}', {
    path: { nik: Math.max(0, Math.trunc(nik)) },
    body: () => ({ excluded }),
  });

/** GET /hr/wages and PUT /hr/wages/:nik: HR's alone. */
export const hrWages = (api: HadirApi, page?: number | null, pageSize?: number | null) =>
  api.call('get', '/api/v1/hr/wages', { query: { page, page_size: pageSize } });

export const setWage = (api: HadirApi, nik: number, monthlyWage: number | null | undefined) =>
  api.call('put', '/api/v1/hr/wages/{nik}', {
    path: { nik: Math.max(0, Math.trunc(nik)) },
    body: () => ({ monthly_wage: monthlyWage ?? null }),
  });
