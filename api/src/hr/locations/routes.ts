import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { contract } from '../../http/openapi.js';
import { z } from 'zod';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { LOCATION_MESSAGES as M } from './messages.js';
import {
  createLocationBody,
  listLocationsQuery,
  locationCode,
  locationReply,
  patchLocationBody,
  placesQuery,
} from './schemas.js';
import * as locations from './service.js';

type WithCode = { Params: { code: string } };

const tag = 'hr';

export function hrLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/locations',
    {
      schema: contract({
        tag,
        summary: 'The company’s work locations (circles), with who each is open to',
        querystring: listLocationsQuery,
        data: z.array(locationReply),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, await locations.listLocations(ctx, caller, parse(listLocationsQuery, request.query).active));
    },
  );

  app.get(
    '/locations/places',
    {
      schema: contract({
        tag,
        summary:
          'Places in Indonesia matching a search, from the company’s geocoder (GEOCODER_URL); available false when none is configured',
        querystring: placesQuery,
        data: z.object({
          available: z.boolean(),
          places: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })),
        }),
      }),
    },
    async (request) => {
      await hrAdmin(ctx, request.headers.authorization);
      return ok(M.places, await locations.searchPlaces(ctx, parse(placesQuery, request.query).q));
    },
  );

  app.post(
    '/locations',
    {
      schema: contract({
        tag,
        summary: 'Adds a work location: a point, a radius of 20 m to 2 km, and who may clock there',
        body: createLocationBody,
        data: locationReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.created, await locations.createLocation(ctx, caller, parse(createLocationBody, request.body)));
    },
  );

  app.patch<WithCode>(
    '/locations/:code',
    {
      schema: contract({
        tag,
        summary: 'Moves, resizes, renames or closes a work location',
        params: z.object({ code: z.string() }),
        body: patchLocationBody,
        data: locationReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const code = parse(locationCode, request.params.code);
      return ok(M.updated, await locations.updateLocation(ctx, caller, code, parse(patchLocationBody, request.body)));
    },
  );

  app.delete<WithCode>(
    '/locations/:code',
    {
      schema: contract({
        tag,
        summary: 'Deletes a work location (its past clock-ins keep their name)',
        params: z.object({ code: z.string() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await locations.deleteLocation(ctx, caller, parse(locationCode, request.params.code));
      return ok(M.deleted);
    },
  );
}
