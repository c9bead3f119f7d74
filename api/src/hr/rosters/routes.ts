import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { readMultipart } from '../../http/multipart.js';
import { MAX_IMPORT_BYTES } from '../../platform/import/limits.js';
import { IMPORT_MESSAGES } from '../import/messages.js';
import { confirmBody } from '../import/schemas.js';
import { importTooLarge } from '../import/service.js';
import { ROSTER_FILE_MESSAGES, ROSTER_MESSAGES as M } from './messages.js';
import { rosterChanges, rosterQuery, rosterReply, rosterReportReply } from './schemas.js';
import { rosterGrid, saveRoster } from './service.js';
import { exportRoster, rosterConfirm, rosterDryRun } from './transfer.js';

const tag = 'HR rosters';
const gridQuery = rosterQuery.extend({ page: z.coerce.number().int().min(1).max(1000).optional() });

/** Rosters (issue 25): a unit's people × a month's days, each cell a shift, Off or empty. */
export function hrRosterRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/rosters',
    {
      schema: contract({
        tag,
        summary: "A unit's month: people × days, each cell a shift, Off or empty (the assignment applies)",
        querystring: gridQuery,
        data: rosterReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.grid, await rosterGrid(ctx, caller, parse(gridQuery, request.query)));
    },
  );

  app.put(
    '/rosters',
    {
      schema: contract({
        tag,
        summary: 'Saves one change set of roster cells, all or nothing, audited',
        body: rosterChanges,
        data: z.object({ changed: z.number() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const saved = await saveRoster(ctx, caller, parse(rosterChanges, request.body));
      return ok(M.saved(saved.changed), saved);
    },
  );

  app.get(
    '/rosters/export',
    {
      schema: contract({
        tag,
        summary:
          "A unit's month as an XLSX: NIK, name, one column per day (the schedule's name, Off, or empty); it imports back as no change",
        querystring: rosterQuery,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return exportRoster(ctx, caller, parse(rosterQuery, request.query), request, reply);
    },
  );

  app.post(
    '/rosters/import/dry-run',
    {
      schema: contract({
        tag,
        summary:
          "Checks a roster file (the export's columns) and lists each cell it would change (before → after) and every error in words; writes nothing",
        multipart: true,
        body: z.object({ file: z.unknown() }),
        data: rosterReportReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const body = await readMultipart(request, {
        maxFileBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: IMPORT_MESSAGES.tooLarge,
      }).catch(importTooLarge);
      return ok(ROSTER_FILE_MESSAGES.dryRun, await rosterDryRun(ctx, caller, body.files.file));
    },
  );

  app.post(
    '/rosters/import/confirm',
    {
      schema: contract({
        tag,
        summary:
          "Checks the dry run's file again and saves its changes as PUT /hr/rosters does (one transaction, audited), or nothing when a row has an error",
        body: confirmBody.pick({ import_id: true }),
        data: z.object({ month: z.string().nullable(), changed: z.number() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { import_id: importId } = parse(confirmBody, request.body);
      const done = await rosterConfirm(ctx, caller, importId);
      return ok(ROSTER_FILE_MESSAGES.done(done.changed), done);
    },
  );
}
