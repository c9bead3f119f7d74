import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { loadConfig } from './config/env.js';
import { createGateway } from './server.js';

// The built web app as the gateway serves it, from a small stand-in build.
let server: Server;
let url: string;
let stop: () => Promise<void>;
const INDEX = '<!doctype html><title>Hadir</title>'.padEnd(2000, ' ');
const ASSET = 'console.log("hadir");'.repeat(200);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hadir-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: dist, LOG_LEVEL: 'silent', API_BASE_URL: 'http://127.0.0.1:9' });
  const { app, apollo } = await createGateway(config, pino({ level: 'silent' }));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  };
});
afterAll(() => stop());

const get = (path: string) => fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });

describe('serving the web app', () => {
  it('sends hashed assets pre-compressed with brotli and cached as immutable', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers every app route with index.html, never cached, including a route whose last part has a dot', async () => {
    for (const path of ['/', '/live', '/reset/abc_DEF-123', '/leave-view/0b5e7a9c-1111-4222-8333-444455556666.pdf']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toContain('<title>Hadir</title>'); // fetch decodes brotli
    }
  });

  it('serves root files as they are and answers a missing asset 404, not the app', async () => {
    expect((await get('/favicon.svg')).headers.get('content-type')).toMatch(/svg/);
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });
});
