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
  const config = loadConfig({
    NODE_ENV: 'test',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    API_BASE_URL: 'http://127.0.0.1:9',
  });
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
      body: JSON.stringify({
        query: '{ leaveTypes { id } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } },
      }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as any).errors[0]).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_USER_INPUT' },
    });
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

  const refusal = async (query: string, variables: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
    });
    return { status: response.status, error: ((await response.json()) as any).errors[0] };
  };
  const notAllowed = (field: string) => ({
    status: 400,
    error: {
      message: 'This field contains a character that is not allowed',
      extensions: { code: 'BAD_USER_INPUT', reason: 'invalid_input', field },
    },
  });

  it('a variable holding text that is not Unicode (a lone surrogate): 400 BAD_USER_INPUT naming it, before any provider call', async () => {
    expect(
      await refusal('query ($types: String!) { workLocations(types: $types) { code } }', '{"types":"\\ud800"}'),
    ).toEqual(notAllowed('types'));
  });

  it('a NUL in a variable, in an input object and in a literal: 400 BAD_USER_INPUT naming the field, before any provider call', async () => {
    // The provider is unreachable here: a request that got past the rule would answer PROVIDER_UNAVAILABLE.
    expect(
      await refusal('query ($types: String!) { workLocations(types: $types) { code } }', '{"types":"a\\u0000"}'),
    ).toEqual(notAllowed('types'));
    expect(
      await refusal(
        'query ($filter: HrEmployeeFilter) { hrEmployees(filter: $filter) { total } }',
        '{"filter":{"division":"\\u0000"}}',
      ),
    ).toEqual(notAllowed('filter.division'));
    expect(
      await refusal(
        'mutation ($input: HrEmployeeInput!) { hrUpdateEmployee(id: 1, input: $input) { message } }',
        '{"input":{"address":"Jl.\\u0000"}}',
      ),
    ).toEqual(notAllowed('input.address'));
    expect(await refusal('{ workLocations(types: "a\\u0000") { code } }', '{}')).toEqual(notAllowed('types'));
  });

  it('the same document sent again is refused again (its literals are checked once and kept), and a clean one beside it is not', async () => {
    const query = '{ workLocations(types: "b\\u0000") { code } }';
    expect(await refusal(query, '{}')).toEqual(notAllowed('types'));
    expect(await refusal(query, '{}')).toEqual(notAllowed('types'));
    const clean = await refusal('query ($types: String!) { workLocations(types: $types) { code } }', '{"types":"in"}');
    expect(clean.error.extensions.code).not.toBe('BAD_USER_INPUT');
    expect(
      await refusal('query ($types: String!) { workLocations(types: $types) { code } }', '{"types":"c\\u0000"}'),
    ).toEqual(notAllowed('types'));
  });

  it('a filter too long for the provider call’s URL (3,000 emoji): 400 BAD_USER_INPUT before any provider call, not PROVIDER_UNAVAILABLE', async () => {
    const filter = JSON.stringify({ filter: { subdivision: '😀'.repeat(3000) } });
    expect(await refusal('query ($filter: HrRecapFilter) { hrRecap(filter: $filter) { total } }', filter)).toEqual({
      status: 400,
      error: {
        message: 'What was sent is too large',
        path: ['hrRecap'],
        extensions: { code: 'BAD_USER_INPUT', reason: 'too_large' },
      },
    });
  });
});
