// Issue 48: the clock-in as the web sends it, counted and weighed. One api on PostgreSQL (its own
// database, reached through statementCounter's relay) takes Live's pre-check (POST /check_attend,
// whose answer carries the sealed nonce) and then the signed clock-in with its fixes and the
// browser's device token (the request signals.ts measures). First, one person at a time, the
// statements and round trips that reach the database per pre-check and per clock-in (target: ≤ 4
// together); then, under load (20 connections), api + PostgreSQL CPU per clock-in over the recording
// floor — a bare server doing the selfie check and writing the row in one INSERT into a database of
// its own (scripts/bench/bare-server.ts /upload-recorded), its backends counted with it — interleaved
// (target ≤ 1.5×). PostgreSQL only: the floor records there.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seeded } from '../../api/src/test/fixes.js';
import { benchDatabase, freshDatabase, startBenchApi } from './api-database.js';
import { FIRST_NIK, clockScreenFixes, directClockBody, phoneKey, seedBenchUsers, webClockBody } from './fixtures.js';
import { jsonSuccess, type Connection, type Send, type Shot } from './load.js';
import { clockConnections, cpuMsPerRequest, measureInterleaved, printMeasured, type Measured } from './measure.js';
import { postgresBackends, startProcess, waitForHttp } from './processes.js';
import { registerKey, signIn, type Person } from './signals.js';
import { statementCounter } from './statement-counter.js';

const CONNECTIONS = 20;
const USERS = CONNECTIONS * 2;
const NIKS = Array.from({ length: USERS }, (_, index) => FIRST_NIK + index);
/** Clock-ins counted one at a time (each person in, then out). */
const COUNTED = 20;
export const STATEMENTS_TARGET = 4;
export const RECORDING_FLOOR_TARGET = 1.5;

type Check = (figure: string, value: string, budget: string, holds: boolean, report?: boolean) => void;

