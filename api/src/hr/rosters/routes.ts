import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../access.js';
import { ROSTER_MESSAGES as M } from './messages.js';
import { rosterChanges, rosterQuery, rosterReply } from './schemas.js';
import { rosterGrid, saveRoster } from './service.js';

const tag = 'HR rosters';
const gridQuery = rosterQuery.extend({ page: z.coerce.number().int().min(1).max(1000).optional() });

/** Rosters (issue 25): a unit's people × a month's days, each cell a shift, Off or empty. */
export function hrRosterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/rosters', { schema: contract({ tag, summary: "A unit's month: people × days, each cell a shift, Off or empty (the assignment applies)", querystring: gridQuery, data: rosterReply }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.grid, await rosterGrid(ctx, caller, parse(gridQuery, request.query)));
  });

  app.put('/rosters', { schema: contract({ tag, summary: 'Saves one change set of roster cells, all or nothing, audited', body: rosterChanges, data: z.object({ changed: z.number() }) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const saved = await saveRoster(ctx, caller, parse(rosterChanges, request.body));
    return ok(M.saved(saved.changed), saved);
  });
}
