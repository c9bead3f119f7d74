import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';

const body = z.object(
  { at: z.iso.datetime({ offset: true, error: 'at must be an ISO 8601 instant or null' }).nullable() },
  { error: 'Send { "at": "<ISO 8601 instant>" } or { "at": null }' },
);

/**
 * PUT /test/clock — only when TEST_CLOCK=true (never in production, which config refuses): browser
 * tests set the instant the api judges clock-ins by, since the web's own time is never trusted.
 */
export function testClockRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.TEST_CLOCK) return;
  app.put('/test/clock', async (request) => {
    const { at } = parse(body, request.body);
    ctx.clock.set(at ? new Date(at) : null);
    return ok('Clock set', { now: ctx.clock.now().toISOString() });
  });
  // Browser tests wait here for the work a reply does not wait for (the face check of a clock-in,
  // the street address) instead of waiting a while: it answers once nothing is still running.
  app.post('/test/settled', async () => {
    await ctx.background.settled();
    return ok('Settled', null);
  });
}
