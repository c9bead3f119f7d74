import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';

const tag = 'correction';
import { attachment, sendStoredFile } from '../http/stored-file.js';
import { parse } from '../http/validate.js';
import { jakartaDisplayDate } from '../lib/jakarta.js';
import { ATTACHMENT_MAX_BYTES, MESSAGES } from './messages.js';
import { presentCorrection } from './presenter.js';
import { correctionFields, correctionReply, decisionBody, requestId } from './schemas.js';
import {
  decideCorrection,
  fileCorrection,
  pendingCorrections,
  readCorrection,
  readCorrectionFile,
  withdrawCorrection,
} from './service.js';
import { callerWindow } from './settings.js';
import { personZone } from '../workdays/index.js';

const windowReply = z.object({
  days: z.number(),
  cutoff_day: z.number().nullable(),
  from_date: z
    .string()
    .meta({ description: 'The first day a correction may fall on, yyyy-mm-dd (in the caller’s zone)' }),
});

/** POST, GET and PUT /request_attend (inside /api/v1). */
export function correctionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/request_attend',
    {
      schema: contract({
        tag,
        summary: 'Asks the supervisor to correct an attendance (a photo, and an optional attachment: PDF, PNG or JPG)',
        body: correctionFields,
        multipart: true,
        data: z.object({ id: z.number() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: ATTACHMENT_MAX_BYTES,
        tooLargeMessage: MESSAGES.attachmentTooLarge,
      });
      const id = await fileCorrection(ctx, caller, parse(correctionFields, fields), files);
      return ok(MESSAGES.sent, { id });
    },
  );

  app.get(
    '/correction_window',
    {
      schema: contract({
        tag,
        summary:
          "The caller's correction window: calendar days back (1: yesterday to now; HR sets 1–31) or the monthly cut-off day, and its first day in the caller’s zone",
        data: windowReply,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(MESSAGES.window, await callerWindow(ctx, user));
    },
  );

  app.get(
    '/request_attend',
    {
      schema: contract({
        tag,
        summary: "The caller's own correction requests nobody decided yet, newest first (each may be withdrawn)",
        data: z.array(correctionReply),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const [rows, readerZone] = await Promise.all([
        pendingCorrections(ctx, caller),
        personZone(ctx.db, caller.user.id),
      ]);
      return ok(
        MESSAGES.mine,
        rows.map((row) => presentCorrection(row, readerZone)),
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/request_attend/:id/withdraw',
    {
      schema: contract({
        tag,
        summary:
          'The employee withdraws their correction request nobody decided yet (issue 45); the supervisor is told and their item settled',
        params: z.object({ id: z.string() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const id = requestId.safeParse(request.params.id);
      if (!id.success) throw notFound('This request does not exist');
      await withdrawCorrection(ctx, caller, id.data);
      return ok(MESSAGES.withdrawn);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/request_attend/:id',
    {
      schema: contract({
        tag,
        summary: 'A correction request, for the employee who filed it or their supervisor',
        params: z.object({ id: z.string() }),
        data: correctionReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const id = requestId.safeParse(request.params.id);
      if (!id.success) throw notFound('This request does not exist');
      const [found, readerZone] = await Promise.all([
        readCorrection(ctx, caller, id.data),
        personZone(ctx.db, caller.user.id),
      ]);
      return ok(MESSAGES.found, presentCorrection(found, readerZone));
    },
  );

  app.put(
    '/request_attend',
    {
      schema: contract({
        tag,
        summary: "The supervisor's decision on a correction request (an approval records the attendance)",
        body: decisionBody,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const decision = parse(decisionBody, request.body);
      await decideCorrection(ctx, caller, decision);
      return ok(decision.decision === 'Approved' ? MESSAGES.approved : MESSAGES.rejected);
    },
  );
}

/** GET /images/correction/:file and /files/correction/:file (outside /api/v1, bearer token required). */
export function correctionFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/images/correction/:file', async (request, reply) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    if (request.params.file.endsWith('.pdf')) throw notFound();
    const { bytes } = await readCorrectionFile(ctx, caller, request.params.file);
    return sendStoredFile(reply, request.params.file, bytes);
  });

  app.get<{ Params: { file: string } }>('/files/correction/:file', async (request, reply) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    const { file } = request.params;
    const { bytes, request: correction } = await readCorrectionFile(ctx, caller, file);
    // Named like the leave attachment download (rules §7): Attachment-{date}, the requested day.
    return sendStoredFile(reply, file, bytes, {
      disposition: attachment(
        `Attachment-${jakartaDisplayDate(correction.requested_at)}${file.slice(file.lastIndexOf('.'))}`,
      ),
    });
  });
}