export async function clockinPart(options: {
  apiPort: number;
  barePort: number;
  serverUrl: string | undefined;
  photo: Buffer;
  check: Check;
}) {
  const { apiPort, barePort, serverUrl, photo, check } = options;
  if (!serverUrl) {
    console.log(
      '\n(clock-in part skipped: the recording floor writes to PostgreSQL; set DATABASE_URL or TEST_DATABASE_URL)',
    );
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-bench-clockin-'));
  const bareDir = mkdtempSync(join(tmpdir(), 'hadir-bench-clockin-bare-'));
  const bareName = `hadir_bench_clockin_bare_${barePort}`;
  const bareDatabase = await freshDatabase(serverUrl, bareName);
  const bareBackends = await postgresBackends(serverUrl, bareName);
  const bare = startProcess('bare', 'scripts/bench/bare-server.ts', {
    BARE_PORT: String(barePort),
    BARE_DIR: bareDir,
    BARE_DATABASE_URL: bareDatabase.url,
  });
  const database = await benchDatabase('clockin', 'postgresql', dataDir, serverUrl, apiPort, (db) =>
    seedBenchUsers(db, USERS),
  );
  const counter = await statementCounter(database.env.DATABASE_URL);
  const backends = await postgresBackends(serverUrl, database.name!);
  const api = startBenchApi(apiPort, dataDir, {
    DATABASE_URL: counter.url,
    SEED_DEMO: 'false',
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    await waitForHttp(`http://127.0.0.1:${barePort}/health`);
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/v1/health`);
    const base = `http://127.0.0.1:${apiPort}`;
    const people = new Map<number, Person>();
    for (const nik of NIKS) {
      const person = { ...(await signIn(base, nik)), key: phoneKey() };
      await registerKey(base, person);
      people.set(nik, person);
    }
    const photoSha256 = createHash('sha256').update(photo).digest('hex');
    const random = seeded(48);
    const headers = (person: Person, contentType: string) => ({
      authorization: person.bearer,
      'x-hadir-device': person.device,
      'content-type': contentType,
    });
    const preCheckShot = (nik: number, clocking: boolean): Shot => ({
      method: 'POST',
      path: '/api/v1/check_attend',
      headers: headers(people.get(nik)!, 'application/json'),
      body: Buffer.from(JSON.stringify({ clocking, nik })),
    });
    const nonceOf = (answer: { status: number; body: string }) => {
      const nonce = answer.status === 200 ? (JSON.parse(answer.body) as { data: { nonce: string } }).data.nonce : null;
      if (!nonce) throw new Error(`check_attend ${answer.status} ${answer.body.slice(0, 80)}`);
      return nonce;
    };
    const clockShot = (nik: number, clocking: boolean, nonce: string): Shot => {
      const person = people.get(nik)!;
      const { body, contentType } = webClockBody(
        { nik, clocking, photo, photoSha256, fixes: clockScreenFixes(random, Date.now()) },
        { key: person.key, nonce },
      );
      return { method: 'POST', path: '/api/v1/attendance', headers: headers(person, contentType), body };
    };
    const fetchShot: Send = async (shot) => {
      const response = await fetch(`${base}${shot.path}`, {
        method: shot.method,
        headers: shot.headers,
        body: shot.body ? new Uint8Array(shot.body) : undefined,
      });
      return { status: response.status, body: await response.text() };
    };

    // ---- statements per clock-in, one at a time: what arrives while each request is served.
    const clockedIn = new Map<number, boolean>();
    counter.quiet();
    const idleFrom = { statements: counter.statements(), at: Date.now() };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idlePerSecond = ((counter.statements() - idleFrom.statements) * 1000) / (Date.now() - idleFrom.at);
    counter.loud();
    const tally = { preCheck: 0, preCheckTrips: 0, clock: 0, clockTrips: 0, ms: 0 };
    for (let index = 0; index < COUNTED; index += 1) {
      const nik = NIKS[index % 10];
      const clocking = !clockedIn.get(nik);
      if (process.env.BENCH_STATEMENTS_LOG) console.log(`  pre-check and clock-in ${index + 1}`);
      let [statements, trips, from] = [counter.statements(), counter.roundTrips(), Date.now()];
      const nonce = nonceOf(await fetchShot(preCheckShot(nik, clocking)));
      tally.preCheck += counter.statements() - statements;
      tally.preCheckTrips += counter.roundTrips() - trips;
      tally.ms += Date.now() - from;
      [statements, trips, from] = [counter.statements(), counter.roundTrips(), Date.now()];
      const answer = await fetchShot(clockShot(nik, clocking, nonce));
      const failure = jsonSuccess(answer.status, answer.body);
      if (failure) throw new Error(`counted clock-in failed: ${failure}`);
      tally.clock += counter.statements() - statements;
      tally.clockTrips += counter.roundTrips() - trips;
      tally.ms += Date.now() - from;
      clockedIn.set(nik, clocking);
    }
    counter.quiet();
    const per = (value: number) => value / COUNTED;
    // What the api sends of its own meanwhile (its job queue's polling, the outbox), at the idle rate, is not the clock-in's.
    const background = (idlePerSecond * tally.ms) / 1000;
    const statements = per(tally.preCheck + tally.clock - background);
    console.log(
      `\nThe clock-in as the web sends it (issue 48), PostgreSQL — statements that reach the database, ${COUNTED} clock-ins one at a time` +
        ` (counted on the wire; idle, the api sends ${idlePerSecond.toFixed(1)} a second of its own)`,
    );
    console.log(
      `  pre-check ${per(tally.preCheck).toFixed(1)} statements in ${per(tally.preCheckTrips).toFixed(1)} round trips; ` +
        `clock-in ${per(tally.clock).toFixed(1)} in ${per(tally.clockTrips).toFixed(1)}; together ${per(tally.preCheck + tally.clock).toFixed(1)}, ` +
        `${statements.toFixed(1)} less the api's own at its idle rate (target ≤ ${STATEMENTS_TARGET}; each person's first pre-check of the day reads their schedules)`,
    );
    check(
      'statements per clock-in, pre-check included (issue 48)',
      `${statements.toFixed(1)} (${per(tally.preCheck + tally.clock).toFixed(1)} counted)`,
      `≤ ${STATEMENTS_TARGET}`,
      statements <= STATEMENTS_TARGET,
      true,
    );

    // ---- CPU per clock-in over the recording floor, interleaved.
    const bareBody = directClockBody(NIKS[0], true, photo);
    const floorName = 'floor: selfie check + one INSERT';
    const apiName = 'pre-check + signed clock-in';
    const measured = await measureInterleaved([
      {
        name: floorName,
        port: barePort,
        processes: bareBackends.here ? [bare, bareBackends] : [bare],
        connections: () =>
          Array.from({ length: CONNECTIONS }, (): Connection => ({
            next: () => ({
              method: 'POST',
              path: '/upload-recorded',
              headers: { 'content-type': bareBody.contentType },
              body: bareBody.body,
            }),
            settle: jsonSuccess,
          })),
      },
      {
        name: apiName,
        port: apiPort,
        processes: backends.here ? [api, backends] : [api],
        connections: () =>
          clockConnections(
            CONNECTIONS,
            NIKS,
            async (nik, clocking, send) => clockShot(nik, clocking, nonceOf(await send(preCheckShot(nik, clocking)))),
            clockedIn,
          ),
      },
    ]);
    const [floor, clock] = [measured.get(floorName)!, measured.get(apiName)!];
    printMeasured([floor, clock]);
    const split = (row: Measured) =>
      [...row.cpu].map(([name, share]) => `${name} ${((share * 1000) / row.perSecond).toFixed(2)}`).join(' + ');
    const value = cpuMsPerRequest(clock) / cpuMsPerRequest(floor);
    const clean = floor.failures.size === 0 && clock.failures.size === 0;
    const shown = `${value.toFixed(2)}× (${cpuMsPerRequest(clock).toFixed(2)} / ${cpuMsPerRequest(floor).toFixed(2)} ms)`;
    console.log(
      `  api + PostgreSQL CPU per clock-in / the recording floor: ${shown}; target ≤ ${RECORDING_FLOOR_TARGET}× ` +
        `[clock-in: ${split(clock)} ms; floor: ${split(floor)} ms]`,
    );
    check(
      'api + PostgreSQL CPU per clock-in / recording floor (issue 48)',
      clean ? shown : `${shown} requests failed: not valid`,
      `≤ ${RECORDING_FLOOR_TARGET}×`,
      clean && value <= RECORDING_FLOOR_TARGET,
      true,
    );
    return { statements, ratio: value, clockMs: cpuMsPerRequest(clock), floorMs: cpuMsPerRequest(floor) };
  } finally {
    await api.stop();
    await bare.stop();
    await backends.close();
    await bareBackends.close();
    await counter.close();
    await database.drop();
    await bareDatabase.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}
