import type { FastifyInstance } from 'fastify';
import { authenticate } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { z } from 'zod';
import { parse } from '../http/validate.js';
import { approveLeave, cancelLeave, rejectLeave } from './decision.js';
import { hrAdmin } from '../hr/access.js';
import { addDelegation, listDelegations, removeDelegation } from './delegation.js';
import { adjustBalance, adjustmentBody, changeLeaveSettings, changePolicy, hrBalances, hrLeaveSettings, hrPolicies, policyBody, settingsBody } from './hr-balances.js';
import { MAX_ATTACHMENT_BYTES } from './leave-types.js';
import { MAX_IMPORT_BYTES } from '../hr/import/columns.js';
import { IMPORT_MESSAGES } from '../hr/import/messages.js';
import { confirmBody } from '../hr/import/schemas.js';
import { importTooLarge } from '../hr/import/service.js';
import { exportBalances, openingConfirm, openingDryRun } from './opening-import.js';
import { delegationReply, leavePreviewReply, typeBalanceReply } from './replies.js';
import { LEAVE_IMPORT_MESSAGES, LEAVE_MESSAGES as M } from './messages.js';
import { approveFields, delegationBody, delegationParams, fileLeaveFields, leaveIdHeader, leavePreviewQuery, rejectBody } from './schemas.js';
import { nikParam } from '../hr/recap/schemas.js';
import { fileLeave, leaveBalances, leaveDetail, leaveTypesOf, listLeaves, previewLeave, summarizeLeaves } from './service.js';

const tag = 'leave';
const uploadLimits = { maxFileBytes: MAX_ATTACHMENT_BYTES, tooLargeMessage: M.attachmentTooLarge };

