import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract } from '../../http/openapi.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { HOLIDAY_MESSAGES as M } from './messages.js';
import { holidayBody, holidayDate, holidayReply, yearQuery } from './schemas.js';
import * as holidays from './service.js';

const tag = 'HR holidays';

type WithDate = { Params: { date: string } };

export function hrHolidayRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/holidays',
    {
      schema: contract({
        tag,
        summary: "A year's national holidays and the company's own days",
        querystring: yearQuery,
        data: z.array(holidayReply),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, await holidays.listHolidays(ctx, caller, parse(yearQuery, request.query).year));
    },
  );

  app.post(
    '/holidays',
    {
      schema: contract({
        tag,
        summary: 'Adds a company day off or a cuti bersama day',
        body: holidayBody,
        data: holidayReply,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      reply.code(201);
      return ok(M.added, await holidays.addHoliday(ctx, caller, parse(holidayBody, request.body)));
    },
  );

  app.delete<WithDate>(
    '/holidays/:date',
    {
      schema: contract({
        tag,
        summary: 'Deletes a company day, or stops observing a national one',
        params: z.object({ date: holidayDate }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await holidays.removeHoliday(ctx, caller, parse(holidayDate, request.params.date));
      return ok(M.removed);
    },
  );

  app.post<WithDate>(
    '/holidays/:date/restore',
    {
      schema: contract({
        tag,
        summary: 'Observes a removed national holiday again',
        params: z.object({ date: holidayDate }),
        data: holidayReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.restored, await holidays.restoreHoliday(ctx, caller, parse(holidayDate, request.params.date)));
    },
  );
}
