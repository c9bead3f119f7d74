import { personZone } from '../workdays/index.js';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { user } from '../users/index.js';
import { z } from 'zod';
import { sendStoredFile } from '../http/stored-file.js';
import { parse } from '../http/validate.js';
import { presentUser } from '../users/index.js';
import { profileFields } from './schemas.js';
import { MESSAGES, PHOTO_MAX_BYTES, readPhoto, updateProfile } from './service.js';

/** POST /profile (inside /api/v1). */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/profile',
    {
      schema: contract({
        tag: 'profile',
        summary:
          "Changes the caller's e-mail, phone and address (a blank one keeps the current value) and, with a profile image, the photo",
        body: profileFields,
        multipart: true,
        data: z.object({ user }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: PHOTO_MAX_BYTES,
        tooLargeMessage: MESSAGES.photoTooLarge,
      });
      // An empty file part is a form whose photo input was left empty: no new photo.
      const photo = files.profile?.bytes.length ? files.profile.bytes : null;
      const user = await updateProfile(ctx, caller, parse(profileFields, fields), photo);
      return ok(MESSAGES.updated, { user: presentUser(user, await personZone(ctx.db, user.id)) });
    },
  );
}

/** GET /images/profile/:file (outside /api/v1, bearer token required). */
export function profileImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/images/profile/:file', async (request, reply) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return sendStoredFile(reply, request.params.file, await readPhoto(ctx, caller, request.params.file));
  });
}
