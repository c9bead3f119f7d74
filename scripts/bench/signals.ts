// Issue 29's budget: what the trust signals cost the api per clock-in. Two apis side by side, alike
// in all but TRUST_SIGNALS (each on its own copy of the database): one takes clock-ins as today's web
// sends them — every fix of the watch, the browser's device token, signed by a key registered to the
// person over a nonce the api issued for that very clock-in (one more request: POST
// /attendance/nonce) — and scores them; the other (TRUST_SIGNALS=false) takes the same clock-ins
// without asking for a nonce or signing, and stores them unscored and unchecked. Rounds interleaved;
// the figure is the median of each side's api CPU milliseconds per clock-in over the rounds.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seeded } from '../../api/src/test/fixes.js';
import { benchDatabase, startBenchApi, type DatabaseKind } from './api-database.js';
import { DEMO_PASSWORD, FIRST_NIK, clockScreenFixes, phoneKey, seedBenchUsers, webClockBody, type PhoneKey } from './fixtures.js';
import { jsonSuccess, median, type Send, type Shot } from './load.js';
import { clockConnections, measureInterleaved, printMeasured, type Measured } from './measure.js';
import { waitForHttp } from './processes.js';

const CONNECTIONS = 20;
const USERS = CONNECTIONS * 2;
const NIKS = Array.from({ length: USERS }, (_, index) => FIRST_NIK + index);

/** The budget: the signals add at most this share of api CPU to a clock-in. */
export const SIGNALS_BUDGET = 0.1;

export interface SignalsCost {
  on: Measured;
  off: Measured;
  /** Median api CPU ms per clock-in, signals on and off, and what the signals add (a fraction). */
  onMs: number;
  offMs: number;
  added: number;
  clean: boolean;
}

interface Person {
  bearer: string;
  device: string;
  key: PhoneKey;
}

/** Signs a bench employee in as a browser would: the bearer and the device token the api gives that browser. */
async function signIn(api: string, nik: number) {
  const response = await fetch(`${api}/api/v1/relogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { message: string; data?: { token?: string; device?: string } };
  if (!response.ok || !body.data?.token || !body.data.device) throw new Error(`login of ${nik} failed: ${response.status} ${body.message}`);
  return { bearer: `Bearer ${body.data.token}`, device: body.data.device };
}

/** The clock screen's first use: the phone's key registered to the person (POST /attendance/keys). */
async function registerKey(api: string, person: Person) {
  const response = await fetch(`${api}/api/v1/attendance/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: person.bearer, 'x-hadir-device': person.device },
    body: JSON.stringify({ public_key: person.key.publicJwk }),
  });
  if (!response.ok) throw new Error(`registering a key failed: ${response.status} ${await response.text()}`);
}

