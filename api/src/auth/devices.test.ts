import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';
import { deviceLabel } from './devices.js';
import { createSession } from './sessions.js';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

const signIn = async (nik: number, userAgent: string, address: string) => {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/v1/relogin',
    payload: { nik, password: DEMO_PASSWORD },
    remoteAddress: '127.0.0.1',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(response.statusCode).toBe(200);
  return `Bearer ${response.json().data.token}`;
};
const call = (method: 'GET' | 'POST', url: string, authorization: string) =>
  api.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

describe('deviceLabel', () => {
  it.each([
    [ANDROID, 'Chrome on Android'],
    [WINDOWS, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [null, 'Unknown device'],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s → %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});

describe('GET /sessions', () => {
  it("lists the caller's sign-ins with device and address, this one marked, the replaced one ended", async () => {
    await signIn(20001, ANDROID, '203.0.113.10');
    const laptop = await signIn(20001, WINDOWS, '203.0.113.11');
    const response = await call('GET', '/sessions', laptop);
    expect(response.statusCode).toBe(200);
    const [current, replaced] = response.json().data;
    expect(current).toMatchObject({
      current: true,
      live: true,
      device: 'Firefox on Windows',
      browser: 'Firefox',
      system: 'Windows',
      address: '203.0.113.11',
      endReason: null,
    });
    expect(replaced).toMatchObject({
      current: false,
      live: false,
      device: 'Chrome on Android',
      address: '203.0.113.10',
      endReason: 'relogin',
    });
  });
});

describe('POST /sessions/{id}/end and /sessions/end-others', () => {
  it("signs out the caller's other devices, and nobody else's", async () => {
    const phone = await signIn(20002, ANDROID, '203.0.113.20');
    const user = await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 20002');
    // A second live session (another instance's sign-in that raced this one).
    const other = await createSession(api.ctx, api.db, user!.id, { address: '198.51.100.9', userAgent: WINDOWS });
    const someoneElse = await signIn(20003, ANDROID, '203.0.113.21');
    expect((await call('POST', `/sessions/${other}/end`, someoneElse)).statusCode).toBe(404);
    expect((await call('POST', '/sessions/not-a-uuid/end', phone)).statusCode).toBe(404);
    expect((await call('POST', `/sessions/${other}/end`, phone)).statusCode).toBe(200);
    const listed = (await call('GET', '/sessions', phone)).json().data;
    expect(listed.find((session: { id: string }) => session.id === other)).toMatchObject({
      live: false,
      endReason: 'signed_out_elsewhere',
    });
    const third = await createSession(api.ctx, api.db, user!.id, { address: null, userAgent: null });
    const ended = await call('POST', '/sessions/end-others', phone);
    expect(ended.json()).toMatchObject({ message: 'Every other device is signed out', data: { ended: 1 } });
    expect((await call('GET', '/sessions', phone)).statusCode).toBe(200);
    const endedRow = await api.db.one<{ end_reason: string }>('SELECT end_reason FROM sessions WHERE id = $1', [third]);
    expect(endedRow?.end_reason).toBe('signed_out_elsewhere');
  });
});

describe('session lifetime', () => {
  it.each([
    ['unused longer than SESSION_IDLE_TIMEOUT_SECONDS', `last_seen_at = now() - interval '8 days'`],
    ['older than SESSION_TTL_SECONDS', `expires_at = now() - interval '1 second'`],
  ])('ends a session %s, even with a fresh token', async (_label, change) => {
    const bearer = await signIn(20005, ANDROID, '203.0.113.30');
    expect((await call('GET', '/summary_attendance', bearer)).statusCode).toBe(200);
    await api.db.query(
      `UPDATE sessions SET ${change} WHERE user_id = (SELECT id FROM users WHERE nik = 20005) AND ended_at IS NULL`,
    );
    // The session is held in memory (issue 48); this write beside the api reaches it by the database's notice.
    await api.ctx.reads.caches.settled();
    for (const url of ['/summary_attendance', '/login']) {
      const response = await call('GET', url, bearer);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('session_expired');
    }
  });
});
