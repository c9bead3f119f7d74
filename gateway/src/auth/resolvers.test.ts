import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '../../../tests/fixtures/demo.js';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../session/cookie.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ ACCESS_TOKEN_TTL_SECONDS: '3' });
});
afterAll(() => stack.close());

const LOGIN = `mutation ($nik: String!, $password: String!) { login(nik: $nik, password: $password) { message user { nik name roleId photoUrl } } }`;
const RELOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message user { nik name } } }`;
const SUMMARY = `{ attendanceSummary { attend late leave total } }`;

describe('login', () => {
  it('keeps the provider token in an httpOnly, SameSite=Strict cookie and never in the reply', async () => {
    const browser = stack.browser();
    const response = await browser.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: RELOGIN, variables: { nik: '10001', password: DEMO_PASSWORD } }),
    });
    const body = (await response.json()) as { data: { relogin: { user: unknown } } };
    expect(body.data.relogin.user).toEqual({ nik: '10001', name: 'Ade Rahmat Hidayat' });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(JSON.stringify(body)).not.toContain(browser.cookies.get(SESSION_COOKIE));
  });

  it("answers with Home's first numbers as the new session reads them, the same as Home's own queries after", async () => {
    const browser = stack.browser();
    const HOME = `{ attendanceSummary { attend late leave absent total } leaveBalances { type left } announcements { id title } }`;
    const signIn = await browser.graphql(
      `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { user { nik } query ${HOME} } }`,
      { nik: '10002', password: DEMO_PASSWORD },
    );
    expect(signIn.errors).toBeUndefined();
    const { query } = (signIn.data as { relogin: { query: Record<string, unknown> } }).relogin;
    expect((query.leaveBalances as { type: string }[]).map((row) => row.type)).toContain('Cuti Tahunan');
    expect(query).toEqual((await browser.graphql(HOME)).data);
  });

  it('keeps a device cookie per NIK this browser signed in as, through logout, and it spares its owner from a lock-out made elsewhere', async () => {
    const owner = stack.browser();
    await owner.graphql(RELOGIN, { nik: '20004', password: DEMO_PASSWORD });
    await owner.graphql(RELOGIN, { nik: '20001', password: DEMO_PASSWORD });
    // The cookie holds the tokens comma-separated (URL-encoded on the wire, as Express writes it).
    const tokens = () => decodeURIComponent(owner.cookies.get(DEVICE_COOKIE)!).split(',');
    const held = tokens();
    expect(held).toHaveLength(2);
    await owner.graphql(`mutation { logout { message } }`);
    expect(owner.cookies.get(SESSION_COOKIE) ?? '').toBe('');
    expect(tokens()).toEqual(held);
    const attacker = stack.browser();
    for (let i = 0; i < 5; i += 1) {
      const { errors } = await attacker.graphql(LOGIN, { nik: '20004', password: `guess-${i}` });
      expect(errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await attacker.graphql(LOGIN, { nik: '20004', password: DEMO_PASSWORD })).errors?.[0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const back = await owner.graphql(RELOGIN, { nik: '20004', password: DEMO_PASSWORD });
    expect(back.errors).toBeUndefined();
    // Signing in again replaces that NIK's token and keeps the other's.
    expect(tokens()).toHaveLength(2);
    expect(tokens()).toContain(held[0]);
  });

  it('answers a wrong password as BAD_USER_INPUT with the provider message', async () => {
    const { errors } = await stack.browser().graphql(LOGIN, { nik: '10002', password: 'salah' });
    expect(errors?.[0]).toMatchObject({
      message: 'NIK or password is incorrect',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('passes on a NIK that is not a number for the provider to refuse', async () => {
    const { errors } = await stack.browser().graphql(LOGIN, { nik: 'abc', password: 'x' });
    expect(errors?.[0]).toMatchObject({ message: 'NIK must be a number', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers CONFLICT while the user is signed in elsewhere, and SESSION_ENDED there after relogin', async () => {
    const first = stack.browser();
    await first.graphql(RELOGIN, { nik: '10002', password: DEMO_PASSWORD });
    const second = stack.browser();
    const conflict = await second.graphql(LOGIN, { nik: '10002', password: DEMO_PASSWORD });
    expect(conflict.errors?.[0]).toMatchObject({
      message: 'Already logged in, Switch to this tab?',
      extensions: { code: 'CONFLICT' },
    });
    await second.graphql(RELOGIN, { nik: '10002', password: DEMO_PASSWORD });
    const ended = await first.graphql(SUMMARY);
    expect(ended.errors?.[0].extensions.code).toBe('SESSION_ENDED');
    expect((await second.graphql(SUMMARY)).data).toEqual({
      attendanceSummary: { attend: 0, late: 0, leave: 0, total: 0 },
    });
  });

  it('answers PASSWORD_RESET_REQUIRED with the reset token for a first login (10003)', async () => {
    const { errors } = await stack.browser().graphql(LOGIN, { nik: '10003', password: DEMO_PASSWORD });
    expect(errors?.[0].extensions.code).toBe('PASSWORD_RESET_REQUIRED');
    const token = errors?.[0].extensions.resetToken;
    const verified = await stack
      .browser()
      .graphql(`query ($t: String!) { verifyResetToken(token: $t) { message } }`, { t: token });
    expect(verified.data).toEqual({ verifyResetToken: { message: 'Token is valid' } });
  });
});

describe('session renewal', () => {
  it('refreshes an expired provider token once and retries, updating the cookie', async () => {
    const browser = stack.browser();
    await browser.graphql(RELOGIN, { nik: '10001', password: DEMO_PASSWORD });
    const before = browser.cookies.get(SESSION_COOKIE);
    // JWT times are whole seconds: a 3 s token lives at least 2 s, so nothing expires between steps
    // except where the test waits it out.
    await new Promise((resolve) => setTimeout(resolve, 4100));
    const { data, errors } = await browser.graphql(SUMMARY);
    expect(errors).toBeUndefined();
    expect(data.attendanceSummary.total).toBe(0);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(before);
  });

  it('answers UNAUTHENTICATED when there is no session, and logout clears the cookie even then', async () => {
    const browser = stack.browser();
    expect((await browser.graphql(SUMMARY)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    await browser.graphql(RELOGIN, { nik: '10001', password: DEMO_PASSWORD });
    // The session ends at the provider (the same person signs in there directly), not through us.
    const elsewhere = await fetch(`${stack.provider.url}/api/v1/relogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ nik: 10001, password: DEMO_PASSWORD }),
    });
    expect(elsewhere.status).toBe(200);
    const logout = await browser.graphql(`mutation { logout { message } }`);
    expect(logout.data).toEqual({ logout: { message: 'Logout success' } });
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});

describe('changing the password', () => {
  const CHANGE = `mutation ($old: String!, $new: String!) { updatePassword(oldPassword: $old, newPassword: $new) { message } }`;

  it('keeps this browser signed in and signs out a copy of its cookie, which cannot be renewed', async () => {
    const browser = stack.browser();
    await browser.graphql(RELOGIN, { nik: '10002', password: DEMO_PASSWORD });
    const thief = stack.browser();
    thief.cookies = new Map(browser.cookies);
    const changed = await browser.graphql(CHANGE, { old: DEMO_PASSWORD, new: 'Ganti#2026' });
    expect(changed.data).toEqual({ updatePassword: { message: 'Password changed successfully' } });
    expect((await browser.graphql(SUMMARY)).errors).toBeUndefined();
    const stolen = await thief.graphql(SUMMARY);
    expect(stolen.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await thief.graphql(`{ me { nik } }`)).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    await browser.graphql(CHANGE, { old: 'Ganti#2026', new: DEMO_PASSWORD });
  });
});

describe('csrf prevention', () => {
  it('refuses a simple cross-site form post', async () => {
    const response = await fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: SUMMARY }),
    });
    expect(response.status).toBe(400);
  });
});