async function startApi(kind: DatabaseKind, serverUrl: string | undefined, port: number, signals: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), `hadir-bench-signals-${signals ? 'on' : 'off'}-`));
  const database = await benchDatabase(`signals_${signals ? 'on' : 'off'}`, kind, dataDir, serverUrl, port, (db) => seedBenchUsers(db, USERS));
  // NODE_ENV=test on both sides: TRUST_SIGNALS=false is refused in production.
  const proc = startBenchApi(port, dataDir, { ...database.env, NODE_ENV: 'test', SEED_DEMO: 'false', TRUST_SIGNALS: String(signals) });
  await waitForHttp(`http://127.0.0.1:${port}/api/v1/health`);
  const api = `http://127.0.0.1:${port}`;
  const people = new Map<number, Person>();
  for (const nik of NIKS) {
    const person = { ...(await signIn(api, nik)), key: phoneKey() };
    await registerKey(api, person);
    people.set(nik, person);
  }
  return {
    proc,
    port,
    people,
    async close() {
      await proc.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const NONCE_BODY = Buffer.from('{}');

export async function signalsPart(options: { kind: DatabaseKind; serverUrl?: string; ports: [number, number]; photo: Buffer }): Promise<SignalsCost> {
  const { kind, serverUrl, photo } = options;
  const photoSha256 = createHash('sha256').update(photo).digest('hex');
  const random = seeded(29);
  const on = await startApi(kind, serverUrl, options.ports[0], true);
  const off = await startApi(kind, serverUrl, options.ports[1], false).catch(async (error: unknown) => {
    await on.close();
    throw error;
  });
  try {
    const headers = (person: Person, contentType: string) => ({ authorization: person.bearer, 'x-hadir-device': person.device, 'content-type': contentType });
    const clockedIn = { on: new Map<number, boolean>(), off: new Map<number, boolean>() };
    const signedShot = async (nik: number, clocking: boolean, send: Send): Promise<Shot> => {
      const person = on.people.get(nik)!;
      // The clock screen asks for a nonce at Submit, then signs and sends (clock-signing.ts signOnline).
      const answer = await send({ method: 'POST', path: '/api/v1/attendance/nonce', headers: headers(person, 'application/json'), body: NONCE_BODY });
      const nonce = answer.status === 200 ? (JSON.parse(answer.body) as { data: { nonce: string } }).data.nonce : null;
      if (!nonce) throw new Error(`nonce ${answer.status} ${answer.body.slice(0, 80)}`);
      const { body, contentType } = webClockBody(
        { nik, clocking, photo, photoSha256, fixes: clockScreenFixes(random, Date.now()) },
        { key: person.key, nonce },
      );
      return { method: 'POST', path: '/api/v1/attendance', headers: headers(person, contentType), body };
    };
    const unsignedShot = (nik: number, clocking: boolean): Shot => {
      const person = off.people.get(nik)!;
      const { body, contentType } = webClockBody({ nik, clocking, photo, photoSha256, fixes: clockScreenFixes(random, Date.now()) });
      return { method: 'POST', path: '/api/v1/attendance', headers: headers(person, contentType), body };
    };
    const names = { on: 'clock-in as the web sends it, signals on', off: 'the same clock-in, signals off', nonce: 'of which: POST /attendance/nonce alone' };
    const nonceShot = (index: number): Shot => ({
      method: 'POST',
      path: '/api/v1/attendance/nonce',
      headers: headers(on.people.get(NIKS[index])!, 'application/json'),
      body: NONCE_BODY,
    });
    const measured = await measureInterleaved([
      { name: names.on, port: on.port, processes: [on.proc], connections: () => clockConnections(CONNECTIONS, NIKS, signedShot, clockedIn.on) },
      { name: names.off, port: off.port, processes: [off.proc], connections: () => clockConnections(CONNECTIONS, NIKS, unsignedShot, clockedIn.off) },
      // Not part of the figure: how much of the difference is the nonce's own request.
      {
        name: names.nonce,
        port: on.port,
        processes: [on.proc],
        connections: () => Array.from({ length: CONNECTIONS }, (_, index) => ({ next: () => nonceShot(index), settle: jsonSuccess })),
      },
    ]);
    const [onRow, offRow, nonceRow] = [measured.get(names.on)!, measured.get(names.off)!, measured.get(names.nonce)!];
    const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL (the api process only; the database server\'s CPU not counted)';
    console.log(`\nThe trust signals' cost (issue 29), ${label} — ${CONNECTIONS} connections, interleaved rounds`);
    printMeasured([onRow, offRow, nonceRow]);
    const onMs = median(onRow.cpuMsPerRequestRuns);
    const offMs = median(offRow.cpuMsPerRequestRuns);
    const rounds = onRow.cpuMsPerRequestRuns.map((ms, index) => `${ms.toFixed(2)} / ${offRow.cpuMsPerRequestRuns[index].toFixed(2)}`).join(', ');
    console.log(`  api CPU ms per clock-in, on / off, each round: ${rounds} (the signed one includes its nonce request)`);
    const added = onMs / offMs - 1;
    console.log(`  signals: ${added >= 0 ? '+' : ''}${(added * 100).toFixed(1)} % api CPU per clock-in (target ≤ ${SIGNALS_BUDGET * 100} %)`);
    return { on: onRow, off: offRow, onMs, offMs, added, clean: onRow.failures.size === 0 && offRow.failures.size === 0 };
  } finally {
    await off.close();
    await on.close();
  }
}
