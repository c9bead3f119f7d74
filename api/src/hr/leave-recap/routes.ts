import type { FastifyInstance } from 'fastify';
import { contract } from '../../http/openapi.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { LEAVE_RECAP_MESSAGES as M } from './messages.js';
import { leaveRecapQuery, leaveRecapReply } from './schemas.js';
import { leaveRecap } from './service.js';

const tag = 'HR leave recap';

/** The leave recap; its file is an export job (hr/exports: POST /hr/leave-recap/export-jobs). */
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
}
