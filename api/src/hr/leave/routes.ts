import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { readMultipart } from '../../http/multipart.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { LEAVE_IMPORT_MESSAGES, LEAVE_MESSAGES as M } from '../../leave/index.js';
import { hrAdmin } from '../../platform/access.js';
import { MAX_IMPORT_BYTES } from '../../platform/import/limits.js';
import { nikParam } from '../../recap/index.js';
import { IMPORT_MESSAGES } from '../import/messages.js';
import { confirmBody } from '../import/schemas.js';
import { importTooLarge } from '../import/service.js';
import {
  adjustBalance,
  adjustmentBody,
  changeLeaveSettings,
  changePolicy,
  hrBalances,
  hrLeaveSettings,
  hrPolicies,
  policyBody,
  settingsBody,
} from './balances.js';
import { exportBalances, openingConfirm, openingDryRun, openingReportReply } from './opening-import.js';

/** HR's leave: balances (adjust, export, opening import), policies and settings, under /api/v1/hr. */
export function hrLeaveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const balancesQuery = z.object({ nik: nikParam.optional() });
  app.get(
    '/leave-balances',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: every person's balance per leave type (the ledger's sum); with nik, that person's (the HR person's page)",
        querystring: balancesQuery,
        data: z.array(
          z.object({
            user_id: z.number(),
            nik: z.number(),
            name: z.string(),
            leave_type: z.string(),
            balance: z.number(),
          }),
        ),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.balances, await hrBalances(ctx, caller, parse(balancesQuery, request.query).nik));
    },
  );

  const exportFormat = z.enum(['xlsx', 'csv'], { error: LEAVE_IMPORT_MESSAGES.formatInvalid });
  // A binary GET the gateway's file proxy forwards with the cookie's token.
  app.get<{ Params: { format: string } }>(
    '/leave-balances/export/:format',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the balances table as a file (xlsx or csv) in the opening-balance import's columns, so it is also its template",
        params: z.object({ format: exportFormat }),
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return exportBalances(ctx, caller, request, reply, parse(exportFormat, request.params.format));
    },
  );

  app.post(
    '/leave-balances/import/dry-run',
    {
      schema: contract({
        tag: 'hr',
        summary:
          'HR: checks an opening-balance file (CSV or XLSX: nik, leave_type, days, optional name, as_of, reason) and answers every row’s outcome; no balance changes',
        multipart: true,
        body: z.object({ file: z.unknown() }),
        data: openingReportReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const body = await readMultipart(request, {
        maxFileBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: IMPORT_MESSAGES.tooLarge,
      }).catch(importTooLarge);
      return ok(LEAVE_IMPORT_MESSAGES.dryRun, await openingDryRun(ctx, caller, body.files.file));
    },
  );

  app.post(
    '/leave-balances/import/confirm',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: checks the dry run's file again and sets every balance it names in one transaction (ledger lines of kind adjusted, audited); the same file twice changes nothing",
        body: confirmBody.pick({ import_id: true }),
        data: z.object({ counts: z.object({ set: z.number(), unchanged: z.number() }) }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { import_id: importId } = parse(confirmBody, request.body);
      const { message, counts } = await openingConfirm(ctx, caller, importId);
      return ok(message, { counts });
    },
  );

  app.post(
    '/leave-adjustments',
    {
      schema: contract({
        tag: 'hr',
        summary: 'HR: adds (or takes off) days of a balance with a reason, as a ledger line of its own (audited)',
        body: adjustmentBody,
        data: z.object({ nik: z.number(), leave_type: z.string(), balance: z.number() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.adjusted, await adjustBalance(ctx, caller, parse(adjustmentBody, request.body)));
    },
  );

  app.get(
    '/leave-policies',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: the company's leave policies (the Indonesia preset until one is changed)",
        data: z.array(policyBody),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.policies, await hrPolicies(ctx, caller));
    },
  );

  app.put(
    '/leave-policies',
    {
      schema: contract({
        tag: 'hr',
        summary: 'HR: adds a leave type or changes one policy (audited)',
        body: policyBody,
        data: policyBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.policySaved, await changePolicy(ctx, caller, parse(policyBody, request.body)));
    },
  );

  app.get(
    '/leave-settings',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the company's leave settings (after how many working hours an undecided request moves up a level; 0: never)",
        data: settingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settings, await hrLeaveSettings(ctx, caller));
    },
  );

  app.put(
    '/leave-settings',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: changes the company's leave settings (audited)",
        body: settingsBody,
        data: settingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settingsSaved, await changeLeaveSettings(ctx, caller, parse(settingsBody, request.body)));
    },
  );
}
