import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from './config/env.js';
import { createGateway } from './server.js';
import { startStack, type TestStack } from './test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

describe('GET /readyz', () => {
  it('is ready when its provider answers, and the api itself is ready with its database, file store and queue', async () => {
    const gateway = await fetch(`${stack.url}/readyz`);
    expect(gateway.status).toBe(200);
    expect(await gateway.json()).toEqual({ status: 'ready', checks: { provider: 'ok' } });
    const api = await fetch(`${stack.provider.url}/readyz`);
    expect(await api.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', queue: 'ok' } });
  });

  it('answers 503 naming the provider when nothing answers at API_BASE_URL, while /healthz stays 200', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      API_BASE_URL: 'http://127.0.0.1:9',
    });
    const { app, apollo } = await createGateway(config, pino({ level: 'silent' }));
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready', checks: { provider: 'unreachable' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
    }
  });
});
