import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createGateway } from '../server.js';
import { startStack, type TestStack } from '../test/stack.js';
import { loadConfig } from './env.js';

// Which client address the gateway tells the api (the one login and reset limits count by), when a
// caller on the gateway's own host writes an X-Forwarded-For of its choosing.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(() => stack.close());

/** A gateway on the stack's api with these settings, closed after `use`. */
async function withGateway(settings: Record<string, string>, use: (url: string) => Promise<void>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    API_BASE_URL: stack.recorder.url,
    COOKIE_SECURE: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...settings,
  });
  const { app, apollo } = await createGateway(config, pino({ level: 'silent' }));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  }
}

/** The X-Forwarded-For the api received for one login sent with `forwardedFor` by a local caller. */
async function addressTheApiHears(gateway: string | TestStack, forwardedFor: string) {
  const base = typeof gateway === 'string' ? gateway : gateway.url;
  const before = stack.recorder.log.length;
  await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: 'mutation { login(nik: "10001", password: "wrong") { message } }' }),
  });
  const index = stack.recorder.log.findIndex((line, at) => at >= before && line.startsWith('POST /api/v1/login'));
  expect(index).toBeGreaterThanOrEqual(0);
  return stack.recorder.headers[index]['x-forwarded-for'];
}

describe('TRUST_PROXY: whose X-Forwarded-For the gateway believes', () => {
  it('by default nobody’s: a local caller naming 70 addresses is still its own socket address to the api', async () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    const heard = new Set<unknown>();
    for (let n = 1; n <= 70; n += 1) heard.add(await addressTheApiHears(stack, `203.0.113.${n}`));
    expect([...heard].map((address) => String(address).replace(/^::ffff:/, ''))).toEqual(['127.0.0.1']);
  });

  it('a configured proxy’s (nginx on the same host: TRUST_PROXY=127.0.0.1): the address it appended, never what the client wrote before it', async () => {
    await withGateway({ TRUST_PROXY: '127.0.0.1' }, async (url) => {
      expect(await addressTheApiHears(url, '198.51.100.7')).toBe('198.51.100.7');
      expect(await addressTheApiHears(url, '10.0.0.1, 198.51.100.8')).toBe('198.51.100.8');
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24' }).TRUST_PROXY).toEqual(['10.0.0.2', '10.0.1.0/24']);
  });
});

describe('GATEWAY_SECRET: the gateway proves to the api that the address is its word', () => {
  it('sends it with every call as X-Hadir-Gateway, and nothing without one', async () => {
    const secret = 'g'.repeat(40);
    const headerOf = async (url: string) => {
      await addressTheApiHears(url, '198.51.100.20');
      return stack.recorder.headers[stack.recorder.headers.length - 1]['x-hadir-gateway'];
    };
    await withGateway({ GATEWAY_SECRET: secret }, async (url) => expect(await headerOf(url)).toBe(secret));
    await withGateway({}, async (url) => expect(await headerOf(url)).toBeUndefined());
  });
});
