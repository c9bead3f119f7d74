import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { loadConfig } from './config/env.js';
import { createGateway } from './server.js';

// The built web app as the gateway serves it, from a small stand-in build.
let server: Server;
let url: string;
let stop: () => Promise<void>;
const INLINE = 'window.hadirBooted = true;';
const INDEX =
  `<!doctype html><title>Hadir</title><script>${INLINE}</script><script type="module" src="/assets/app-abc123.js"></script>`.padEnd(
    2000,
    ' ',
  );
const ASSET = 'console.log("hadir");'.repeat(200);
const SW = 'self.addEventListener("install", () => {});'.repeat(50);

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hadir-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), ASSET);
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'sw.js'), SW);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(SW));
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Hadir"}');
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png');
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: dist,
    LOG_LEVEL: 'silent',
    API_BASE_URL: 'http://127.0.0.1:9',
    CSP_CONNECT_ORIGINS: 'https://tiles.example.com https://style.example.com',
  });
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
    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('content-type')).toMatch(/svg/);
    // Kept a day: the browser's second ask for it after the page loads is no round trip (issue 48).
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/assets/missing-123.js')).status).toBe(404);
  });

  it('serves the service worker and the manifest never cached, so a new version is found at once', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/icons/missing.png')).status).toBe(404);
  });
});

describe('security headers', () => {
  const policy = async (path: string) => {
    const header = (await get(path)).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      header.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
  };

  it("the app's page: scripts only from itself (and its inline script by hash; WebAssembly for the face check), nothing framed, no plugins", async () => {
    for (const path of ['/', '/live', '/index.html']) {
      const csp = await policy(path);
      const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", hash]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      expect(csp['img-src']).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tiles.example.com',
        'https://style.example.com',
      ]);
      expect(csp['connect-src']).toEqual(["'self'", 'https://tiles.example.com', 'https://style.example.com']);
      expect(Object.values(csp).flat()).not.toContain("'unsafe-eval'");
    }
  });

  it('never lets a GraphQL answer be stored, a refusal neither', async () => {
    const ask = (query: string) =>
      fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
    const answered = await ask('{ __typename }');
    expect([answered.status, await answered.json()]).toEqual([200, { data: { __typename: 'Query' } }]);
    expect(answered.headers.get('cache-control')).toBe('no-store');
    const refused = await ask('{ nothingHere }');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('camera and position for this origin only, on every reply', async () => {
    for (const path of ['/', '/healthz', '/assets/app-abc123.js']) {
      const header = (await get(path)).headers.get('permissions-policy');
      expect(header).toMatch(/(^|, )camera=\(self\)(,|$)/);
      expect(header).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
      expect(header).toMatch(/(^|, )microphone=\(\)(,|$)/);
    }
  });

  it('HSTS where the session cookie is Secure (the default), and not where it is not', async () => {
    expect((await get('/')).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'silent',
      COOKIE_SECURE: 'false',
    });
    const { app, apollo } = await createGateway(plain, pino({ level: 'silent' }));
    const other: Server = await new Promise((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      const response = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/healthz`);
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
    } finally {
      await new Promise((resolve) => other.close(resolve));
      await apollo.stop();
    }
  });

  it("allows the default map style's origin unless told otherwise, and none when told none", () => {
    expect(loadConfig({}).CSP_CONNECT_ORIGINS).toEqual(['https://tiles.openfreemap.org']);
    expect(loadConfig({ CSP_CONNECT_ORIGINS: '' }).CSP_CONNECT_ORIGINS).toEqual([]);
  });

  it('refuses a CSP_CONNECT_ORIGINS entry that could break out of the policy', () => {
    expect(() => loadConfig({ CSP_CONNECT_ORIGINS: "https://ok.example.com 'unsafe-inline'" })).toThrow(
      /CSP_CONNECT_ORIGINS/,
    );
    expect(() => loadConfig({ CSP_CONNECT_ORIGINS: 'https://x.example.com; script-src *' })).toThrow(
      /CSP_CONNECT_ORIGINS/,
    );
  });
});
