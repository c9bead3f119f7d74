import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { readMultipart } from '../../http/multipart.js';
import { ok } from '../../http/reply.js';
import { contract } from '../../http/openapi.js';
import { z } from 'zod';
import { attachment, sendStoredFile } from '../../http/stored-file.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { MAX_IMPORT_BYTES } from '../../platform/import/limits.js';
import { IMPORT_MESSAGES as M } from './messages.js';
import { confirmBody, importDoneReply, importReportReply, templateFormat } from './schemas.js';
import * as imports from './service.js';

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

const tag = 'hr';

export function hrImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A binary GET the gateway's file proxy forwards with the cookie's token.
  app.get<{ Params: { format: string } }>(
    '/import/template/:format',
    {
      schema: contract({
        tag,
        summary: 'The employee import template (xlsx or csv) with its header row',
        params: z.object({ format: templateFormat }),
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const format = parse(templateFormat, request.params.format);
      const bytes = await imports.template(ctx, caller, format);
      return sendStoredFile(reply, M.templateName(format), bytes, {
        contentType: CONTENT_TYPES[format],
        disposition: attachment(M.templateName(format)),
      });
    },
  );

  app.post(
    '/import/dry-run',
    {
      schema: contract({
        tag,
        summary:
          'Checks an employee file (CSV or XLSX, up to 5 MB and 10,000 rows) and answers every row’s result; nothing is written',
        multipart: true,
        body: z.object({ file: z.unknown() }),
        data: importReportReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const body = await readMultipart(request, { maxFileBytes: MAX_IMPORT_BYTES, tooLargeMessage: M.tooLarge }).catch(
        imports.importTooLarge,
      );
      return ok(M.dryRun, await imports.dryRun(ctx, caller, body.files.file));
    },
  );

  app.post(
    '/import/confirm',
    {
      schema: contract({
        tag,
        summary: 'Checks the dry run’s file again and writes it whole, in one transaction',
        body: confirmBody,
        data: importDoneReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { import_id: importId, send_codes: sendCodes } = parse(confirmBody, request.body);
      const counts = await imports.confirm(ctx, caller, importId, { sendCodes });
      return ok(M.done(counts), { counts });
    },
  );
}
