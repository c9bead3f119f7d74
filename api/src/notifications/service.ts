import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { NOTIFICATION_EVENTS, type Channel } from '../platform/notifications/events.js';
import type { UserRow } from '../users/index.js';
import { MESSAGES } from './messages.js';
import * as queries from './queries.js';
import type { settingsBody, subscribeBody } from './schemas.js';
import type { z } from 'zod';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * A push endpoint is an address the api will POST to: https only (as every browser's push service
 * is), so nobody can make the api call into the company's own network; plain http on loopback only
 * outside production (the tests' push service).
 */
function usableEndpoint(ctx: AppContext, endpoint: string) {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' && !LOOPBACK.has(url.hostname)) return true;
  return ctx.config.NODE_ENV !== 'production' && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
}

export async function subscribe(
  ctx: AppContext,
  user: UserRow,
  sessionId: string,
  body: z.infer<typeof subscribeBody>,
  userAgent: string | undefined,
) {
  if (!usableEndpoint(ctx, body.endpoint)) throw badRequest(MESSAGES.endpointRefused, 'push_endpoint_refused');
  await queries.saveSubscription(ctx.db, {
    userId: user.id,
    sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
}

/** Every event with the caller's channel (push unless they chose otherwise), quiet hours and devices. */
export async function settings(ctx: AppContext, user: UserRow) {
  const chosen = new Map((await queries.preferencesOf(ctx.db, user.id)).map((row) => [row.event, row.channel]));
  const rest = (await queries.settingsOf(ctx.db, user.id))!;
  return {
    events: NOTIFICATION_EVENTS.map((event) => ({ event, channel: chosen.get(event) ?? ('push' as Channel) })),
    ...rest,
  };
}

export async function saveSettings(ctx: AppContext, user: UserRow, body: z.infer<typeof settingsBody>) {
  await ctx.db.transaction((tx) => queries.saveSettings(tx, user.id, body));
  return settings(ctx, user);
}
