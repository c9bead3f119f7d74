import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { approveLeave, rejectLeave } from './decision.js';
import { LEAVE_TYPES, MAX_ATTACHMENT_BYTES } from './leave-types.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import { leaveIdHeader } from './schemas.js';
import { fileLeave, leaveDetail, listLeaves, summarizeLeaves } from './service.js';

const uploadLimits = { maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeMessage: M.attachmentTooLarge };

export function leaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/leave-types', async (request) => {
    await authenticate(ctx, request.headers.authorization);
    return ok(M.types, LEAVE_TYPES);
  });

  app.get('/leave', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.list, await listLeaves(ctx, caller));
  });

  app.get('/leave-summary', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.summary, await summarizeLeaves(ctx, caller));
  });

  app.get('/leave-detail', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.detail, await leaveDetail(ctx, caller, parse(leaveIdHeader, request.headers.leaveid)));
  });

  app.post('/leave', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.filed, await fileLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.put('/leave', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.approved, await approveLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.delete('/leave', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.rejected, await rejectLeave(ctx, caller, request.body));
  });
}
