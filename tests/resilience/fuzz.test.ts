import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request as httpRequest } from 'node:http';
import { randomInt } from 'node:crypto';
import { fuzzRequests, type FuzzRequest } from './fuzz-requests.js';
import { startHadir, type HadirProcess } from './hadir-process.js';

// A bounded fuzz run against the real stack (npm start's processes, loopback only): malformed
// GraphQL and REST requests, none of which may get a 5xx, hang, or a GraphQL fault code.
// The seed is printed; HADIR_FUZZ_SEED=<seed> replays the same requests.
const COUNT = Number(process.env.HADIR_FUZZ_REQUESTS ?? 1200);
const SEED = process.env.HADIR_FUZZ_SEED ? Number(process.env.HADIR_FUZZ_SEED) : randomInt(2 ** 31);
const CONCURRENCY = 4;
const FORGED = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJuaWsiOjEwMDAxLCJzaWQiOiJub3QtYS11dWlkIn0.c2lnbmF0dXJl';

let hadir: HadirProcess;
const tokens: Record<'employee' | 'hr', string> = { employee: '', hr: '' };

/** A token straight from the api (the gateway's cookie holds the same token). Keeps the old one when refused. */
async function signIn(as: 'employee' | 'hr', nik: number) {
  const response = await fetch(`${hadir.apiUrl}/api/v1/relogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: 'Hadir#2026' }),
  });
  if (response.ok) tokens[as] = (await response.json()).data.token;
  else if (!tokens[as]) throw new Error(`${nik} could not log in: ${response.status}`);
}

beforeAll(async () => {
  hadir = await startHadir();
  await signIn('employee', 10001);
  await signIn('hr', 10009);
}, 120_000);

afterAll(async () => {
  await hadir?.stop();
  await hadir?.remove();
});

interface Outcome {
  status: number;
  body: string;
}

function send(request: FuzzRequest): Promise<Outcome> {
  const base = new URL(request.target === 'gateway' ? hadir.url : hadir.apiUrl);
  if (base.hostname !== '127.0.0.1') throw new Error('fuzz traffic goes to 127.0.0.1 only');
  const token = request.as === 'forged' ? FORGED : request.as === 'anonymous' ? null : tokens[request.as];
  const headers: Record<string, string | number> = { ...request.headers };
  if (token && request.target === 'gateway') headers.cookie = `hadir_session=${token}`;
  if (token && request.target === 'api') headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      // A connection of its own: a server rightly closes one after refusing a request line too long
      // to read (431), and a reused one would fail the next request, not this one.
      {
        host: '127.0.0.1',
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
        agent: false,
        signal: AbortSignal.timeout(15_000),
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * What is wrong with a reply, or null: a 5xx, a GraphQL error that says the server failed, or not
 * the refusal the request expects (a hostile text, a zip bomb).
 */
function fault(request: FuzzRequest, outcome: Outcome): string | null {
  if (outcome.status >= 500) return `HTTP ${outcome.status}: ${outcome.body.slice(0, 300)}`;
  const codes = [...outcome.body.matchAll(/"code":"([A-Z_]+)"/g)].map((match) => match[1]);
  if (request.path.startsWith('/graphql') && request.target === 'gateway') {
    const bad = codes.find((code) => code === 'INTERNAL_SERVER_ERROR' || code === 'PROVIDER_UNAVAILABLE');
    if (bad) return `GraphQL ${bad}: ${outcome.body.slice(0, 300)}`;
  }
  if (request.expected?.status && outcome.status !== request.expected.status)
    return `expected HTTP ${request.expected.status}, got ${outcome.status}: ${outcome.body.slice(0, 300)}`;
  if (request.expected?.code && !codes.includes(request.expected.code))
    return `expected ${request.expected.code}: ${outcome.body.slice(0, 300)}`;
  return null;
}

describe('fuzz', () => {
  it(`${COUNT} malformed REST and GraphQL requests: no 5xx, no hang, no GraphQL fault`, async () => {
    console.log(`fuzz: seed ${SEED} (replay with HADIR_FUZZ_SEED=${SEED}), ${COUNT} requests`);
    const { systematic, malformed } = await fuzzRequests(SEED, COUNT);
    const requests = [...systematic, ...malformed];
    const faults: string[] = [];
    const statuses = new Map<number, number>();
    const started = Date.now();
    /** Sends requests[from, to) four at a time; `renew` signs in again every 100 (a random request may have ended a session). */
    const run = async (from: number, to: number, renew: boolean) => {
      let next = from;
      const worker = async () => {
        while (next < to) {
          const index = next++;
          if (renew && index > from && index % 100 === 0)
            await Promise.all([signIn('employee', 10001), signIn('hr', 10009)]);
          const request = requests[index];
          try {
            const outcome = await send(request);
            statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
            const problem = fault(request, outcome);
            if (problem)
              faults.push(
                `#${index} ${request.kind} ${request.method} ${request.path.slice(0, 120)} as ${request.as}: ${problem}`,
              );
          } catch (error) {
            faults.push(
              `#${index} ${request.kind} ${request.method} ${request.path.slice(0, 120)}: no reply (${(error as Error).message})`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    };
    // The systematic requests expect a refusal, which a session a sign-in ended would mask (406):
    // they run first on the sessions signed in above, and sign nobody in or out themselves.
    await run(0, systematic.length, false);
    await run(systematic.length, requests.length, true);
    const kinds = new Map<string, number>();
    for (const request of requests) kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
    console.log(
      `fuzz: ${requests.length} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; ` +
        `kinds ${JSON.stringify(Object.fromEntries(kinds))}`,
    );
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    if (faults.length > 0) console.log(`fuzz: what Hadir wrote meanwhile:\n${hadir.output().slice(-4000)}`);
    expect(faults).toEqual([]);
    // Still up after all of it.
    expect((await fetch(`${hadir.url}/healthz`)).status).toBe(200);
    expect(hadir.apiPids()).toHaveLength(1);
  }, 240_000);
});
