import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { solveChallenge } from 'altcha-lib/v1';
import { issueActivationCode } from './activation.js';
import { costFactor, type ProofChallenge } from './proof-of-work.js';
import { DEMO_PASSWORD, startTestApi, type TestApi } from '../test/harness.js';

// Issue 46: an office behind one public address is never locked out by strangers. Past a limit
// that others can fill, an untrusted client (no device cookie) proves work instead of being refused.

const GATEWAY = '127.0.0.1';
const OFFICE = '203.0.113.46';

let api: TestApi;
beforeAll(async () => {
  // A small cost keeps each solve in the tests short; the rule is the same at any cost.
  api = await startTestApi({ PROOF_COST: '2000' });
});
afterAll(() => api.close());

// relogin: the same check as login, without "Already logged in" between the tests' sign-ins.
const login = (nik: number, password: string, proof?: string, client = OFFICE) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/relogin',
    payload: { nik, password, ...(proof === undefined ? {} : { proof }) },
    remoteAddress: GATEWAY,
    headers: { 'x-forwarded-for': client },
  });

const activate = (code: string, proof?: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/v1/activate',
    payload: { code, ...(proof === undefined ? {} : { proof }) },
    remoteAddress: GATEWAY,
    headers: { 'x-forwarded-for': OFFICE },
  });

/** Solves a challenge as the browser does, and encodes the solution as it sends it. */
async function solve(challenge: ProofChallenge, tamper = 0): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('no solution');
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number + tamper, salt, signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** Sixty wrong logins for made-up NIKs from the office's one address (its limit is 50). */
async function strangersGuess() {
  for (let i = 0; i < 60; i += 1) await login(900000 + i, 'guess');
}

describe('POST /login past the per-address limit', () => {
  beforeAll(async () => {
    await api.db.query('DELETE FROM rate_limits');
    // Nothing is asked below the limit.
    expect((await login(10001, DEMO_PASSWORD)).statusCode).toBe(200);
    await strangersGuess();
  });
  afterEach(() => api.ctx.clock.set(null));

  it('asks the right password from the same address, with no device cookie, for a proof of work; solved, it signs in', async () => {
    const asked = await login(10001, DEMO_PASSWORD);
    expect(asked.statusCode).toBe(429);
    const body = asked.json();
    expect(body).toMatchObject({
      error: 'proof_required',
      message: 'Too many failed attempts from here. Your browser must solve a check first.',
      data: { challenge: { algorithm: 'SHA-256', maxnumber: 2000 } },
    });
    const signedIn = await login(10001, DEMO_PASSWORD, await solve(body.data.challenge));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.token).toEqual(expect.any(String));
    // Another office client is not held up by it either: one proof per attempt.
    expect((await login(10002, DEMO_PASSWORD)).json().error).toBe('proof_required');
  });

  it('lets a guesser go on only by paying per guess, and still answers a wrong password as wrong', async () => {
    const challenge = (await login(900100, 'guess')).json().data.challenge;
    const wrong = await login(900100, 'guess', await solve(challenge));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_credentials');
    expect((await login(900101, 'guess')).json().error).toBe('proof_required');
  });

  it('refuses a wrong solution, a replayed one and an expired challenge, each with a clear message and a new challenge', async () => {
    const first = (await login(10001, DEMO_PASSWORD)).json().data.challenge;
    const wrong = await login(10001, DEMO_PASSWORD, await solve(first, 1));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: 'proof_invalid',
      message: 'The browser check did not pass. Please try again.',
      data: { challenge: { algorithm: 'SHA-256' } },
    });
    expect((await login(10001, DEMO_PASSWORD, 'not a proof')).json().error).toBe('proof_invalid');

    const proof = await solve(first);
    expect((await login(10001, DEMO_PASSWORD, proof)).statusCode).toBe(200);
    const replayed = await login(10002, DEMO_PASSWORD, proof);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toMatchObject({
      error: 'proof_used',
      message: 'This browser check was already used. Please try again.',
    });

    const late = (await login(10002, DEMO_PASSWORD)).json().data.challenge;
    const lateProof = await solve(late);
    api.ctx.clock.set(new Date(Date.now() + (api.ctx.config.PROOF_TTL_SECONDS + 1) * 1000));
    const expired = await login(10002, DEMO_PASSWORD, lateProof);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'proof_expired',
      message: 'The browser check expired. Please try again.',
    });
    // Its new challenge is good: solved, the right password signs in.
    expect((await login(10002, DEMO_PASSWORD, await solve(expired.json().data.challenge))).statusCode).toBe(200);
  });

  it('asks nothing of a client at another address', async () => {
    expect((await login(10002, DEMO_PASSWORD, undefined, '198.51.100.46')).statusCode).toBe(200);
  });
});

describe('POST /activate past the per-address limit', () => {
  it('asks the right code for a proof once wrong codes from the address reach the limit; solved, it opens the account', async () => {
    const [siti] = await api.db.query<{ id: number }>('SELECT id FROM users WHERE nik = 10003');
    const { code } = await issueActivationCode(api.db, siti.id, null);
    for (let i = 0; i < 50; i += 1)
      expect((await activate(`AAAA-BBBB-CC${String(i).padStart(2, '0')}`)).statusCode).toBe(400);
    const asked = await activate(code);
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toMatchObject({ error: 'proof_required', data: { challenge: { algorithm: 'SHA-256' } } });
    // A login challenge is no use here: each is for its purpose.
    const forLogin = await solve((await login(900200, 'guess')).json().data.challenge);
    expect((await activate(code, forLogin)).json().error).toBe('proof_invalid');
    // A guesser pays per code; a proof spent on a wrong code cannot be used again for the right one.
    const proof = await solve((await activate('AAAA-BBBB-CCCC')).json().data.challenge);
    expect((await activate('AAAA-BBBB-CCCC', proof)).json().error).toBe('invalid_activation_code');
    const replayed = await activate(code, proof);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('proof_used');
    const opened = await activate(code, await solve(replayed.json().data.challenge));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ nik: 10003, token: expect.any(String) });
  });
});

describe('POST /login past the per-NIK limit for unknown clients', () => {
  beforeAll(() => api.db.query('DELETE FROM rate_limits'));

  it('asks a new phone with the right password for a proof instead of locking it out; solved, it signs in', async () => {
    for (let i = 0; i < 5; i += 1) await login(20003, `guess-${i}`, undefined, `192.0.2.${i}`);
    const asked = (await login(20003, DEMO_PASSWORD, undefined, '198.51.100.9')).json();
    expect(asked).toMatchObject({ error: 'proof_required', data: { challenge: { maxnumber: 2000 } } });
    const signedIn = await login(20003, DEMO_PASSWORD, await solve(asked.data.challenge), '198.51.100.9');
    expect(signedIn.statusCode).toBe(200);
  });

  it.each([
    // failures, limit, cost factor: the base cost at the limit, doubling with each further limit's worth, at most 16×
    [5, 5, 1],
    [9, 5, 1],
    [10, 5, 2],
    [15, 5, 4],
    [25, 5, 16],
    [500, 5, 16],
    [60, 50, 1],
  ])('%i failures against a limit of %i ask %i× the base cost', (failures, max, factor) => {
    expect(costFactor(failures, max)).toBe(factor);
  });
});
