import { teamRoutes } from './team/routes.js';
import { testClockRoutes } from './test-clock/routes.js';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { attendanceImageRoutes, attendanceRoutes } from './attendance/routes.js';
import { authRoutes } from './auth/routes.js';
import type { AppContext } from './context.js';
import { announcementFileRoutes, announcementRoutes } from './announcements/index.js';
import { correctionFileRoutes, correctionRoutes } from './correction/routes.js';
import { isConnectionLost } from './db/db.js';
import { HttpError } from './errors.js';
import { healthRoutes } from './health/routes.js';
import { homeRoutes } from './home/routes.js';
import { contract, registerOpenApi } from './http/openapi.js';
import { hrRoutes } from './hr/routes.js';
import { faceRoutes } from './face/index.js';
import { forgetUnprovenForwarding } from './http/forwarded.js';
import { refuseMalformedText } from './http/well-formed-text.js';
import { languageRoutes } from './language/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { profileImageRoutes, profileRoutes } from './profile/routes.js';
import { inboxRoutes } from './inbox/routes.js';
import { leaveFileRoutes } from './leave/file-routes.js';
import { leaveRoutes } from './leave/routes.js';
import { overtimeRoutes } from './overtime/routes.js';
import { swapRoutes } from './swaps/routes.js';

export const API_PREFIX = '/api/v1';
const DATABASE_UNAVAILABLE = 'The server cannot reach its database right now, please try again';
const JSON_BODY_LIMIT = 1024 * 1024;

/** Fastify's own client errors, told the way a person can read. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the form as multipart/form-data',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large',
  FST_FILES_LIMIT: 'Too many files in one request',
  FST_PARTS_LIMIT: 'Too many fields in one request',
  FST_FIELDS_LIMIT: 'Too many fields in one request',
};

export async function buildApp(ctx: AppContext, logger: Logger | false = false): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: (logger || undefined) as FastifyBaseLogger | undefined,
    bodyLimit: JSON_BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    // request.ip is the client the gateway names, and only a request from the gateway may name one.
    trustProxy: ctx.config.TRUST_PROXY,
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.warn({ err: error.cause ?? error }, error.error);
      return reply.status(error.status).send({ message: error.message, error: error.error, data: error.data });
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database connection lost during the request');
      return reply.status(503).send({ message: DATABASE_UNAVAILABLE, error: 'database_unavailable', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        FRAMEWORK_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? 'The request body is not valid JSON' : error.message);
      return reply.status(status).send({ message, error: 'bad_request', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong, please try again', error: 'internal', data: null });
  });

  app.addHook('onClose', async () => {
    await ctx.background.settled();
    await ctx.close();
  });

  if (ctx.config.GATEWAY_SECRET) app.addHook('onRequest', forgetUnprovenForwarding(ctx.config.GATEWAY_SECRET));
  app.addHook('preValidation', refuseMalformedText);

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'Not found', error: 'not_found', data: null }),
  );

  await app.register(multipart, { limits: { fileSize: 6 * 1024 * 1024, files: 4, fields: 30 } });
  await registerOpenApi(app, API_PREFIX, { reference: ctx.config.NODE_ENV !== 'production' });

  app.get(
    `${API_PREFIX}/health`,
    { schema: contract({ tag: 'health', auth: false, summary: 'Whether the api is up (no database call)' }) },
    async () => ({ message: 'ok', data: null }),
  );

  await app.register(
    async (api) => {
      authRoutes(api, ctx);
      homeRoutes(api, ctx);
      attendanceRoutes(api, ctx);
      faceRoutes(api, ctx);
      profileRoutes(api, ctx);
      languageRoutes(api, ctx);
      notificationRoutes(api, ctx);
      correctionRoutes(api, ctx);
      leaveRoutes(api, ctx);
      overtimeRoutes(api, ctx);
      swapRoutes(api, ctx);
      inboxRoutes(api, ctx);
      announcementRoutes(api, ctx);
      await hrRoutes(api, ctx);
      teamRoutes(api, ctx);
      testClockRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );
  healthRoutes(app, ctx);
  attendanceImageRoutes(app, ctx);
  leaveFileRoutes(app, ctx);
  profileImageRoutes(app, ctx);
  correctionFileRoutes(app, ctx);
  announcementFileRoutes(app, ctx);

  return app;
}
