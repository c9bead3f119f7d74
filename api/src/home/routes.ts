import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { summarizeMonth } from './service.js';

export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/summary_attendance', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok('Attendance summary', await summarizeMonth(ctx, caller.user));
  });
}
