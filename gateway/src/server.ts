import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config/env.js';
import type { GatewayContext } from './context.js';
import { codeForFailure, codeForStatus, PROVIDER_UNAVAILABLE_MESSAGE } from './datasource/error-codes.js';
import { HadirApi } from './datasource/hadir-api.js';
import { providerFetch } from './datasource/provider-fetch.js';
import { costLimits } from './graphql/cost-limits.js';
import { wellFormedText } from './graphql/well-formed-text.js';
import { processUploadRequest } from './files/multipart.js';
import { fileProxy } from './files/proxy.js';
import { redactUrl } from './lib/redact-url.js';
import { resolvers } from './resolvers.js';
import { contentSecurityPolicy, securityHeaders } from './security-headers.js';
import { sessionFor } from './session/cookie.js';

const typeDefs = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

/** Codes the web acts on pass as they are; anything else is an internal fault and says so plainly. */
function formatError(formatted: GraphQLFormattedError, error: unknown, log: Logger): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  // Apollo's own refusals of a request (a persisted-query hash that does not match…) carry only an
  // HTTP status: a 4xx is the caller's mistake, coded like a provider's.
  const status = (error as { extensions?: { http?: { status?: number } } } | null)?.extensions?.http?.status;
  if ((code === undefined || code === 'INTERNAL_SERVER_ERROR') && status && status >= 400 && status < 500) {
    return { message: formatted.message, extensions: { code: codeForStatus(status) } };
  }
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const failure = codeForFailure(original);
    log.error({ err: original }, 'graphql operation failed');
    return {
      message:
        failure === 'PROVIDER_UNAVAILABLE' ? PROVIDER_UNAVAILABLE_MESSAGE : 'Something went wrong, please try again',
      extensions: { code: failure },
    };
  }
  return { message: formatted.message, path: formatted.path, extensions: formatted.extensions };
}

/**
 * The client's address as this gateway sees it: the socket's, or what a trusted proxy in front
 * of it (TRUST_PROXY) reports; never what the client wrote itself.
 */
const clientAddress = (request: express.Request) => request.ip ?? request.socket.remoteAddress ?? 'unknown';

