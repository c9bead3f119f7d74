import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { OVERTIME_RECAP_MESSAGES as M } from './messages.js';
import { overtimeRecapQuery, overtimeRecapReply } from './schemas.js';
import { overtimeRecap } from './service.js';

const tag = 'HR overtime recap';

/**
 * The month's overtime requests and what each counts (issue 27, docs/rules.md §13), like the leave recap;
 * its file is an export job (hr/exports: POST /hr/overtime-recap/export-jobs).
 */
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
}
