import { personZone } from '../workdays/index.js';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { user } from '../users/index.js';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import { presentUser } from '../users/index.js';
import { findUserById } from '../users/index.js';
import { languageBody, MESSAGES } from './schemas.js';

/** PUT /language (inside /api/v1): the caller's own language, read back with the user. */
export function languageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put(
    '/language',
    {
      schema: contract({
        tag: 'profile',
        summary: "Saves the caller's language (en or id) for the app and its e-mails",
        body: languageBody,
        data: z.object({ user }),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { language } = parse(languageBody, request.body ?? {});
      await ctx.db.query('UPDATE users SET language = $1 WHERE id = $2', [language, user.id]);
      const updated = await findUserById(ctx.db, user.id);
      return ok(MESSAGES.languageSaved, { user: presentUser(updated!, await personZone(ctx.db, user.id)) });
    },
  );
}
