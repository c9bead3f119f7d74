import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import { approveLeave, cancelLeave, rejectLeave } from './decision.js';
import { addDelegation, listDelegations, removeDelegation } from './delegation.js';
import { MAX_ATTACHMENT_BYTES } from './leave-types.js';
import {
  delegationReply,
  leaveApprovedReply,
  leaveDetailReply,
  leaveItemReply,
  leavePreviewReply,
  leaveStatusReply,
  typeBalanceReply,
} from './replies.js';
import { LEAVE_MESSAGES as M } from './messages.js';
import {
  approveFields,
  delegationBody,
  delegationParams,
  fileLeaveFields,
  leaveIdHeader,
  leavePreviewQuery,
  rejectBody,
} from './schemas.js';
import {
  fileLeave,
  leaveBalances,
  leaveDetail,
  leaveTypesOf,
  listLeaves,
  previewLeave,
  summarizeLeaves,
} from './service.js';

const tag = 'leave';
const uploadLimits = { maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeMessage: M.attachmentTooLarge };

export function leaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/leave-types',
    {
      schema: contract({
        tag,
        summary: "The leave types a request may name: the caller's company's active policies",
        data: z.array(z.string()),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.types, await leaveTypesOf(ctx, caller));
    },
  );

  app.get(
    '/leave-preview',
    {
      schema: contract({
        tag,
        summary: 'The working days a request of these dates would use, and what would be left of its balance',
        querystring: leavePreviewQuery,
        data: leavePreviewReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.preview, await previewLeave(ctx, caller, parse(leavePreviewQuery, request.query)));
    },
  );

  app.get(
    '/leave-balances',
    {
      schema: contract({
        tag,
        summary:
          "The caller's balance of each leave type that has one: the ledger's sum, pending requests and what is left",
        data: z.array(typeBalanceReply),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.balances, await leaveBalances(ctx, caller));
    },
  );

  app.get(
    '/leave-delegation',
    {
      schema: contract({
        tag,
        summary: "The caller's stand-ins (who decides their approvals while they are away)",
        data: z.array(delegationReply),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.delegations, await listDelegations(ctx, caller));
    },
  );

  app.post(
    '/leave-delegation',
    {
      schema: contract({
        tag,
        summary: 'Names a stand-in (by NIK, same company) for a period',
        body: delegationBody,
        data: delegationReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.delegationSaved, await addDelegation(ctx, caller, parse(delegationBody, request.body)));
    },
  );

  app.delete(
    '/leave-delegation/:id',
    {
      schema: contract({
        tag,
        summary: 'Removes one of the caller’s stand-ins',
        params: delegationParams,
        data: z.null(),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      await removeDelegation(ctx, caller, parse(delegationParams, request.params).id);
      return ok(M.delegationRemoved, null);
    },
  );

  app.get(
    '/leave',
    {
      schema: contract({
        tag,
        summary: "The caller's leave requests, newest first",
        data: z.array(leaveItemReply),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.list, await listLeaves(ctx, caller));
    },
  );

  app.get(
    '/leave-summary',
    {
      schema: contract({
        tag,
        summary: "How many of the caller's requests are approved, rejected and pending",
        data: z.object({ approved: z.number(), rejected: z.number(), pending: z.number(), total: z.number() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.summary, await summarizeLeaves(ctx, caller));
    },
  );

  app.get(
    '/leave-detail',
    {
      schema: contract({
        tag,
        summary: 'One leave request with its form, for the employee or their supervisor (the id in the LeaveID header)',
        headers: z.object({ leaveid: z.string() }),
        data: leaveDetailReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.detail, await leaveDetail(ctx, caller, parse(leaveIdHeader, request.headers.leaveid)));
    },
  );

  app.post(
    '/leave',
    {
      schema: contract({
        tag,
        summary:
          'Files a leave request with the drawn signature (PNG) and, where its policy needs a letter, its PDF (files, up to 2 MB); refused with the numbers past the balance',
        body: fileLeaveFields,
        multipart: true,
        data: leaveItemReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.filed, await fileLeave(ctx, caller, await readMultipart(request, uploadLimits)));
    },
  );

  app.put(
    '/leave',
    {
      schema: contract({
        tag,
        summary:
          'The supervisor approves a pending request with a Keterangan and their signature (PNG); the signed PDF is written',
        body: approveFields,
        multipart: true,
        data: leaveApprovedReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.approved, await approveLeave(ctx, caller, await readMultipart(request, uploadLimits)));
    },
  );

  app.post(
    '/leave-cancel',
    {
      schema: contract({
        tag,
        summary:
          'The employee cancels their Pending request, or an Approved one that has not started (its days go back to the balance)',
        body: rejectBody,
        data: leaveStatusReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.cancelled, await cancelLeave(ctx, caller, request.body));
    },
  );

  app.delete(
    '/leave',
    {
      schema: contract({
        tag,
        summary: 'The supervisor rejects a pending request (it is removed; the employee is told)',
        body: rejectBody,
        data: leaveStatusReply,
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(M.rejected, await rejectLeave(ctx, caller, request.body));
    },
  );
}
