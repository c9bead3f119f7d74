import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { buildApp } from '../app.js';
import { createBackground } from '../background.js';
import { createContext, createLogger } from '../bootstrap.js';
import { DEMO_PASSWORD, deliverOutbox, startTestApi, testRedisUrl, type TestApi } from '../test/harness.js';

// Login and reset limits: per NIK or e-mail and per real client address, counted in the
// database (or Redis) so that every api instance sees the same counts.

const GATEWAY = '127.0.0.1';

// Where REDIS_URL is set, the counts live in Redis (under a key prefix of this run's own).
const redisUrl = testRedisUrl();
const prefix = `hadir-test-${randomBytes(6).toString('hex')}:`;
const redis = redisUrl ? new Redis(redisUrl) : null;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
    FORGOT_MAX_PER_EMAIL: '2',
    FORGOT_MAX_PER_ADDRESS: '4',
    ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}),
  });
});
afterAll(async () => {
  await clearCounts();
  redis?.disconnect();
  await api.close();
});

/** A request as the gateway sends it (from its own address, naming the client's), or from elsewhere. */
const from = (client: string, via = GATEWAY, target = api, device?: string) => ({
  login: (nik: number, password: string) =>
    target.app.inject({
      method: 'POST',
      url: '/api/v1/relogin',
      payload: { nik, password },
      remoteAddress: via,
      headers: { 'x-forwarded-for': client, ...(device ? { 'x-hadir-device': device } : {}) },
    }),
  forgot: (email: string) =>
    target.app.inject({
      method: 'POST',
      url: '/api/v1/forgot_password',
      payload: { email },
      remoteAddress: via,
      headers: { 'x-forwarded-for': client },
    }),
});

async function clearCounts() {
  if (!redis) return void (await api.db.query('DELETE FROM rate_limits'));
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
}

