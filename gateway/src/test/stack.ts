import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import pino from 'pino';
import { startTestApi, type TestApi } from '../../../api/src/test/harness.js';
import { loadConfig } from '../config/env.js';
import { createGateway } from '../server.js';
import { startApiRecorder, type ApiRecorder } from './api-recorder.js';

/** A cookie jar of one browser: what the gateway sets, sent back on the next request. */
export class Browser {
  cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async graphql<T = any>(query: string, variables: Record<string, unknown> = {}) {
    const response = await this.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: { message: string; extensions: Record<string, any> }[] };
  }
}

export interface TestStack {
  api: TestApi;
  /** What went from the gateway to the api, and a way to cut one such connection. */
  recorder: ApiRecorder;
  url: string;
  browser(): Browser;
  close(): Promise<void>;
}

/** The real api (fresh database) and the real gateway, each on its own loopback port. */
export async function startStack(
  apiOverrides: Parameters<typeof startTestApi>[0] = {},
  gatewayOverrides: Record<string, string> = {},
): Promise<TestStack> {
  const api = await startTestApi(apiOverrides);
  const apiUrl = await api.app.listen({ host: '127.0.0.1', port: 0 });
  const recorder = await startApiRecorder(apiUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    API_BASE_URL: recorder.url,
    COOKIE_SECURE: 'false',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...gatewayOverrides,
  });
  const { app, apollo } = await createGateway(config, pino({ level: 'silent' }));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    api,
    recorder,
    url,
    browser: () => new Browser(url),
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await recorder.close();
      await api.close();
    },
  };
}
