import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
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

const send = (reply: FastifyReply, type: string, disposition: string, bytes: Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', disposition)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(bytes);

const attachmentName = (leave: LeaveRow) => `Attachment-${leave.start_date}.pdf`;

/** The binary GETs of spec 7 for leave: signatures, attachments and signed leave PDFs. */
export function leaveFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>('/images/signature/:file', async (request, reply) => {
    const { bytes } = await readLeaveFile(ctx, request, 'signature', request.params.file);
    return send(reply, 'image/png', 'inline', bytes);
  });

  app.get<{ Params: Params }>('/files/attachment/:file', async (request, reply) => {
    const { leave, bytes } = await readLeaveFile(ctx, request, 'attachment', request.params.file);
    return send(reply, 'application/pdf', `attachment; filename="${attachmentName(leave)}"`, bytes);
  });

  app.get<{ Params: { name: string } }>('/api/v1/view-leave/:name', async (request, reply) => {
    const { bytes } = await readLeaveFile(ctx, request, 'leave-pdf', request.params.name);
    return send(reply, 'application/pdf', `inline; filename="${request.params.name}"`, bytes);
  });
}