describe('login limits', () => {
  it('checks at most LOGIN_MAX_FAILURES_PER_NIK of 100 simultaneous guesses for one NIK', async () => {
    await clearCounts();
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => from(`198.51.100.${i % 50}`).login(10002, `guess-${i}`)),
    );
    const statuses = guesses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    // Past the NIK's limit an unknown client must prove work for each further try (proof-of-work.test.ts)…
    // (one that waited over 5 s for those in flight may be told to wait a minute instead.)
    expect(
      guesses.filter((response) => response.statusCode === 429).map((response) => response.json().error),
    ).toContain('proof_required');
    // …the right password too: it is asked for the proof, never told to wait.
    expect((await from('198.51.100.200').login(10002, DEMO_PASSWORD)).json().error).toBe('proof_required');
  });

  it('counts failures per real client address: the one the gateway names, never one a client names itself', async () => {
    await clearCounts();
    for (const nik of [10001, 10002, 10003])
      expect((await from('203.0.113.7').login(nik, 'wrong')).statusCode).toBe(401);
    expect((await from('203.0.113.7').login(10009, 'wrong')).statusCode).toBe(429);
    // Another client behind the same gateway is not held up.
    expect((await from('203.0.113.8').login(10001, DEMO_PASSWORD)).statusCode).toBe(200);

    // Straight from the internet, X-Forwarded-For is the client's own word: its socket address counts.
    for (const [i, nik] of [10001, 10002, 10003].entries()) {
      expect((await from(`192.0.2.${i}`, '198.51.100.77').login(nik, 'wrong')).statusCode).toBe(401);
    }
    expect((await from('192.0.2.99', '198.51.100.77').login(10009, 'wrong')).statusCode).toBe(429);
  });

  it("never forgets an address's failures on other accounts because of a success from it", async () => {
    await clearCounts();
    const attacker = from('203.0.113.50');
    expect((await attacker.login(10001, 'guess-1')).statusCode).toBe(401);
    expect((await attacker.login(10002, 'guess-2')).statusCode).toBe(401);
    // The attacker's own account signs in: the address's count of failures stays.
    expect((await attacker.login(10009, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await attacker.login(10003, 'guess-3')).statusCode).toBe(401);
    expect((await attacker.login(10001, 'guess-4')).statusCode).toBe(429);
  });

  it('lets the owner in from a browser that signed in as them before while guesses from elsewhere lock out only other clients', async () => {
    await clearCounts();
    const first = await from('198.51.100.60').login(20003, DEMO_PASSWORD);
    expect(first.statusCode).toBe(200);
    const device: string = first.json().data.device;
    expect(device).toEqual(expect.any(String));
    for (let i = 0; i < 5; i += 1)
      expect((await from(`192.0.2.${10 + i}`).login(20003, `guess-${i}`)).statusCode).toBe(401);
    // An unknown client now has to prove work first, the right password included…
    expect((await from('192.0.2.30').login(20003, DEMO_PASSWORD)).json().error).toBe('proof_required');
    // …but the owner's browser, from any address, still gets in.
    const owner = await from('198.51.100.61', GATEWAY, api, device).login(20003, DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // A device token of another person, or a forged one, counts for nothing.
    const other = (await from('198.51.100.62').login(20004, DEMO_PASSWORD)).json().data.device;
    expect((await from('198.51.100.63', GATEWAY, api, other).login(20003, DEMO_PASSWORD)).statusCode).toBe(429);
    expect(
      (await from('198.51.100.63', GATEWAY, api, `${device.slice(0, -4)}AAAA`).login(20003, DEMO_PASSWORD)).statusCode,
    ).toBe(429);
    // The browser's new token names the same device; failures from it lock that browser alone.
    const newer: string = owner.json().data.device;
    for (let i = 0; i < 5; i += 1)
      expect((await from('198.51.100.64', GATEWAY, api, newer).login(20003, `typo-${i}`)).statusCode).toBe(401);
    expect((await from('198.51.100.64', GATEWAY, api, device).login(20003, DEMO_PASSWORD)).statusCode).toBe(429);
    const elsewhere = (await from('198.51.100.66').login(20004, DEMO_PASSWORD)).json().data.device;
    expect((await from('198.51.100.66', GATEWAY, api, elsewhere).login(20004, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('never answers a right password 429 because other attempts are in flight', async () => {
    await clearCounts();
    const logins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => from(`198.51.100.${100 + i}`).login(20005, DEMO_PASSWORD)),
    );
    expect(logins.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  });

  it('is shared by every api instance on the same database', async () => {
    await clearCounts();
    const second = await buildApp(createContext(api.ctx.config, api.db, createLogger(api.ctx.config)));
    try {
      const other = { ...api, app: second };
      for (let i = 0; i < 3; i += 1) expect((await from(`198.51.100.${i}`).login(10001, 'wrong')).statusCode).toBe(401);
      for (let i = 3; i < 5; i += 1)
        expect((await from(`198.51.100.${i}`, GATEWAY, other).login(10001, 'wrong')).statusCode).toBe(401);
      expect((await from('198.51.100.9').login(10001, 'wrong')).statusCode).toBe(429);
      expect((await from('198.51.100.9', GATEWAY, other).login(10001, 'wrong')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('X-Forwarded-For with GATEWAY_SECRET (issue 46)', () => {
  const SECRET = 's'.repeat(40);
  it('counts a loopback caller that does not prove it is the gateway by its own address, whatever client it names', async () => {
    await clearCounts();
    const config = { ...api.ctx.config, GATEWAY_SECRET: SECRET };
    const guarded = await buildApp(createContext(config, api.db, createLogger(config)));
    const send = (client: string, secret?: string) =>
      guarded.inject({
        method: 'POST',
        url: '/api/v1/relogin',
        payload: { nik: 10001, password: 'wrong' },
        remoteAddress: GATEWAY,
        headers: { 'x-forwarded-for': client, ...(secret ? { 'x-hadir-gateway': secret } : {}) },
      });
    const failures = async (address: string) => (await api.ctx.counters.get(`login:address:${address}`)).count;
    try {
      // Another process on the gateway's host: no secret, or a wrong one. Its own address counts.
      expect((await send('203.0.113.90')).statusCode).toBe(401);
      expect((await send('203.0.113.91', 'x'.repeat(40))).statusCode).toBe(401);
      expect(await failures('203.0.113.90')).toBe(0);
      expect(await failures('203.0.113.91')).toBe(0);
      expect(await failures(GATEWAY)).toBe(2);
      // The gateway, with the secret: the client it names counts.
      expect((await send('203.0.113.92', SECRET)).statusCode).toBe(401);
      expect(await failures('203.0.113.92')).toBe(1);
      expect(await failures(GATEWAY)).toBe(2);
    } finally {
      await guarded.close();
    }
  });
});

describe('forgot_password', () => {
  it('answers every request the same, whoever asks how often, and mails at most FORGOT_MAX_PER_EMAIL links a window', async () => {
    await clearCounts();
    await api.db.query('DELETE FROM password_resets');
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push(await from(`203.0.113.${i}`).forgot('ade.rahmat@hadir.test'));
      answers.push(await from(`203.0.113.${i}`).forgot('nobody@hadir.test'));
      await api.ctx.background.settled();
    }
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`))).toEqual(
      new Set([
        `200 {"message":"If that e-mail is registered, we have sent a link to reset the password.","data":null}`,
      ]),
    );
    const links = await api.db.query<{ live: boolean }>(
      `SELECT used_at IS NULL AS live FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.nik = 10001 ORDER BY r.id`,
    );
    // Two mails (FORGOT_MAX_PER_EMAIL here), and the newest link is the one that works.
    expect(links.map((link) => link.live)).toEqual([false, true]);
    // One address asking for many e-mails is counted too, and still told the same.
    for (let i = 0; i < 6; i += 1)
      expect((await from('203.0.113.9').forgot(`someone${i}@hadir.test`)).statusCode).toBe(200);
    await api.ctx.background.settled();
  });

  it('keeps one live reset link per user: a new one supersedes the older', async () => {
    await clearCounts();
    await api.db.query('DELETE FROM password_resets');
    for (const client of ['203.0.113.21', '203.0.113.22']) {
      expect((await from(client).forgot('dewi.lestari@hadir.test')).statusCode).toBe(200);
      await api.ctx.background.settled();
    }
    const rows = await api.db.query<{ live: boolean }>(
      `SELECT used_at IS NULL AS live FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.nik = 10002 ORDER BY r.id`,
    );
    expect(rows.map((row) => row.live)).toEqual([false, true]);
  });

  it('answers before the mail is queued; the mail goes through the outbox, and one that fails is kept for another try, not answered', async () => {
    await clearCounts();
    const mailer = api.ctx.mailer;
    const background = api.ctx.background;
    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) }),
    );
    const outbox = join(api.dataDir, 'outbox');
    const mailed = () => {
      try {
        return readdirSync(outbox).filter((name) => name.includes('siti')).length;
      } catch {
        return 0;
      }
    };
    const queued = async (email: string) =>
      api.db.query<{ attempts: number; sent: boolean; last_error: string | null }>(
        `SELECT attempts, sent_at IS NOT NULL AS sent, last_error FROM notification_outbox WHERE event = 'account' AND mail->>'to' = $1`,
        [email],
      );
    // The mails the tests above queued are not this test's.
    await api.db.query(`DELETE FROM notification_outbox WHERE event = 'account'`);
    try {
      api.ctx.background = createBackground(log);
      const known = await from('203.0.113.31').forgot('siti.nurhaliza@hadir.test');
      expect(known.statusCode).toBe(200);
      // The reply is on its way before the token and its mail are written (the same time for any address).
      expect(await queued('siti.nurhaliza@hadir.test')).toEqual([]);
      await api.ctx.background.settled();
      expect(await queued('siti.nurhaliza@hadir.test')).toEqual([{ attempts: 0, sent: false, last_error: null }]);
      expect(mailed()).toBe(0);
      await deliverOutbox(api);
      expect(mailed()).toBe(1);

      api.ctx.mailer = { send: async () => Promise.reject(new Error('SMTP refused the connection')) };
      const failing = await from('203.0.113.32').forgot('ade.rahmat@hadir.test');
      expect(failing.statusCode).toBe(200);
      await deliverOutbox(api);
      // Nothing lost: the mail waits for its next try, its error kept.
      expect(await queued('ade.rahmat@hadir.test')).toEqual([
        { attempts: 1, sent: false, last_error: 'SMTP refused the connection' },
      ]);
    } finally {
      api.ctx.mailer = mailer;
      api.ctx.background = background;
    }
  });
});
