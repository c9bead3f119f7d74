import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { MESSAGES } from './messages.js';
import { pushKeyData, settingsData } from './replies.js';
import { openedParams, settingsBody, subscribeBody, unsubscribeBody } from './schemas.js';
import * as queries from './queries.js';
import * as service from './service.js';

const tag = 'notifications';

/** Web Push subscriptions, a person's notification settings, and a push's "opened" (issue 47). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/notifications/push-key',
    {
      schema: contract({ tag, summary: "The company's VAPID public key a browser subscribes with", data: pushKeyData }),
    },
    async (request) => {
      await authenticate(ctx, request.headers.authorization);
      return ok(MESSAGES.pushKey, { public_key: ctx.push.publicKey });
    },
  );

  app.post(
    '/notifications/subscriptions',
    {
      schema: contract({
        tag,
        summary: "Turns pushes on for the caller's browser (one subscription a browser)",
        body: subscribeBody,
      }),
    },
    async (request) => {
      const { user, sessionId } = await authenticate(ctx, request.headers.authorization);
      const body = parse(subscribeBody, request.body ?? {});
      await service.subscribe(ctx, user, sessionId, body, request.headers['user-agent']);
      return ok(MESSAGES.subscribed, null);
    },
  );

  app.delete(
    '/notifications/subscriptions',
    { schema: contract({ tag, summary: "Turns pushes off for the caller's browser", body: unsubscribeBody }) },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { endpoint } = parse(unsubscribeBody, request.body ?? {});
      await queries.removeSubscription(ctx.db, user.id, endpoint);
      return ok(MESSAGES.unsubscribed, null);
    },
  );

  app.get(
    '/notifications/settings',
    {
      schema: contract({ tag, summary: "The caller's channel per event, quiet hours and devices", data: settingsData }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(MESSAGES.settings, await service.settings(ctx, user));
    },
  );

  app.put(
    '/notifications/settings',
    {
      schema: contract({
        tag,
        summary: "Saves the caller's channel per event and quiet hours",
        body: settingsBody,
        data: settingsData,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const body = parse(settingsBody, request.body ?? {});
      return ok(MESSAGES.settingsSaved, await service.saveSettings(ctx, user, body));
    },
  );

  app.post(
    '/notifications/:id/opened',
    { schema: contract({ tag, summary: 'A push the caller tapped (no e-mail follows it)', params: openedParams }) },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { id } = parse(openedParams, request.params);
      await queries.markOpened(ctx.db, user.id, id);
      return ok(MESSAGES.opened, null);
    },
  );
}
