import {
  ExportJobState,
  type ExportJob,
  type HrLeaveRecapFilter,
  type HrOvertimeRecapFilter,
  type HrRecapFilter,
  type Resolvers,
} from '../__generated__/resolvers-types.js';
import type { Item, ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { overtimeRecapQuery } from '../overtime/provider.js';
import { leaveRecapQuery, recapQuery } from './recap.js';

/** docs/openapi.json, "HR exports": an export prepared as a job. */
type ProviderExportJob = Item<ReplyData<'/api/v1/hr/exports', 'get'>>;

const STATES = {
  queued: ExportJobState.Queued,
  running: ExportJobState.Running,
  done: ExportJobState.Done,
  failed: ExportJobState.Failed,
  cancelled: ExportJobState.Cancelled,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A job id as a path segment: a UUID or nothing the provider could read as a path. */
export const jobSegment = (id: string) => (UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000');

/** The download goes through the gateway's file proxy (`/api/v1/hr/exports/:id/file`), with the session cookie. */
const toExportJob = (job: ProviderExportJob): ExportJob => ({
  id: job.id,
  kind: job.kind,
  name: job.name,
  format: job.format,
  state: STATES[job.state],
  done: job.done,
  total: job.total,
  downloadUrl: job.download ? `/api/v1/hr/exports/${jobSegment(job.id)}/file` : null,
  failure: job.failure,
  createdAt: job.created_at,
});

export const requestRecapExport = (
  api: HadirApi,
  args: { month?: string | null; format: string; filter?: HrRecapFilter | null },
) =>
  api.call('post', '/api/v1/hr/recap/export-jobs', {
    query: { ...recapQuery(args.month, args.filter), format: args.format },
  });

/** The leave recap's requests as a job: its screen's filter (api/src/hr/leave-recap's query). */
export const requestLeaveRecapExport = (api: HadirApi, args: { format: string; filter?: HrLeaveRecapFilter | null }) =>
  api.call('post', '/api/v1/hr/leave-recap/export-jobs', {
    query: { ...leaveRecapQuery(args.filter), format: args.format },
  });

/** The month's overtime requests as a job: its screen's filter (api/src/hr/overtime-recap's query). */
export const requestOvertimeRecapExport = (
  api: HadirApi,
  args: { month?: string | null; format: string; filter?: HrOvertimeRecapFilter | null },
) =>
  api.call('post', '/api/v1/hr/overtime-recap/export-jobs', {
    query: { ...overtimeRecapQuery(args.month, args.filter), format: args.format },
  });

export const exportJobResolvers: Resolvers = {
  Query: {
    async hrExportJobs(_parent, _args, { api }) {
      return (await api.call('get', '/api/v1/hr/exports')).data.map(toExportJob);
    },
  },
  Mutation: {
    async hrRequestRecapExport(_parent, args, { api }) {
      return toExportJob((await requestRecapExport(api, args)).data);
    },
    async hrRequestLeaveRecapExport(_parent, args, { api }) {
      return toExportJob((await requestLeaveRecapExport(api, args)).data);
    },
    async hrRequestOvertimeRecapExport(_parent, args, { api }) {
      return toExportJob((await requestOvertimeRecapExport(api, args)).data);
    },
    async hrCancelExport(_parent, { id }, { api }) {
      return toExportJob((await api.call('delete', '/api/v1/hr/exports/{id}', { path: { id: jobSegment(id) } })).data);
    },
  },
};
