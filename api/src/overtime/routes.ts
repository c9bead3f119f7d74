import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { OVERTIME_MESSAGES as M } from './messages.js';
import { presentLine, presentOvertime, presentTotals } from './presenter.js';
import { overtimeMonthQuery as monthQuery, overtimeBody, overtimeId, overtimeShiftQuery } from './schemas.js';
import { overtimeMonth as monthReply, overtimeRequest, overtimeShift as shiftReply } from './replies.js';
import {
  askOvertime,
  consentOvertime,
  decideOvertime,
  overtimeMonth,
  overtimeShift,
  readOvertime,
  withdrawOvertime,
} from './service.js';

const tag = 'overtime';
const params = z.object({ id: z.string() });
const idOf = (raw: unknown) => {
  const parsed = overtimeId.safeParse(raw);
  if (!parsed.success) throw notFound(M.notFound, 'overtime_not_found');
  return parsed.data.id;
};

/** Overtime requests (issue 27, docs/rules.md §13), inside /api/v1. */
export function overtimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/overtime',
    {
      schema: contract({
        tag,
        summary:
          "Asks for a day's overtime (the employee, or their supervisor for them); refused over 4 h a working day or 18 h a week",
        body: overtimeBody,
        data: overtimeRequest,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const row = await askOvertime(ctx, caller, parse(overtimeBody, request.body), request.headers['user-agent']);
      return ok(M.requested, presentOvertime(row));
    },
  );

  app.get(
    '/overtime/shift',
    {
      schema: contract({
        tag,
        summary:
          "A day's shift of the caller (or a team member's, for their supervisor): the request form's default window starts at its end",
        querystring: overtimeShiftQuery,
        data: shiftReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.shift, await overtimeShift(ctx, caller, parse(overtimeShiftQuery, request.query)));
    },
  );

  app.get(
    '/overtime',
    {
      schema: contract({
        tag,
        summary:
          "A person's month of overtime: requested, approved, worked beyond the shift, counted and multiplier-hours a day, with totals",
        querystring: monthQuery,
        data: monthReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const month = await overtimeMonth(ctx, caller, parse(monthQuery, request.query));
      const { lines, rejected, totals, ...period } = month;
      return ok(M.list, {
        ...period,
        days: lines.map(presentLine),
        rejected: rejected.map((row) => presentOvertime(row)),
        totals: presentTotals(totals),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/overtime/:id',
    {
      schema: contract({
        tag,
        summary: 'An overtime request, for the employee or whoever decides it',
        params,
        data: overtimeRequest,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const { row, employee } = await readOvertime(ctx, caller, idOf(request.params));
      return ok(M.list, presentOvertime(row, employee));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/overtime/:id/consent',
    {
      schema: contract({
        tag,
        summary:
          'The employee agrees to the overtime (time and device recorded); one their supervisor asked for is then approved',
        params,
        data: overtimeRequest,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const row = await consentOvertime(ctx, caller, idOf(request.params), request.headers['user-agent']);
      return ok(row.status === 'Approved' ? M.approved : M.consented, presentOvertime(row));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/overtime/:id/withdraw',
    {
      schema: contract({
        tag,
        summary:
          'The employee (or the supervisor who asked it) withdraws an overtime request nobody decided yet; its inbox items are settled',
        params,
        data: overtimeRequest,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.withdrawn, presentOvertime(await withdrawOvertime(ctx, caller, idOf(request.params))));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/overtime/:id/approve',
    {
      schema: contract({
        tag,
        summary: 'The approver approves an overtime request the employee agreed to',
        params,
        data: overtimeRequest,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.approved, presentOvertime(await decideOvertime(ctx, caller, idOf(request.params), 'Approved')));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/overtime/:id/reject',
    { schema: contract({ tag, summary: 'The approver rejects an overtime request', params, data: overtimeRequest }) },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.rejected, presentOvertime(await decideOvertime(ctx, caller, idOf(request.params), 'Rejected')));
    },
  );
}
