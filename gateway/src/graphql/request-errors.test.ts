import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config/env.js';
import { createGateway } from '../server.js';

// Requests the gateway refuses on its own, before any provider call (found by the fuzz run).
let server: Server;
let url: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent', API_BASE_URL: 'http://127.0.0.1:9' });
  const { app, apollo } = await createGateway(config, pino({ level: 'silent' }));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  };
});
afterAll(() => stop());

describe('a request the gateway refuses itself', () => {
  it('a persisted-query hash that does not match its query: 400 BAD_USER_INPUT, not INTERNAL_SERVER_ERROR', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ leaveTypes { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0]).toEqual({ message: 'provided sha does not match query', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('a multipart request without a boundary: a prompt 400, not a reply that never comes', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data', 'apollo-require-preflight': 'true' },
      body: '--x\r\ncontent-disposition: form-data; name="operations"\r\n\r\n{}\r\n--x--\r\n',
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request is not a complete multipart form' });
  });

  it('a variable holding text that is not Unicode (a lone surrogate): 400 BAD_USER_INPUT before any provider call', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"query ($types: String!) { workLocations(types: $types) { code } }","variables":{"types":"\\ud800"}}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0]).toEqual({ message: 'Text must be valid Unicode', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
