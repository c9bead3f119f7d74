import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { summarizeMonth } from './service.js';

export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/summary_attendance',
    {
      schema: contract({
        tag: 'home',
        summary:
          "This month's present, late, leave, absent and total for the caller, counted by their schedule and holidays",
        data: z.object({
          attend: z.number(),
          late: z.number(),
          leave: z.number(),
          absent: z.number(),
          total: z.number(),
        }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok('Attendance summary', await summarizeMonth(ctx, caller.user));
    },
  );
}
