import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../access.js';
import { ORGANISATION_MESSAGES as M } from './messages.js';
import { createUnitBody, patchUnitBody, unitCode, unitKind } from './schemas.js';
import * as units from './service.js';

type KindParams = { Params: { kind: string } };
type UnitParams = { Params: { kind: string; code: string } };

export function hrOrganisationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/organisation', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.organisation, await units.organisation(ctx, caller));
  });

  app.post<KindParams>('/organisation/:kind', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const kind = parse(unitKind, request.params.kind);
    return ok(M.created, await units.createUnit(ctx, caller, kind, parse(createUnitBody, request.body)));
  });

  app.patch<UnitParams>('/organisation/:kind/:code', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const kind = parse(unitKind, request.params.kind);
    const code = parse(unitCode, request.params.code);
    return ok(M.updated, await units.updateUnit(ctx, caller, kind, code, parse(patchUnitBody, request.body)));
  });

  app.delete<UnitParams>('/organisation/:kind/:code', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    await units.deleteUnit(ctx, caller, parse(unitKind, request.params.kind), parse(unitCode, request.params.code));
    return ok(M.deleted);
  });
}
