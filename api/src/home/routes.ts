import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { homeSummary } from './service.js';

export function homeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/summary_attendance',
    {
      schema: contract({
        tag: 'home',
        summary:
          "This month's present, late, leave, absent and total for the caller, counted by their schedule and holidays, and what waits for them",
        data: z.object({
          attend: z.number(),
          late: z.number(),
          leave: z.number(),
          absent: z.number(),
          total: z.number(),
          waiting: z.number().meta({
            description: "Inbox items waiting for the caller's action (Pending, opening a screen); Home's inbox badge",
          }),
          flagged: z.number().meta({
            description:
              'Flagged clock-ins waiting for the caller to review (a supervisor: their team; HR: their company); 0 for an employee',
          }),
        }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok('Attendance summary', await homeSummary(ctx, caller.user));
    },
  );
}
