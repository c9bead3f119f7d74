import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import { periodHeader } from './schemas.js';
import { inboxOfMonth } from './service.js';

export function inboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/inbox',
    {
      schema: contract({
        tag: 'inbox',
        summary:
          "The caller's messages of one month (Period 1-12: a month not yet begun this year is last year's), newest first",
        headers: z.object({ period: periodHeader }),
        data: z.object({
          user: z.object({ name: z.string() }),
          inbox: z.array(
            z.object({
              id: z.number(),
              message: z.string(),
              messageKey: z
                .string()
                .nullable()
                .describe(
                  'The sentence of @hadir/common/inbox-messages the message is, or null (an item from before keys)',
                ),
              messageValues: z
                .record(z.string(), z.unknown())
                .nullable()
                .describe(
                  'What the sentence fills in: names, numbers, dates as shown, and nested sentences {key, values}',
                ),
              status: z.string(),
              createdAt: z.string(),
              redirect: z.string().nullable(),
              itemid: z.string().nullable(),
            }),
          ),
        }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok('Inbox', await inboxOfMonth(ctx, caller, parse(periodHeader, request.headers.period)));
    },
  );
}