export function leaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/leave-types', { schema: contract({ tag, summary: "The leave types a request may name: the caller's company's active policies", data: z.array(z.string()) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.types, await leaveTypesOf(ctx, caller));
  });

  app.get('/leave-preview', { schema: contract({ tag, summary: 'The working days a request of these dates would use, and what would be left of its balance', querystring: leavePreviewQuery, data: leavePreviewReply }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.preview, await previewLeave(ctx, caller, parse(leavePreviewQuery, request.query)));
  });

  app.get('/leave-balances', { schema: contract({ tag, summary: "The caller's balance of each leave type that has one: the ledger's sum, pending requests and what is left", data: z.array(typeBalanceReply) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.balances, await leaveBalances(ctx, caller));
  });

  const balancesQuery = z.object({ nik: nikParam.optional() });
  app.get('/hr/leave-balances', { schema: contract({ tag: 'hr', summary: "HR: every person's balance per leave type (the ledger's sum); with nik, that person's (the HR person's page)", querystring: balancesQuery, data: z.array(z.object({ user_id: z.number(), nik: z.number(), name: z.string(), leave_type: z.string(), balance: z.number() })) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.balances, await hrBalances(ctx, caller, parse(balancesQuery, request.query).nik));
  });

  const exportFormat = z.enum(['xlsx', 'csv'], { error: LEAVE_IMPORT_MESSAGES.formatInvalid });
  // A binary GET the gateway's file proxy forwards with the cookie's token.
  app.get<{ Params: { format: string } }>('/hr/leave-balances/export/:format', { schema: contract({ tag: 'hr', summary: "HR: the balances table as a file (xlsx or csv) in the opening-balance import's columns, so it is also its template", params: z.object({ format: exportFormat }) }) }, async (request, reply) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return exportBalances(ctx, caller, request, reply, parse(exportFormat, request.params.format));
  });

  app.post('/hr/leave-balances/import/dry-run', { schema: contract({ tag: 'hr', summary: 'HR: checks an opening-balance file (CSV or XLSX: nik, leave_type, days, optional name, as_of, reason) and answers every row’s outcome; no balance changes', multipart: true, body: z.object({ file: z.unknown() }), data: z.record(z.string(), z.unknown()) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const body = await readMultipart(request, { maxFileBytes: MAX_IMPORT_BYTES, tooLargeMessage: IMPORT_MESSAGES.tooLarge }).catch(importTooLarge);
    return ok(LEAVE_IMPORT_MESSAGES.dryRun, await openingDryRun(ctx, caller, body.files.file));
  });

  app.post('/hr/leave-balances/import/confirm', { schema: contract({ tag: 'hr', summary: "HR: checks the dry run's file again and sets every balance it names in one transaction (ledger lines of kind adjusted, audited); the same file twice changes nothing", body: confirmBody.pick({ import_id: true }), data: z.object({ counts: z.object({ set: z.number(), unchanged: z.number() }) }) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const { import_id: importId } = parse(confirmBody, request.body);
    const { message, counts } = await openingConfirm(ctx, caller, importId);
    return ok(message, { counts });
  });

  app.post('/hr/leave-adjustments', { schema: contract({ tag: 'hr', summary: 'HR: adds (or takes off) days of a balance with a reason, as a ledger line of its own (audited)', body: adjustmentBody, data: z.object({ nik: z.number(), leave_type: z.string(), balance: z.number() }) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.adjusted, await adjustBalance(ctx, caller, parse(adjustmentBody, request.body)));
  });

  app.get('/hr/leave-policies', { schema: contract({ tag: 'hr', summary: "HR: the company's leave policies (the Indonesia preset until one is changed)", data: z.array(policyBody) }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.policies, await hrPolicies(ctx, caller));
  });

  app.put('/hr/leave-policies', { schema: contract({ tag: 'hr', summary: 'HR: adds a leave type or changes one policy (audited)', body: policyBody, data: policyBody }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.policySaved, await changePolicy(ctx, caller, parse(policyBody, request.body)));
  });

  app.get('/hr/leave-settings', { schema: contract({ tag: 'hr', summary: "HR: the company's leave settings (after how many working hours an undecided request moves up a level; 0: never)", data: settingsBody }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.settings, await hrLeaveSettings(ctx, caller));
  });

  app.put('/hr/leave-settings', { schema: contract({ tag: 'hr', summary: "HR: changes the company's leave settings (audited)", body: settingsBody, data: settingsBody }) }, async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.settingsSaved, await changeLeaveSettings(ctx, caller, parse(settingsBody, request.body)));
  });

  app.get('/leave-delegation', { schema: contract({ tag, summary: "The caller's stand-ins (who decides their approvals while they are away)", data: z.array(delegationReply) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.delegations, await listDelegations(ctx, caller));
  });

  app.post('/leave-delegation', { schema: contract({ tag, summary: 'Names a stand-in (by NIK, same company) for a period', body: delegationBody, data: delegationReply }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.delegationSaved, await addDelegation(ctx, caller, parse(delegationBody, request.body)));
  });

  app.delete('/leave-delegation/:id', { schema: contract({ tag, summary: 'Removes one of the caller’s stand-ins', params: delegationParams, data: z.null() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    await removeDelegation(ctx, caller, parse(delegationParams, request.params).id);
    return ok(M.delegationRemoved, null);
  });

  app.get('/leave', { schema: contract({ tag, summary: "The caller's leave requests, newest first", data: z.array(z.object({ id: z.number(), tipe: z.string(), start_date: z.string(), end_date: z.string(), status: z.string(), days: z.number().nullable() })) }) }, async (request) => {
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

  app.post('/leave', { schema: contract({ tag, summary: 'Files a leave request with the drawn signature (PNG) and, where its policy needs a letter, its PDF (files, up to 2 MB); refused with the numbers past the balance', body: fileLeaveFields, multipart: true, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.filed, await fileLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.put('/leave', { schema: contract({ tag, summary: "The supervisor approves a pending request with a Keterangan and their signature (PNG); the signed PDF is written", body: approveFields, multipart: true, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.approved, await approveLeave(ctx, caller, await readMultipart(request, uploadLimits)));
  });

  app.post('/leave-cancel', { schema: contract({ tag, summary: 'The employee cancels their Pending request, or an Approved one that has not started (its days go back to the balance)', body: rejectBody, data: z.object({ id: z.number(), status: z.string() }) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.cancelled, await cancelLeave(ctx, caller, request.body));
  });

  app.delete('/leave', { schema: contract({ tag, summary: 'The supervisor rejects a pending request (it is removed; the employee is told)', body: rejectBody, data: z.unknown() }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    return ok(M.rejected, await rejectLeave(ctx, caller, request.body));
  });
}
