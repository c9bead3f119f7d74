import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ANNOUNCEMENT_FILE_MAX_BYTES,
  ANNOUNCEMENT_MESSAGES as M,
  announcementFields,
  announcementId,
  deleteAnnouncement,
  editAnnouncement,
  endAnnouncement,
  hrAnnouncementReply,
  hrAnnouncements,
  publishAnnouncement,
} from '../../announcements/index.js';
import type { AppContext } from '../../context.js';
import { readMultipart } from '../../http/multipart.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';

const tag = 'HR announcements';
type WithId = { Params: { id: string } };
const params = z.object({ id: z.string() });
const upload = { maxFileBytes: ANNOUNCEMENT_FILE_MAX_BYTES, tooLargeMessage: M.attachmentTooLarge };

/** HR's announcements on Home (issue 47): list, publish, edit, end, delete; the picture or PDF goes as `attachment`. */
export function hrAnnouncementRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/announcements',
    {
      schema: contract({
        tag,
        summary: "The company's announcements, newest first, with how many have read each",
        data: z.array(hrAnnouncementReply),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, await hrAnnouncements(ctx, caller));
    },
  );

  app.post(
    '/announcements',
    {
      schema: contract({
        tag,
        summary:
          'Publishes an announcement for the company or some units (a picture or PDF as attachment; push: an inbox item to each person in scope once From comes)',
        body: announcementFields,
        multipart: true,
        data: hrAnnouncementReply,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { fields, files } = await readMultipart(request, upload);
      const form = parse(announcementFields, fields);
      reply.code(201);
      return ok(M.published, await publishAnnouncement(ctx, caller, form, files.attachment));
    },
  );

  app.put<WithId>(
    '/announcements/:id',
    {
      schema: contract({
        tag,
        summary: 'Edits an announcement (a new attachment replaces the old; remove_attachment=true drops it)',
        params,
        body: announcementFields,
        multipart: true,
        data: hrAnnouncementReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(announcementId, request.params.id);
      const { fields, files } = await readMultipart(request, upload);
      const form = parse(announcementFields, fields);
      return ok(M.saved, await editAnnouncement(ctx, caller, id, form, files.attachment));
    },
  );

  app.post<WithId>(
    '/announcements/:id/end',
    {
      schema: contract({
        tag,
        summary: 'Ends an announcement now: Home no longer shows it',
        params,
        data: hrAnnouncementReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.ended, await endAnnouncement(ctx, caller, parse(announcementId, request.params.id)));
    },
  );

  app.delete<WithId>(
    '/announcements/:id',
    { schema: contract({ tag, summary: 'Deletes an announcement and its read marks', params }) },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await deleteAnnouncement(ctx, caller, parse(announcementId, request.params.id));
      return ok(M.deleted);
    },
  );
}
