import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { RECAP_MESSAGES as M } from './messages.js';
import { contract } from '../../http/openapi.js';
import { nikParam, personMonthQuery, personMonthReply, recapQuery, recapReply } from '../../recap/index.js';

const tag = 'HR recap';
import { companyRecap, employeeMonth } from './service.js';

export function hrRecapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/recap',
    {
      schema: contract({
        tag,
        summary: "A month of the company's (or a unit's) people in numbers, a page at a time",
        querystring: recapQuery,
        data: recapReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.recap, await companyRecap(ctx, caller, parse(recapQuery, request.query)));
    },
  );

  app.get<{ Params: { nik: string } }>(
    '/recap/:nik',
    {
      schema: contract({
        tag,
        summary: "A person's month, day by day",
        params: z.object({ nik: nikParam }),
        querystring: personMonthQuery,
        data: personMonthReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const nik = parse(nikParam, request.params.nik);
      return ok(M.personMonth, await employeeMonth(ctx, caller, nik, parse(personMonthQuery, request.query)));
    },
  );
}
