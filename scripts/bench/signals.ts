// Issue 29's budget: what the trust signals cost the api per clock-in. Two apis side by side, alike
// in all but TRUST_SIGNALS (each on its own copy of the database). Both take a clock-in as today's web
// makes it: Live's pre-check (POST /check_attend, whose answer carries a sealed nonce), then the
// clock-in with every fix of the watch and the browser's device token. One (signals on) signs it with
// a key registered to the person over the pre-check's nonce and scores it; the other
// (TRUST_SIGNALS=false) sends it unsigned and stores it unscored and unchecked. Five rounds, each of
// one-second slices on and off in turn; the figure is the median round's on / off api CPU milliseconds
// per clock-in (pre-check included on both sides).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seeded } from '../../api/src/test/fixes.js';
import { benchDatabase, startBenchApi, type DatabaseKind } from './api-database.js';
import {
  DEMO_PASSWORD,
  FIRST_NIK,
  clockScreenFixes,
  phoneKey,
  seedBenchUsers,
  webClockBody,
  type PhoneKey,
} from './fixtures.js';
import type { Send, Shot } from './load.js';
import { clockConnections, measureInterleaved, type Measured } from './measure.js';
import { postgresBackends, waitForHttp } from './processes.js';

const CONNECTIONS = 20;
const USERS = CONNECTIONS * 2;
const NIKS = Array.from({ length: USERS }, (_, index) => FIRST_NIK + index);
/**
 * Rounds of short slices, on and off in turn, summed: the difference measured is a tenth of a clock-in,
 * and on a shared machine the CPU a request costs moves more than that within seconds.
 */
const ROUNDS = 5;
const SLICES = 6;
const SLICE_SECONDS = 1;

/** The api's CPU milliseconds per request over a round's slices. */
const msPerRequest = (row: Measured) =>
  (row.runs.reduce((sum, run) => sum + run.cpuSeconds, 0) * 1000) /
  Math.max(
    row.runs.reduce((sum, run) => sum + run.count, 0),
    1,
  );
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)} %`;

/** The budget: the signals add at most this share of api CPU to a clock-in. */
export const SIGNALS_BUDGET = 0.1;

export interface SignalsCost {
  on: Measured;
  off: Measured;
  /** The median round (by on / off): its api CPU ms per clock-in, signals on and off, and what the signals add (a fraction). */
  onMs: number;
  offMs: number;
  added: number;
  clean: boolean;
}

export interface Person {
  bearer: string;
  device: string;
  key: PhoneKey;
}

/** Signs a bench employee in as a browser would: the bearer and the device token the api gives that browser. */
export async function signIn(api: string, nik: number) {
  const response = await fetch(`${api}/api/v1/relogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { message: string; data?: { token?: string; device?: string } };
  if (!response.ok || !body.data?.token || !body.data.device)
    throw new Error(`login of ${nik} failed: ${response.status} ${body.message}`);
  return { bearer: `Bearer ${body.data.token}`, device: body.data.device };
}

