import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { GatewayConfig } from '../config/env.js';
import { isProviderUnreachable, PROVIDER_UNAVAILABLE_MESSAGE } from '../datasource/error-codes.js';
import { jobSegment } from '../hr/export-jobs.js';
import { fileDisposition, STORED_FILE_CSP } from '../security-headers.js';
import { sessionFor } from '../session/cookie.js';
import { renewSessionToken } from '../session/refresh.js';

const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag'];

/**
 * One path segment of a proxied route (a kind, a stored file name): no slash, backslash, dot
 * segment or query can move the provider's target away from the route it came in on.
 */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * The filters of a streamed export that pass on to the provider (the roster's month, unit and search);
 * the recaps' files are jobs (issue 48), asked for through GraphQL and downloaded from the job.
 */
const EXPORT_PARAMS = new Set(['month', 'division', 'subdivision', 'department', 'q']);
const EXPORT_VALUE = /^[\p{L}\p{N} ./_-]{0,100}$/u;

/** An export's query string, its known filters only, each a short plain value; the provider validates the rest. */
function exportQuery(query: Request['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (EXPORT_PARAMS.has(name) && typeof value === 'string' && EXPORT_VALUE.test(value)) params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The binary GETs of rules §7 (images, attachments, leave PDFs), the HR import templates and exports, sent on with the cookie's token so
 * that `<img src>` and downloads need no script. The provider decides who may read what.
 */
export function fileProxy(config: GatewayConfig): Router {
  const router = Router();
  /** Forwards to the provider path built from the route's own (decoded, checked) params, never from the raw URL. */
  const forward =
    (targetPath: (params: Record<string, string>, query: Request['query']) => string) =>
    async (request: Request, response: Response) => {
      const params = request.params as Record<string, string>;
      if (!Object.values(params).every((value) => SEGMENT.test(value))) {
        return response.status(404).json({ message: 'Not found' });
      }
      const session = sessionFor(request, response, config);
      const requestId = String(response.locals.requestId);
      const target = new URL(targetPath(params, request.query), config.API_BASE_URL);
      const send = (token: string | null) =>
        fetch(target, {
          headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-request-id': requestId },
        });
      let upstream: globalThis.Response;
      try {
        upstream = await send(session.token);
        if (upstream.status === 401 && (await renewSessionToken(session, config.API_BASE_URL, requestId))) {
          upstream = await send(session.token);
        }
      } catch (error) {
        if (!isProviderUnreachable(error)) throw error;
        return response.status(502).json({ message: PROVIDER_UNAVAILABLE_MESSAGE });
      }
      response.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) response.setHeader(name, value);
      }
      // Whatever the provider sent (a company may run its own): never cached, never a page.
      const disposition = fileDisposition(
        upstream.headers.get('content-type'),
        upstream.headers.get('content-disposition'),
      );
      if (disposition) response.setHeader('content-disposition', disposition);
      response.setHeader('cache-control', 'private, no-store');
      response.setHeader('content-security-policy', STORED_FILE_CSP);
      if (!upstream.body) return response.end();
      // pipeline, not pipe: when the provider's connection breaks mid-file the error ends this
      // response (the browser sees a cut download) instead of going unhandled and ending the gateway.
      await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream), response).catch(
        () => {},
      );
    };
  router.get(
    '/images/:kind/:file',
    forward(({ kind, file }) => `/images/${kind}/${file}`),
  );
  router.get(
    '/files/attachment/:file',
    forward(({ file }) => `/files/attachment/${file}`),
  );
  router.get(
    '/files/correction/:file',
    forward(({ file }) => `/files/correction/${file}`),
  );
  router.get(
    '/files/announcement/:file',
    forward(({ file }) => `/files/announcement/${file}`),
  );
  router.get(
    '/api/v1/view-leave/:name',
    forward(({ name }) => `/api/v1/view-leave/${name}`),
  );
  router.get(
    '/api/v1/hr/import/template/:format',
    forward(({ format }) => `/api/v1/hr/import/template/${format}`),
  );
  // The HR exports stream through as the provider writes them (pipeline below: no buffering).
  router.get(
    '/api/v1/hr/leave-balances/export/:format',
    forward(({ format }) => `/api/v1/hr/leave-balances/export/${format}`),
  );
  router.get(
    '/api/v1/hr/rosters/export',
    forward((_params, query) => `/api/v1/hr/rosters/export${exportQuery(query)}`),
  );
  // An export prepared as a job, from the provider's file store.
  router.get(
    '/api/v1/hr/exports/:id/file',
    forward(({ id }) => `/api/v1/hr/exports/${jobSegment(id)}/file`),
  );
  return router;
}
