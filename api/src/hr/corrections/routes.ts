import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { MESSAGES } from '../../correction/index.js';
import { changeCorrectionSettings, correctionSettingsBody, hrCorrectionSettings } from '../../correction/index.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';

/** HR's correction window (how far back a correction may reach), under /api/v1/hr. */
export function hrCorrectionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/correction-settings',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the company's correction settings (how many calendar days back a correction may reach, 1–31, or a monthly cut-off day, 1–28)",
        data: correctionSettingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(MESSAGES.settings, await hrCorrectionSettings(ctx, caller));
    },
  );

  app.put(
    '/correction-settings',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: changes the company's correction settings (audited)",
        body: correctionSettingsBody,
        data: correctionSettingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        MESSAGES.settingsSaved,
        await changeCorrectionSettings(ctx, caller, parse(correctionSettingsBody, request.body)),
      );
    },
  );
}
