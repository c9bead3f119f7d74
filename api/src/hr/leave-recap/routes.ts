import type { FastifyInstance } from 'fastify';
import { contract } from '../../http/openapi.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { sendExport } from '../../platform/exports/send.js';
import { LEAVE_RECAP_MESSAGES as M } from './messages.js';
import { leaveExportQuery, leaveRecapQuery, leaveRecapReply } from './schemas.js';
import { leaveExport, leaveRecap } from './service.js';

const tag = 'HR leave recap';

export function hrLeaveRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/leave-recap',
    {
      schema: contract({
        tag,
        summary: 'Leave requests of a period by status, type and unit, a page at a time',
        querystring: leaveRecapQuery,
        data: leaveRecapReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.recap, await leaveRecap(ctx, caller, parse(leaveRecapQuery, request.query), ctx.clock.now()));
    },
  );

  app.get(
    '/leave-recap/export',
    {
      schema: contract({
        tag,
        summary: 'The leave requests as a streamed XLSX or CSV file',
        querystring: leaveExportQuery,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const query = parse(leaveExportQuery, request.query);
      const file = await leaveExport(ctx, caller, query, ctx.clock.now());
      return sendExport(
        ctx,
        caller,
        request,
        reply,
        { kind: 'leave', name: file.name, format: query.format },
        file.write,
      );
    },
  );
}
