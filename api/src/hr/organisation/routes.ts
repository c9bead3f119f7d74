import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { contract } from '../../http/openapi.js';
import { z } from 'zod';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { ORGANISATION_MESSAGES as M } from './messages.js';
import { createUnitBody, organisationReply, patchUnitBody, unitCode, unitKind, unitReply } from './schemas.js';
import * as units from './service.js';

type KindParams = { Params: { kind: string } };
type UnitParams = { Params: { kind: string; code: string } };

const tag = 'hr';

export function hrOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/organisation',
    {
      schema: contract({
        tag,
        summary:
          'The company with its divisions, subdivisions and departments, and how many people and locations use each',
        data: organisationReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.organisation, await units.organisation(ctx, caller));
    },
  );

  app.post<KindParams>(
    '/organisation/:kind',
    {
      schema: contract({
        tag,
        summary: 'Adds a division, subdivision or department',
        params: z.object({ kind: unitKind }),
        body: createUnitBody,
        data: unitReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const kind = parse(unitKind, request.params.kind);
      return ok(M.created, await units.createUnit(ctx, caller, kind, parse(createUnitBody, request.body)));
    },
  );

  app.patch<UnitParams>(
    '/organisation/:kind/:code',
    {
      schema: contract({
        tag,
        summary: 'Renames a unit or changes its code (people and locations follow)',
        params: z.object({ kind: unitKind, code: z.string() }),
        body: patchUnitBody,
        data: unitReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const kind = parse(unitKind, request.params.kind);
      const code = parse(unitCode, request.params.code);
      return ok(M.updated, await units.updateUnit(ctx, caller, kind, code, parse(patchUnitBody, request.body)));
    },
  );

  app.delete<UnitParams>(
    '/organisation/:kind/:code',
    {
      schema: contract({
        tag,
        summary: 'Deletes a unit nobody and no location uses',
        params: z.object({ kind: unitKind, code: z.string() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await units.deleteUnit(ctx, caller, parse(unitKind, request.params.kind), parse(unitCode, request.params.code));
      return ok(M.deleted);
    },
  );
}
