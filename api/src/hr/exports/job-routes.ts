import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { attachment, sendStoredFile } from '../../http/stored-file.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import type { ExportJobRow } from './job-queries.js';
import * as jobs from './jobs.js';
import { EXPORT_KIND_NAMES, EXPORT_KINDS, type ExportKindName } from './kinds.js';
import { EXPORT_JOB_MESSAGES as M } from '../../platform/exports/messages.js';
import { EXPORT_CONTENT_TYPES } from '../../platform/exports/send.js';

const tag = 'HR exports';
const jobId = z.uuid({ error: M.notFound });

const exportJob = z.object({
  id: z.string(),
  kind: z.enum(EXPORT_KIND_NAMES),
  format: z.enum(['xlsx', 'csv']),
  name: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  done: z.number(),
  total: z.number().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  download: z.string().nullable(),
  /** Why a failed export failed, in words HR reads (issue 48); null otherwise. */
  failure: z.string().nullable(),
});

/** An export job as the contract shows it: its progress (done of total people, or requests) and, once done, where to download it. */
export const presentExportJob = (job: ExportJobRow): z.infer<typeof exportJob> => ({
  id: job.id,
  kind: job.kind,
  format: job.format,
  name: job.name,
  state: job.state,
  done: job.done,
  total: job.total,
  created_at: job.created_at.toISOString(),
  finished_at: job.finished_at?.toISOString() ?? null,
  expires_at: job.expires_at?.toISOString() ?? null,
  download: job.state === 'done' ? `/api/v1/hr/exports/${job.id}/file` : null,
  failure: job.state === 'failed' ? job.failure : null,
});

/** Each kind is asked for beside the recap whose file it is: POST /hr/{kind}/export-jobs. */
const ASKED: Record<ExportKindName, string> = {
  recap: 'Asks for the month as an XLSX or CSV file, prepared as a job (see GET /hr/exports)',
  'leave-recap': "Asks for the period's leave requests as an XLSX or CSV file, prepared as a job (see GET /hr/exports)",
  'overtime-recap':
    "Asks for the month's overtime requests as an XLSX or CSV file, a column per multiplier, prepared as a job (see GET /hr/exports)",
};

export function hrExportJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of EXPORT_KIND_NAMES) {
    const query = EXPORT_KINDS[kind].query;
    app.post(
      `/${kind}/export-jobs`,
      { schema: contract({ tag, summary: ASKED[kind], querystring: query, data: exportJob }) },
      async (request) => {
        const caller = await hrAdmin(ctx, request.headers.authorization);
        parse(query, request.query);
        return ok(
          M.queued,
          presentExportJob(await jobs.requestExport(ctx, caller, kind, request.query as Record<string, string>)),
        );
      },
    );
  }

  app.get(
    '/exports',
    {
      schema: contract({
        tag,
        summary: "The caller's exports under way or downloadable, newest first, with their progress",
        data: z.array(exportJob),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, (await jobs.exportJobs(ctx, caller)).map(presentExportJob));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/exports/:id',
    {
      schema: contract({
        tag,
        summary: 'Cancels an export that is waiting or being prepared',
        params: z.object({ id: jobId }),
        data: exportJob,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.cancelled, presentExportJob(await jobs.cancelExport(ctx, caller, parse(jobId, request.params.id))));
    },
  );

  // A binary GET the gateway's file proxy forwards with the cookie's token.
  app.get<{ Params: { id: string } }>(
    '/exports/:id/file',
    {
      schema: contract({
        tag,
        summary: 'A finished export, streamed from the file store',
        params: z.object({ id: jobId }),
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { job, stream } = await jobs.exportFile(ctx, caller, parse(jobId, request.params.id));
      return sendStoredFile(reply, job.file!, stream, {
        contentType: EXPORT_CONTENT_TYPES[job.format],
        disposition: attachment(job.name),
      });
    },
  );
}