/** The clock screen's first use: the phone's key registered to the person (POST /attendance/keys). */
export async function registerKey(api: string, person: Person) {
  const response = await fetch(`${api}/api/v1/attendance/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: person.bearer, 'x-hadir-device': person.device },
    body: JSON.stringify({ public_key: person.key.publicJwk }),
  });
  if (!response.ok) throw new Error(`registering a key failed: ${response.status} ${await response.text()}`);
}

async function startApi(kind: DatabaseKind, serverUrl: string | undefined, port: number, signals: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), `hadir-bench-signals-${signals ? 'on' : 'off'}-`));
  const database = await benchDatabase(`signals_${signals ? 'on' : 'off'}`, kind, dataDir, serverUrl, port, (db) =>
    seedBenchUsers(db, USERS),
  );
  // On PostgreSQL the database's own CPU for this api's database is counted with it (issue 31).
  const backends = database.name && serverUrl ? await postgresBackends(serverUrl, database.name) : null;
  // NODE_ENV=test on both sides: TRUST_SIGNALS=false is refused in production.
  const proc = startBenchApi(port, dataDir, {
    ...database.env,
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    TRUST_SIGNALS: String(signals),
  });
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
    /** What is measured: the api, and its database's backends where they are on this machine. */
    measured: backends?.here ? [proc, backends] : [proc],
    async close() {
      await proc.stop();
      await backends?.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signalsPart(options: {
  kind: DatabaseKind;
  serverUrl?: string;
  ports: [number, number];
  photo: Buffer;
}): Promise<SignalsCost> {
  const { kind, serverUrl, photo } = options;
  const photoSha256 = createHash('sha256').update(photo).digest('hex');
  const random = seeded(29);
  const on = await startApi(kind, serverUrl, options.ports[0], true);
  const off = await startApi(kind, serverUrl, options.ports[1], false).catch(async (error: unknown) => {
    await on.close();
    throw error;
  });
  try {
    const headers = (person: Person, contentType: string) => ({
      authorization: person.bearer,
      'x-hadir-device': person.device,
      'content-type': contentType,
    });
    const clockedIn = { on: new Map<number, boolean>(), off: new Map<number, boolean>() };
    /** Live's pre-check, as the web makes it before the clock screen opens: its answer's nonce. */
    const preCheck = async (person: Person, nik: number, clocking: boolean, send: Send) => {
      const answer = await send({
        method: 'POST',
        path: '/api/v1/check_attend',
        headers: headers(person, 'application/json'),
        body: Buffer.from(JSON.stringify({ clocking, nik })),
      });
      const nonce = answer.status === 200 ? (JSON.parse(answer.body) as { data: { nonce: string } }).data.nonce : null;
      if (!nonce) throw new Error(`check_attend ${answer.status} ${answer.body.slice(0, 80)}`);
      return nonce;
    };
    const signedShot = async (nik: number, clocking: boolean, send: Send): Promise<Shot> => {
      const person = on.people.get(nik)!;
      // The clock screen signs over the pre-check's nonce and sends (clock-signing.ts signOnline, nonceOffer).
      const nonce = await preCheck(person, nik, clocking, send);
      const { body, contentType } = webClockBody(
        { nik, clocking, photo, photoSha256, fixes: clockScreenFixes(random, Date.now()) },
        { key: person.key, nonce },
      );
      return { method: 'POST', path: '/api/v1/attendance', headers: headers(person, contentType), body };
    };
    const unsignedShot = async (nik: number, clocking: boolean, send: Send): Promise<Shot> => {
      const person = off.people.get(nik)!;
      await preCheck(person, nik, clocking, send);
      const { body, contentType } = webClockBody({
        nik,
        clocking,
        photo,
        photoSha256,
        fixes: clockScreenFixes(random, Date.now()),
      });
      return { method: 'POST', path: '/api/v1/attendance', headers: headers(person, contentType), body };
    };
    const names = { on: 'clock-in as the web sends it, signals on', off: 'the same clock-in, signals off' };
    const scenarios = {
      on: {
        name: names.on,
        port: on.port,
        processes: on.measured,
        connections: () => clockConnections(CONNECTIONS, NIKS, signedShot, clockedIn.on),
      },
      off: {
        name: names.off,
        port: off.port,
        processes: off.measured,
        connections: () => clockConnections(CONNECTIONS, NIKS, unsignedShot, clockedIn.off),
      },
    };
    const withDatabase = on.measured.length > 1;
    const label =
      kind === 'pglite'
        ? 'PGlite (in the api process)'
        : withDatabase
          ? "PostgreSQL (the api process and its database's backends)"
          : 'PostgreSQL (the api process only: the server is not on this machine)';
    console.log(
      `\nThe trust signals' cost (issue 29), ${label} — ${CONNECTIONS} connections; ${ROUNDS} rounds, each ${SLICES} × ${SLICE_SECONDS} s ` +
        `on, off, on, off…; api${withDatabase ? ' + database' : ''} CPU ms per clock-in, its pre-check included on both sides`,
    );
    const rounds: { on: Measured; off: Measured; onMs: number; offMs: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Which side goes first alternates, so neither always follows the other.
      const order = round % 2 === 0 ? [scenarios.on, scenarios.off] : [scenarios.off, scenarios.on];
      const measured = await measureInterleaved(order, SLICES, SLICE_SECONDS, round === 0);
      const [onRow, offRow] = [measured.get(names.on)!, measured.get(names.off)!];
      const [onMs, offMs] = [msPerRequest(onRow), msPerRequest(offRow)];
      rounds.push({ on: onRow, off: offRow, onMs, offMs });
      // Where the database is measured apart: each side's share of it, in ms per clock-in.
      const databaseMs = (row: Measured) => ((row.cpu.get('PostgreSQL') ?? 0) * 1000) / Math.max(row.perSecond, 1);
      const split = withDatabase
        ? ` [database ${databaseMs(onRow).toFixed(2)} / ${databaseMs(offRow).toFixed(2)} ms]`
        : '';
      console.log(
        `  round ${round + 1}: on ${onMs.toFixed(2)} ms (${onRow.perSecond.toFixed(0)} clock-ins/s), off ${offMs.toFixed(2)} ms ` +
          `(${offRow.perSecond.toFixed(0)}/s): ${percent(onMs / offMs - 1)}${split}`,
      );
    }
    const failures = rounds
      .flatMap(({ on: onRow, off: offRow }) => [onRow, offRow])
      .filter((row) => row.failures.size > 0);
    for (const row of failures)
      for (const [text, count] of row.failures) console.log(`      ! ${row.name}: ${count} failed: ${text}`);
    // Each round's on and off ran side by side, so their ratio is what a busy shared machine moves least.
    const middle = [...rounds].sort((a, b) => a.onMs / a.offMs - b.onMs / b.offMs)[Math.floor(rounds.length / 2)];
    const added = middle.onMs / middle.offMs - 1;
    // Every round's slices pooled (all CPU over all clock-ins, each side): the figure with the least noise, printed beside.
    const pooled = (side: 'on' | 'off') =>
      msPerRequest({ ...rounds[0][side], runs: rounds.flatMap((round) => round[side].runs) });
    console.log(
      `  signals: ${percent(added)} api CPU per clock-in, the median round (target ≤ ${SIGNALS_BUDGET * 100} %); ` +
        `all rounds pooled: ${percent(pooled('on') / pooled('off') - 1)} (${pooled('on').toFixed(2)} / ${pooled('off').toFixed(2)} ms)`,
    );
    return {
      on: middle.on,
      off: middle.off,
      onMs: middle.onMs,
      offMs: middle.offMs,
      added,
      clean: failures.length === 0,
    };
  } finally {
    await off.close();
    await on.close();
  }
}