export function createApolloServer(config: GatewayConfig, log: Logger): ApolloServer<GatewayContext> {
  const limits = costLimits(config);
  return new ApolloServer<GatewayContext>({
    typeDefs,
    resolvers: { ...resolvers, Upload: GraphQLUpload },
    csrfPrevention: true,
    introspection: config.NODE_ENV !== 'production',
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatError(formatted, error, log),
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    plugins: [
      ...limits.plugins,
      wellFormedText,
      // Apollo's defaults the gateway has no use for (issue 31): cache hints wrap every field's
      // resolver in a hook, to end in `cache-control: no-store` on every answer (set once, on
      // /graphql, in createGateway); inline traces are for a federated subgraph, which this is not.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      config.NODE_ENV === 'production'
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
  });
}

/** The whole gateway: /graphql, the file proxies and the built web app. Tests import this. */
export async function createGateway(
  config: GatewayConfig,
  log: Logger,
): Promise<{ app: Express; apollo: ApolloServer<GatewayContext> }> {
  const apollo = createApolloServer(config, log);
  await apollo.start();
  const provider = providerFetch(config.PROVIDER_TIMEOUT_MS);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.use((request, response, next) => {
    const incoming = request.get('x-request-id');
    response.locals.requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    response.setHeader('x-request-id', response.locals.requestId);
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('referrer-policy', 'same-origin');
    response.setHeader('x-frame-options', 'DENY');
    // The request's line is logged at info; at a quieter LOG_LEVEL no listener is added for a line pino would drop.
    if (log.isLevelEnabled('info')) {
      const started = Date.now();
      response.on('finish', () =>
        log.info(
          {
            reqId: response.locals.requestId,
            method: request.method,
            url: redactUrl(request.path),
            status: response.statusCode,
            ms: Date.now() - started,
          },
          'request',
        ),
      );
    }
    next();
  });
  app.use(securityHeaders(config));
  app.use(cookieParser());
  app.get('/healthz', (_request, response) => {
    response.json({ status: 'ok' });
  });
  // Ready when the provider answers its health call within 3 s; the api's own /readyz checks its parts.
  app.get('/readyz', async (_request, response) => {
    const provider = await fetch(new URL('/api/v1/health', config.API_BASE_URL), {
      signal: AbortSignal.timeout(3000),
    }).then(
      (reply) => reply.ok,
      () => false,
    );
    response
      .status(provider ? 200 : 503)
      .json({ status: provider ? 'ready' : 'not ready', checks: { provider: provider ? 'ok' : 'unreachable' } });
  });

  app.use(
    '/graphql',
    // Every answer is one person's: never stored by a browser or a proxy (what Apollo's cache-control
    // plugin wrote before it was turned off, above: it is one header, not a hook on every field).
    (_request, response, next) => {
      response.setHeader('cache-control', 'no-store');
      next();
    },
    // busboy calls a file that reaches maxFileSize truncated, so the limit is one byte past the largest accepted.
    graphqlUploadExpress({
      maxFileSize: config.MAX_UPLOAD_BYTES + 1,
      maxFiles: 4,
      processRequest: processUploadRequest,
    }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const session = sessionFor(req, res, config);
        const requestId = String(res.locals.requestId);
        const api = new HadirApi(
          config.API_BASE_URL,
          session,
          requestId,
          clientAddress(req),
          provider,
          req.get('user-agent') ?? null,
          config.GATEWAY_SECRET,
        );
        return { session, requestId, api };
      },
    }),
  );

  app.use(fileProxy(config));
  serveWeb(app, config);

  app.use(((error, _request, response, _next) => {
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    if (status >= 500) log.error({ err: error }, 'request failed');
    response.status(status).json({
      message:
        status === 413
          ? 'The request is too large'
          : status < 500
            ? error.message
            : 'Something went wrong, please try again',
    });
  }) as express.ErrorRequestHandler);
  return { app, apollo };
}

/**
 * How long a built file may be kept: hashed assets for ever; the favicon and the home-screen icons a
 * day (their names carry no hash, but a browser asks for the favicon again once the page has loaded,
 * and on a slow network that revalidation was a round trip in the middle of a sign-in, issue 48);
 * everything else — index.html, the service worker and the scripts it imports, the manifest — is
 * asked for again every time, so a new version is seen at once.
 */
function webCacheControl(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/[\\/](icons[\\/][^\\/]+|favicon\.svg(\.br|\.gz)?)$/.test(path)) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * The built web app: pre-compressed (brotli, gzip), hashed assets immutable; index.html, the
 * service worker (sw.js) and the manifest never cached, so a new version is seen at once.
 */
function serveWeb(app: Express, config: GatewayConfig): void {
  const index = join(config.WEB_DIST, 'index.html');
  if (!existsSync(index)) return;
  const csp = contentSecurityPolicy(readFileSync(index, 'utf8'), config.CSP_CONNECT_ORIGINS);
  app.use(
    expressStaticGzip(config.WEB_DIST, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: {
        setHeaders(response, path) {
          response.setHeader('cache-control', webCacheControl(path));
          if (/\.html(\.br|\.gz)?$/.test(path)) response.setHeader('content-security-policy', csp);
        },
      },
    }),
  );
  app.get(/^\/(?!graphql|api\/|images\/|files\/).*/, (request, response, next) => {
    // Built files live under /assets, /icons or at the root (favicon.svg, sw.js, the manifest); a
    // dot deeper in a route is data (a leave PDF's name in /leave-view/{name}), and the app must
    // open there too. A missing built file is a 404, never the app's page in its place.
    if (/^\/(assets|icons)\//.test(request.path) || /^\/[^/]+\.[a-z0-9]+$/i.test(request.path)) return next();
    request.url = '/index.html';
    response.setHeader('cache-control', 'no-cache');
    response.setHeader('content-security-policy', csp);
    expressStaticGzip(config.WEB_DIST, { enableBrotli: true, orderPreference: ['br', 'gz'], index: false })(
      request,
      response,
      next,
    );
  });
}
