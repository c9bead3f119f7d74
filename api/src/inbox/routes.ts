import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { periodHeader } from './schemas.js';
import { inboxOfMonth } from './service.js';

export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/inbox', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok('Inbox', await inboxOfMonth(ctx, caller, parse(periodHeader, request.headers.period)));
  });
}
