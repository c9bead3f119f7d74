import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { nikParam, personMonthQuery, personMonthReply, recapQuery, recapReply } from '../recap/index.js';
import { TEAM_MESSAGES as M } from './messages.js';
import { teamPersonMonth, teamRecap, teamToday } from './service.js';

const tag = 'Team';
const teamRecapQuery = recapQuery.pick({ month: true, page: true, page_size: true });

const todayReply = z.object({
  date: z.string(),
  people: z.array(
    z.object({
      nik: z.number(),
      name: z.string(),
      profile: z.string().nullable(),
      date: z
        .string()
        .meta({ description: "The person's own calendar day (yyyy-mm-dd) in their zone (WIB, WITA or WIT)" }),
      status: z.enum(['present', 'late', 'absent', 'leave', 'holiday', 'off', 'not_yet']),
      first_in: z.string().nullable(),
      last_out: z.string().nullable(),
      late_minutes: z.number(),
      leave_type: z.string().nullable(),
      holiday: z.string().nullable(),
      flagged: z.boolean().meta({ description: "Today's clock-in is flagged and waits for its review (issue 29)" }),
    }),
  ),
});

/** A supervisor's view of the people they supervise (role 2; anyone else 403 supervisor_only). */
export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/team/today',
    { schema: contract({ tag, summary: "Who's in today", data: todayReply }) },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.today, await teamToday(ctx, caller));
    },
  );

  app.get(
    '/team/recap',
    {
      schema: contract({ tag, summary: "The team's month in numbers", querystring: teamRecapQuery, data: recapReply }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.recap, await teamRecap(ctx, caller, parse(teamRecapQuery, request.query)));
    },
  );

  app.get<{ Params: { nik: string } }>(
    '/team/recap/:nik',
    {
      schema: contract({
        tag,
        summary: "A team member's month, day by day",
        params: z.object({ nik: nikParam }),
        querystring: personMonthQuery,
        data: personMonthReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const nik = parse(nikParam, request.params.nik);
      return ok(M.personMonth, await teamPersonMonth(ctx, caller, nik, parse(personMonthQuery, request.query).month));
    },
  );
}
