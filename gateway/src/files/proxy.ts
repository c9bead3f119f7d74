import { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import type { GatewayConfig } from '../config/env.js';
import { sessionFor } from '../session/cookie.js';
import { refreshProviderToken } from '../session/refresh.js';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];

/**
 * The binary GETs of spec 7 (images, attachments, leave PDFs), sent on with the cookie's token so
 * that `<img src>` and downloads need no script. The provider decides who may read what.
 */
export function fileProxy(config: GatewayConfig): Router {
  const router = Router();
  const forward = async (request: Request, response: Response) => {
    const session = sessionFor(request, response, config);
    const requestId = String(response.locals.requestId);
    const target = new URL(request.originalUrl, config.API_BASE_URL);
    const send = (token: string | null) =>
      fetch(target, {
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'x-request-id': requestId },
      });
    let upstream = await send(session.token);
    if (upstream.status === 401 && session.token) {
      const refreshed = await refreshProviderToken(config.API_BASE_URL, session.token, requestId);
      if (refreshed) {
        session.setToken(refreshed.token);
        upstream = await send(refreshed.token);
      }
    }
    response.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) response.setHeader(name, value);
    }
    response.setHeader('cache-control', 'private, no-store');
    if (!upstream.body) return response.end();
    Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream).pipe(response);
  };
  router.get('/images/:kind/:file', forward);
  router.get('/files/attachment/:file', forward);
  router.get('/files/correction/:file', forward);
  router.get('/api/v1/view-leave/:name', forward);
  return router;
}
