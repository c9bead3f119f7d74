import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import { approveLeave, rejectLeave } from './decision.js';
import { LEAVE_TYPES, MAX_ATTACHMENT_BYTES } from './leave-types.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import { approveFields, fileLeaveFields, leaveIdHeader, rejectBody } from './schemas.js';
import { fileLeave, leaveDetail, listLeaves, summarizeLeaves } from './service.js';

const tag = 'leave';
const uploadLimits = { maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeMessage: M.attachmentTooLarge };

export function leaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/leave-types', { schema: contract({ tag, summary: 'The leave types a request may name', data: z.array(z.string()) }) }, async (request) => {
    await authenticate(ctx, request.headers.authorization);
    return ok(M.types, LEAVE_TYPES);
  });

  app.get('/leave', { schema: contract({ tag, summary: "The caller's leave requests, newest first", data: z.array(z.object({ id: z.number(), tipe: z.string(), start_date: z.string(), end_date: z.string(), status: z.string() })) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.list, await listLeaves(ctx, caller));
  });

  app.get('/leave-summary', { schema: contract({ tag, summary: "How many of the caller's requests are approved, rejected and pending", data: z.object({ approved: z.number(), rejected: z.number(), pending: z.number(), total: z.number() }) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.summary, await summarizeLeaves(ctx, caller));
  });

  app.get('/leave-detail', { schema: contract({ tag, summary: 'One leave request with its form, for the employee or their supervisor (the id in the LeaveID header)', headers: z.object({ leaveid: z.string() }), data: z.object({ leave: z.record(z.string(), z.unknown()), karyawan: z.object({ name: z.string() }).nullable(), user: z.record(z.string(), z.unknown()) }) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.detail, await leaveDetail(ctx, caller, parse(leaveIdHeader, request.headers.leaveid)));
  });

  app.post('/leave', { schema: contract({ tag, summary: 'Files a leave request with its PDF (files, up to 2 MB) and the drawn signature (PNG)', body: fileLeaveFields, multipart: true, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.filed, await fileLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.put('/leave', { schema: contract({ tag, summary: "The supervisor approves a pending request with a Keterangan and their signature (PNG); the signed PDF is written", body: approveFields, multipart: true, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.approved, await approveLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.delete('/leave', { schema: contract({ tag, summary: 'The supervisor rejects a pending request (it is removed; the employee is told)', body: rejectBody, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.rejected, await rejectLeave(ctx, caller, request.body));
  });
}
