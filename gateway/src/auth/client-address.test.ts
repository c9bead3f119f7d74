import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type TestStack } from '../test/stack.js';

// The demo accounts' password (api/src/db/seed.ts).
const DEMO_PASSWORD = 'Hadir#2026';
const LOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }`;

/** A login as a browser sends it, with the X-Forwarded-For it (or a proxy before it) wrote. */
async function login(stack: TestStack, nik: string, password: string, forwardedFor?: string) {
  const response = await stack.browser().request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: LOGIN, variables: { nik, password } }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] };
  return body.errors?.[0].extensions.code ?? 'OK';
}

describe('the client address the api counts logins by', () => {
  describe('behind a TLS terminator on this host (TRUST_PROXY=loopback)', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startStack({ LOGIN_MAX_FAILURES_PER_ADDRESS: '2' }, { TRUST_PROXY: 'loopback' });
    });
    afterAll(() => stack.close());

    it('is the address the terminator saw, so one client cannot lock out another', async () => {
      expect(await login(stack, '10001', 'wrong', '198.51.100.1')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10002', 'wrong', '198.51.100.1')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10009', 'wrong', '198.51.100.1')).toBe('TOO_MANY_REQUESTS');
      expect(await login(stack, '10001', DEMO_PASSWORD, '198.51.100.2')).toBe('OK');
    });

    it('ignores what a client wrote before the terminator appended the address it saw', async () => {
      expect(await login(stack, '10001', 'wrong', '10.0.0.1, 198.51.100.3')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10002', 'wrong', '10.0.0.2, 198.51.100.3')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10009', 'wrong', '10.0.0.3, 198.51.100.3')).toBe('TOO_MANY_REQUESTS');
    });
  });

  describe('facing the internet itself (TRUST_PROXY false)', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await startStack({ LOGIN_MAX_FAILURES_PER_ADDRESS: '2' }, { TRUST_PROXY: 'false' });
    });
    afterAll(() => stack.close());

    it('is the socket address: a spoofed X-Forwarded-For changes nothing', async () => {
      expect(await login(stack, '10001', 'wrong', '203.0.113.1')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10002', 'wrong', '203.0.113.2')).toBe('BAD_USER_INPUT');
      expect(await login(stack, '10001', DEMO_PASSWORD, '203.0.113.3')).toBe('TOO_MANY_REQUESTS');
    });
  });
});
