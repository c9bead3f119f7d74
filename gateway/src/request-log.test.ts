import { describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from './config/env.js';
import { createGateway } from './server.js';

// Each request's line in the gateway's log (server.ts): written at info, with the reset link's
// one-time token replaced; at a quieter level no line is made at all (issue 31: nothing waited for).
async function requestLines(level: string, paths: string[]): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: level,
    API_BASE_URL: 'http://127.0.0.1:9',
  });
  const { app, apollo } = await createGateway(config, pino({ level }, sink));
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of paths) await (await fetch(`${url}${path}`)).arrayBuffer();
  } finally {
    // Closed once every reply has finished: each line (written at its reply's finish) is in by then.
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  }
  return lines.filter((line) => line.msg === 'request');
}

describe('the request log', () => {
  it('writes one line a request at info, the reset token replaced', async () => {
    const lines = await requestLines('info', ['/healthz', '/reset/abc123secret']);
    expect(lines.map(({ method, url, status }) => ({ method, url, status }))).toEqual([
      { method: 'GET', url: '/healthz', status: 200 },
      { method: 'GET', url: '/reset/[redacted]', status: 404 },
    ]);
    expect(lines.every((line) => typeof line.ms === 'number' && typeof line.reqId === 'string')).toBe(true);
    expect(JSON.stringify(lines)).not.toContain('abc123secret');
  });

  it('writes none at warn', async () => {
    expect(await requestLines('warn', ['/healthz'])).toEqual([]);
  });
});
