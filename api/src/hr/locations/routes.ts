import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../access.js';
import { LOCATION_MESSAGES as M } from './messages.js';
import { createLocationBody, listLocationsQuery, locationCode, patchLocationBody } from './schemas.js';
import * as locations from './service.js';

type WithCode = { Params: { code: string } };

export function hrLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/locations', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.list, await locations.listLocations(ctx, caller, parse(listLocationsQuery, request.query).active));
  });

  app.post('/locations', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.created, await locations.createLocation(ctx, caller, parse(createLocationBody, request.body)));
  });

  app.patch<WithCode>('/locations/:code', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const code = parse(locationCode, request.params.code);
    return ok(M.updated, await locations.updateLocation(ctx, caller, code, parse(patchLocationBody, request.body)));
  });

  app.delete<WithCode>('/locations/:code', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    await locations.deleteLocation(ctx, caller, parse(locationCode, request.params.code));
    return ok(M.deleted);
  });
}
