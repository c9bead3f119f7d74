import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { jest } from '@jest/globals';
import pino from 'pino';
import { DEMO_PASSWORD } from '../../../tests/fixtures/demo.js';
import { loadConfig } from '../config/env.js';
import { createGateway } from '../server.js';
import { startApiRecorder, type ApiRecorder } from './api-recorder.js';
import { startProvider, type Provider } from './provider.js';

// Starting the api process (tsx, then PGlite's first open) takes seconds, and on a loaded shared
// machine up to a minute: more than one test may, so every file that starts a stack waits longer.
jest.setTimeout(120_000);

/** What /graphql answers: a test reads it and its assertions check the shape. */
export interface GraphQLReply<T = any> {
  data?: T;
  errors?: { message: string; extensions: Record<string, any> }[];
}

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
    return (await response.json()) as GraphQLReply<T>;
  }
}

const RELOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }`;
const RESET = `mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) { message } }`;

export interface TestStack {
  /** The api behind the gateway (its own process): `provider.url` for what a test does there directly. */
  provider: Provider;
  /** What went from the gateway to the api, and a way to cut one such connection. */
  recorder: ApiRecorder;
  url: string;
  browser(): Browser;
  /**
   * A browser signed in as a demo user (relogin, so any other session of theirs ends). 10003 must
   * set a password at first login: she sets the demo password through the reset token the login
   * answers with, as the web's reset screen does, and signs in again.
   */
  signedIn(nik: string): Promise<Browser>;
  close(): Promise<void>;
}

/** The real api (its own process, fresh database) and the real gateway, each on its own loopback port. */
export async function startStack(
  apiSettings: Record<string, string> = {},
  gatewayOverrides: Record<string, string> = {},
): Promise<TestStack> {
  const provider = await startProvider(apiSettings);
  const recorder = await startApiRecorder(provider.url);
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
  const browser = () => new Browser(url);
  async function signedIn(nik: string) {
    const signing = browser();
    let reply = await signing.graphql(RELOGIN, { nik, password: DEMO_PASSWORD });
    const resetToken = reply.errors?.[0]?.extensions.resetToken;
    if (typeof resetToken === 'string') {
      await signing.graphql(RESET, { token: resetToken, password: DEMO_PASSWORD });
      reply = await signing.graphql(RELOGIN, { nik, password: DEMO_PASSWORD });
    }
    if (reply.errors) throw new Error(`${nik} could not sign in: ${reply.errors[0].message}`);
    return signing;
  }
  return {
    provider,
    recorder,
    url,
    browser,
    signedIn,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
      await recorder.close();
      await provider.close();
    },
  };
}
