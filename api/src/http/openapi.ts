import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The provider contract, written by the routes themselves: each route's `schema` (built with
 * `contract()` below from the same zod objects its handler parses with) becomes its operation in
 * an OpenAPI 3.1 document of /api/v1. The handlers still parse after they authenticate (a caller
 * without a token hears 401 before any 400) and answer in our own words, so Fastify is told not to
 * validate or serialise with these schemas: they describe, the handler decides.
 */

/** The envelope of every error reply. */
export const errorReply = z
  .object({ message: z.string(), error: z.string(), data: z.unknown() })
  .meta({ description: 'What went wrong, in words a person can read (message) and for code (error)' });

/** The envelope of a successful reply around its data. */
export const okReply = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

interface Operation {
  /** One line: what the call does. */
  summary: string;
  /** The domain (a heading of the reference page). */
  tag: string;
  /** Whether the call needs `Authorization: Bearer <token>` (most do). */
  auth?: boolean;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Request headers the call reads besides Authorization (an object of them, e.g. the inbox's Period). */
  headers?: z.ZodType;
  /** A JSON body, or with `multipart` the fields of a multipart/form-data body. */
  body?: z.ZodType;
  multipart?: boolean;
  /** The success reply's `data`. */
  data?: z.ZodType;
}

/** A route's `schema`: its operation in the contract. */
export function contract(operation: Operation): FastifySchema {
  return {
    summary: operation.summary,
    tags: [operation.tag],
    ...(operation.auth === false ? {} : { security: [{ bearer: [] }] }),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.querystring ? { querystring: operation.querystring } : {}),
    ...(operation.headers ? { headers: operation.headers } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    ...(operation.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      200: okReply(operation.data ?? z.null()),
      '4XX': errorReply,
    },
  } as FastifySchema;
}

/** Registers the document; outside production also /api/v1/docs (the page) and /api/v1/docs/json. */
export async function registerOpenApi(app: FastifyInstance, prefix: string, options: { reference: boolean }) {
  // Describe only: the handlers parse (see above) and replies are plain JSON.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hadir provider',
        version: '1',
        description:
          'The REST provider behind the Hadir gateway (API_BASE_URL). A company may run its own: it must answer these calls in these shapes (`npm run test:contract -- --api <url>` checks one).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) =>
      input.url.startsWith(prefix) ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  if (options.reference) await app.register(swaggerUi, { routePrefix: `${prefix}/docs` });
}
