import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { attachment, sendStoredFile } from '../http/stored-file.js';
import { isStoredName, type FileKind } from '../storage/storage.js';
import { employeeReadableBy } from './access.js';
import { findLeaveOwning, type LeaveRow } from './queries.js';

type LeaveFileKind = keyof typeof findLeaveOwning & FileKind;
type Params = { file: string };

/**
 * Reads a leave file for the employee or their supervisor only: the name must be one put()
 * generated and one a leave row owns; anything else is a 404 that reads nothing from storage.
 */
async function readLeaveFile(ctx: AppContext, request: FastifyRequest, kind: LeaveFileKind, name: string) {
  const caller = await authenticate(ctx, request.headers.authorization);
  if (!isStoredName(name)) throw notFound();
  const leave = await findLeaveOwning[kind](ctx.db, name);
  if (!leave) throw notFound();
  await employeeReadableBy(ctx.db, leave, caller.user);
  const bytes = await ctx.storage.get(kind, name);
  if (!bytes) throw notFound();
  return { leave, bytes };
}

const attachmentName = (leave: LeaveRow) => `Attachment-${leave.start_date}.pdf`;

/** The binary GETs of rules §7 for leave: signatures, attachments and signed leave PDFs. */
export function leaveFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>('/images/signature/:file', async (request, reply) => {
    const { bytes } = await readLeaveFile(ctx, request, 'signature', request.params.file);
    return sendStoredFile(reply, request.params.file, bytes, { contentType: 'image/png', disposition: 'inline' });
  });

  app.get<{ Params: Params }>('/files/attachment/:file', async (request, reply) => {
    const { leave, bytes } = await readLeaveFile(ctx, request, 'attachment', request.params.file);
    return sendStoredFile(reply, request.params.file, bytes, {
      contentType: 'application/pdf',
      disposition: attachment(attachmentName(leave)),
    });
  });

  app.get<{ Params: { name: string } }>(
    '/api/v1/view-leave/:name',
    {
      schema: contract({
        tag: 'leave',
        summary: 'A signed leave form as a PDF (the file name from the inbox), for the employee or their supervisor',
        params: z.object({ name: z.string() }),
      }),
    },
    async (request, reply) => {
      const { bytes } = await readLeaveFile(ctx, request, 'leave-pdf', request.params.name);
      return sendStoredFile(reply, request.params.name, bytes, {
        contentType: 'application/pdf',
        disposition: attachment(request.params.name),
      });
    },
  );
}
