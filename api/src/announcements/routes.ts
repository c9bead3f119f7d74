import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { attachment, sendStoredFile } from '../http/stored-file.js';
import { parse } from '../http/validate.js';
import { isStoredName } from '../storage/storage.js';
import { notFound } from '../errors.js';
import { ANNOUNCEMENT_MESSAGES as M } from './messages.js';
import { announcementReply } from './replies.js';
import { announcementId } from './schemas.js';
import { announcementFile, announcementsFor, markAnnouncementRead } from './service.js';

const tag = 'announcements';

export function announcementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/announcements',
    {
      schema: contract({
        tag,
        summary:
          "HR's announcements showing on the caller's Home today (their company's, or their unit's), newest first",
        data: z.array(announcementReply),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(M.list, await announcementsFor(ctx, user));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/announcements/:id/read',
    {
      schema: contract({
        tag,
        summary: 'Marks an announcement read by the caller (opening it on Home)',
        params: z.object({ id: z.string() }),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      await markAnnouncementRead(ctx, user, parse(announcementId, request.params.id));
      return ok(M.read);
    },
  );
}

/** GET /files/announcement/:file (outside /api/v1, bearer token required): a picture shows, a PDF downloads. */
export function announcementFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/files/announcement/:file', async (request, reply) => {
    const { user } = await authenticate(ctx, request.headers.authorization);
    const { file } = request.params;
    if (!isStoredName(file)) throw notFound();
    const { row, bytes } = await announcementFile(ctx, user, file);
    return row.attachment_type === 'pdf'
      ? sendStoredFile(reply, file, bytes, {
          contentType: 'application/pdf',
          disposition: attachment(`Announcement-${row.id}.pdf`),
        })
      : sendStoredFile(reply, file, bytes, { disposition: 'inline' });
  });
}
