import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { sendExport } from '../../platform/exports/send.js';
import { OVERTIME_RECAP_MESSAGES as M } from './messages.js';
import { overtimeExportQuery, overtimeRecapQuery, overtimeRecapReply } from './schemas.js';
import { overtimeExport, overtimeRecap } from './service.js';

const tag = 'HR overtime recap';

/** The month's overtime requests and what each counts (issue 27, docs/rules.md §13), like the leave recap. */
export function hrOvertimeRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/overtime-recap',
    {
      schema: contract({
        tag,
        summary:
          "A month's overtime requests with requested, approved, worked, counted and multiplier-hours each, a page at a time",
        querystring: overtimeRecapQuery,
        data: overtimeRecapReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.recap, await overtimeRecap(ctx, caller, parse(overtimeRecapQuery, request.query)));
    },
  );

  app.get(
    '/overtime-recap/export',
    {
      schema: contract({
        tag,
        summary: "The month's overtime requests as a streamed XLSX or CSV file, a column per multiplier",
        querystring: overtimeExportQuery,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const query = parse(overtimeExportQuery, request.query);
      const file = await overtimeExport(ctx, caller, query);
      return sendExport(
        ctx,
        caller,
        request,
        reply,
        { kind: 'overtime', name: file.name, format: query.format },
        file.write,
      );
    },
  );
}
