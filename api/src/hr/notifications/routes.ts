import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import {
  changeNotificationSettings,
  hrNotificationSettings,
  notificationSettingsBody,
  REMINDER_MESSAGES as M,
} from '../../reminders/index.js';

/** HR's reminder and notification settings (issue 47), under /api/v1/hr. */
export function hrNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/notification-settings',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the company's reminders (minutes after a shift's start and end, the digest's time; null is off), whether reminders ring through quiet hours, and the e-mail after an unopened push",
        data: notificationSettingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settings, await hrNotificationSettings(ctx, caller));
    },
  );

  app.put(
    '/notification-settings',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: changes the company's reminder and notification settings (audited)",
        body: notificationSettingsBody,
        data: notificationSettingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        M.settingsSaved,
        await changeNotificationSettings(ctx, caller, parse(notificationSettingsBody, request.body)),
      );
    },
  );
}
