import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isProviderUnreachable } from './error-codes.js';
import { providerFetch } from './provider-fetch.js';

// A real HTTP server standing in for the provider: what reaches it, and over which connection.
let server: Server;
let base: string;
const received: { method: string; url: string; headers: IncomingMessage['headers']; body: string; socket: number }[] =
  [];
const sockets = new WeakMap<object, number>();
let nextSocket = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!sockets.has(request.socket)) sockets.set(request.socket, (nextSocket += 1));
      received.push({
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        socket: sockets.get(request.socket)!,
      });
      if (request.url === '/hang') return; // never answers
      const status = request.url === '/missing' ? 404 : 200;
      response.writeHead(status, {
        'content-type': 'application/json',
        'x-request-id': String(request.headers['x-request-id'] ?? ''),
      });
      response.end(
        JSON.stringify({ message: status === 200 ? 'Berhasil' : 'Not found', data: { echoed: chunks.length > 0 } }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

describe('providerFetch (how the data source reaches the provider)', () => {
  const fetcher = providerFetch(1_000);

  it('sends the method, headers and body with its length, and reads the whole reply: status, headers, JSON', async () => {
    const reply = await fetcher(`${base}/api/v1/leave`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' },
      body: JSON.stringify({ tipe: 'Sakit' }),
    });
    expect(received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/v1/leave',
      body: '{"tipe":"Sakit"}',
      headers: { 'content-length': '16', 'content-type': 'application/json', 'x-request-id': 'r-1' },
    });
    expect(reply.ok).toBe(true);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('application/json');
    expect(reply.headers.get('x-request-id')).toBe('r-1');
    expect(await reply.clone().json()).toEqual({ message: 'Berhasil', data: { echoed: true } });
    expect(await reply.text()).toBe('{"message":"Berhasil","data":{"echoed":true}}');
  });

  it('answers a provider refusal as it came (the data source makes the error of it)', async () => {
    const reply = await fetcher(`${base}/missing`);
    expect(reply.ok).toBe(false);
    expect(reply.status).toBe(404);
    expect(await reply.json()).toEqual({ message: 'Not found', data: { echoed: false } });
  });

  it('keeps the connection for the next call instead of opening one per call', async () => {
    await fetcher(`${base}/one`);
    await fetcher(`${base}/two`);
    const [one, two] = received.slice(-2);
    expect(one.url).toBe('/one');
    expect(two.socket).toBe(one.socket);
  });

  it('gives up on a provider that sends nothing for the timeout, as unreachable', async () => {
    const started = Date.now();
    const failure = await fetcher(`${base}/hang`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(failure).toMatchObject({ code: 'ETIMEDOUT' });
    expect(isProviderUnreachable(failure)).toBe(true);
  });

  it('fails as unreachable when nothing listens at the address', async () => {
    const failure = await fetcher('http://127.0.0.1:9/api/v1/login').then(
      () => null,
      (error: unknown) => error,
    );
    expect(isProviderUnreachable(failure)).toBe(true);
  });
});
