// `npm run bench`: the issue 15 budgets, measured in one run on this machine.
//   load        bare Fastify ceiling, clock-ins and summary reads direct and through the gateway
//               (20 connections), and the gateway's floor, a bare Apollo + Express server answering one
//               query (scripts/bench/bare-apollo.ts): each tier's CPU per request over its floor
//               (issue 31's ≤ 1.3×, reported), on PGlite and — where DATABASE_URL or TEST_DATABASE_URL is set —
//               on PostgreSQL with one api process and with two (API_PROCESSES=2); and (issue 29) the
//               api CPU per clock-in the trust signals add: clock-ins as the web sends them (fixes,
//               signed over a fresh nonce) against the same on an api with TRUST_SIGNALS=false
//               (scripts/bench/signals.ts; `npm run bench -- signals` runs only that)
//   pages       JS+CSS bytes each route transfers at first load, from a real Chromium navigation
//   lighthouse  Lighthouse mobile, median of 3, for /login, /, /live and /clockin, with simulated and with
//               devtools throttling (issue 31)
//   felt        what a person feels on a cheap phone (issue 31), in Chromium on Lighthouse's applied Slow 4G
//               and on a 150 ms network, CPU ×4, median of 3: login form painted, a press on Login to
//               Home, /clockin to camera live, Submit to "Clock In success" (scripts/bench/felt.ts)
//   balancer    clock-ins through nginx (deploy/nginx.conf) with one gateway + one api and with two
//               + two on PostgreSQL, CPU per clock-in of each tier, nginx and PostgreSQL, and the ratio
//               (scripts/bench/balancer.ts); with no arguments only where a PostgreSQL URL and nginx are
//   hr          the HR console (issue 10): importing 10,000 employees (dry run, confirm) and the
//               employee table's first page at 10,000, with the api's peak memory (scripts/bench/hr.ts)
//   notify      1,000 notifications committed at once to one browser: commit-to-push p50/p95 and the
//               CPU per notification of the delivery and PostgreSQL (issue 47; scripts/bench/notify.ts)
//   reminders   the reminder minute for 10,000 people at once (08:15, everyone due) and the minute after:
//               CPU of the api and PostgreSQL (issue 47; scripts/bench/reminders.ts)
//   clockin     the clock-in as the web sends it (pre-check, then signed with its fixes and device) on
//               PostgreSQL: statements that reach the database per clock-in, counted on the wire, and api +
//               PostgreSQL CPU per clock-in over the recording floor (issue 48; scripts/bench/clockin.ts)
//   export-job  clock-in p95 straight to the api without an export and while an export job writes
//               10,000 people's month (issue 30; on PostgreSQL when a URL is given: a worker thread)
//   face        the clock screen's face check in the browser at CPU ×4 (issue 49): camera live → the selfie's
//               outcome with the worker at a quarter of the speed too, a phone's first use and again with the
//               models cached, and the face files' bytes before the camera is asked for (0) and in all
//               (≤ 10 MB) (scripts/bench/face.ts)
// Beside each req/s: the servers' CPU milliseconds per request, which holds when the machine is
// busy and the servers get only part of a core (req/s then says more about the neighbours).
// `npm run bench -- pages lighthouse` runs only those parts. Speeds are compared as ratios of
// figures measured interleaved in the same run (the machine is shared and noisy); bytes do not vary.
// BENCH_WEB_DIST=<dir> uses a build that exists (pre-compressed); otherwise the web is built first
// into .tmp/bench-web-<BENCH_PORT>.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from './bench/api-database.js';
import { openPglite, openPostgres } from '../api/src/db/db.js';
import { DEMO_PASSWORD, FIRST_NIK, directClockBody, gatewayClockBody, photo40k, seedBench } from './bench/fixtures.js';
import { exportJobPart } from './bench/export-job.js';
import { clockinPart } from './bench/clockin.js';
import { balancerPart, balancerSkipped } from './bench/balancer.js';
import { hrPart } from './bench/hr.js';
import { notifyPart } from './bench/notify.js';
import { remindersPart } from './bench/reminders.js';
import { recapPart } from './bench/recap.js';
import { SIGNALS_BUDGET, signalsPart } from './bench/signals.js';
import {
  FELT_SHORT,
  FELT_TARGETS,
  ROUND_TRIPS_TARGET,
  THROTTLES,
  feltFigures,
  printFelt,
  type FeltFigure,
} from './bench/felt.js';
import { lighthouseMedians } from './bench/lighthouse.js';
import { FACE_MODELS_BUDGET, FACE_TARGET_MS, enrolForBench, faceFigures, printFace } from './bench/face.js';
import { jsonSuccess, type Connection, type Shot } from './bench/load.js';
import {
  RUNS,
  RUN_SECONDS,
  clockConnections,
  cpuMsPerRequest,
  cpuMsPerRequestOf,
  measureInterleaved,
  printMeasured,
  type Measured,
  type Scenario,
} from './bench/measure.js';
import { CHROMIUM_PATH, bytesPerRoute, signedIn } from './bench/page-weight.js';
import {
  peakRssMb,
  postgresBackends,
  startProcess,
  waitForHttp,
  type Measurable,
  type Proc,
} from './bench/processes.js';
import { bearerToken, sessionCookie } from './bench/session.js';

// Ports: BENCH_API_PORT (the api; the HR parts take the next two, the signals' pair + 3 and + 4, the bare
// Apollo server + 8, the bare server + 9) and BENCH_PORT (the gateway),
// so two people can run the bench on one machine.
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4140);
const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 8140);
const BARE_APOLLO_PORT = API_PORT + 8;
/** The web's clock-in mutation as bare-apollo.ts names it. */
const BARE_CLOCK_MUTATION = `mutation ClockIn($input: ClockInput!, $photo: Upload!) { clockIn(input: $input, photo: $photo) { message } }`;
const BARE_PORT = API_PORT + 9;
/** Issue 31: each tier's CPU per request at most this many times its floor's (reported, not counted). */
const FLOOR_TARGET = 1.3;
const CONNECTIONS = 20;
const USERS_PER_CONNECTION = 2;
const KB = 1024;

// The bench's accounts: a block for direct clock-ins, a block for the gateway's, then one each for
// the signed-in page weights, the cold sign-in visit and Lighthouse (a relogin ends other sessions),
// then one for each felt run (each signs in once and clocks in once, so none is clocked in before).
const USERS = CONNECTIONS * USERS_PER_CONNECTION;
const FELT_RUNS = 3;
const niks = (from: number, count: number) => Array.from({ length: count }, (_, index) => FIRST_NIK + from + index);
const DIRECT_NIKS = niks(0, USERS);
const GATEWAY_NIKS = niks(USERS, USERS);
const [WEIGHT_NIK, COLD_VISIT_NIK, LIGHTHOUSE_NIK, FACE_NIK] = niks(2 * USERS, 4);
const FELT_NIKS = niks(2 * USERS + 4, FELT_RUNS * THROTTLES.length);
const BENCH_ACCOUNTS = 2 * USERS + 4 + FELT_NIKS.length;
/** The demo's HR admin of HADIR, who turns the face check on for the face part. */
const DEMO_HR_NIK = 10009;

const requested = new Set(process.argv.slice(2));
const wants = (part: string) => requested.size === 0 || requested.has(part);

interface Budget {
  figure: string;
  value: string;
  budget: string;
  holds: boolean;
  /** A target reported beside the budgets but not counted among them (issue 31's felt figures). */
  report?: boolean;
}
const budgets: Budget[] = [];
const check = (figure: string, value: string, budget: string, holds: boolean, report = false) =>
  budgets.push({ figure, value, budget, holds, report });

// ---------------------------------------------------------------- the stack under test

interface Stack {
  label: string;
  api: Proc;
  gateway: Proc;
  /** PostgreSQL's backends serving the stack's database, where the server is on this machine. */
  database: Measurable | null;
  close(): Promise<void>;
}

type Database = { kind: 'pglite' } | { kind: 'postgresql'; serverUrl: string };

async function startStack(database: Database, apiProcesses: number, webDist: string): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-bench-'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PORT: String(API_PORT),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://localhost:${GATEWAY_PORT}`,
    API_PROCESSES: String(apiProcesses),
    // As `npm start` runs it: only the gateway may name the client (the api refuses loopback trust without it in production).
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
  };
  let dropDatabase = async () => {};
  // On PostgreSQL, the stack's own database on the server given.
  const databaseName = `hadir_bench_${API_PORT}`;
  const seedCount = BENCH_ACCOUNTS;
  if (database.kind === 'pglite') {
    const db = await openPglite(join(dataDir, 'db'));
    await seedBench(db, seedCount);
    await db.close();
  } else {
    const fresh = await freshDatabase(database.serverUrl, databaseName);
    env.DATABASE_URL = fresh.url;
    const db = await openPostgres(env.DATABASE_URL);
    await seedBench(db, seedCount);
    await db.close();
    dropDatabase = fresh.drop;
  }
  // PostgreSQL's own CPU is part of what a request costs (issue 31): its backends for this database, measured with the api.
  const backends = database.kind === 'postgresql' ? await postgresBackends(database.serverUrl, databaseName) : null;
  const api = startProcess('api', 'api/src/index.ts', env);
  await waitForHttp(`http://127.0.0.1:${API_PORT}/api/v1/health`);
  const gateway = startProcess('gateway', 'gateway/src/index.ts', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(GATEWAY_PORT),
    API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
    GATEWAY_SECRET: env.GATEWAY_SECRET,
    WEB_DIST: webDist,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
  });
  await waitForHttp(`http://127.0.0.1:${GATEWAY_PORT}/healthz`);
  const label =
    database.kind === 'pglite' ? 'PGlite' : `PostgreSQL, ${apiProcesses} api process${apiProcesses > 1 ? 'es' : ''}`;
  return {
    label,
    api,
    gateway,
    database: backends?.here ? backends : null,
    async close() {
      await gateway.stop();
      await api.stop();
      await backends?.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- load scenarios

const repeat = (count: number, shot: (index: number) => Shot) =>
  Array.from({ length: count }, (_, index): Connection => ({ next: () => shot(index), settle: jsonSuccess }));

/** A ratio of two figures, refused (and its budget failed) when either had a failed request. */
function ratio(label: string, top: Measured, bottom: Measured, atLeast: number) {
  const value = top.perSecond / bottom.perSecond;
  const clean = top.failures.size === 0 && bottom.failures.size === 0;
  // The same ratio from CPU cost per request, which a busy machine moves less.
  const byCpu = `${value.toFixed(2)} (by CPU ${(cpuMsPerRequest(bottom) / cpuMsPerRequest(top)).toFixed(2)})`;
  const shown = clean ? byCpu : `${byCpu} requests failed: not valid`;
  check(label, shown, `≥ ${atLeast}`, clean && value >= atLeast);
  return value;
}

/**
 * A tier's CPU ms per request over its floor's (issue 31's target ≤ 1.3×), printed beside the
 * target and reported under the budgets, not counted; refused when either had a failed request.
 */
function overFloor(label: string, tier: { row: Measured; ms: number }, floor: { row: Measured; ms: number }) {
  const { value, clean, shown } = floorRatio(tier, floor);
  console.log(`  ${label}: ${shown}; target ≤ ${FLOOR_TARGET}×`);
  check(label, shown, `≤ ${FLOOR_TARGET}×`, clean && value <= FLOOR_TARGET, true);
}

/** A tier's CPU ms per request over a floor's, as printed: "2.63× (8.43 / 3.20 ms)", marked not valid where either had a failed request. */
function floorRatio(tier: { row: Measured; ms: number }, floor: { row: Measured; ms: number }) {
  const value = tier.ms / floor.ms;
  const clean = tier.row.failures.size === 0 && floor.row.failures.size === 0;
  const figures = `${value.toFixed(2)}× (${tier.ms.toFixed(2)} / ${floor.ms.toFixed(2)} ms)`;
  return { value, clean, shown: clean ? figures : `${figures} requests failed: not valid` };
}

/** `bareBackends`: on PostgreSQL, the backends of the bare server's own database (its /upload-recorded writes there). */
async function loadPart(
  bare: Proc,
  bareApollo: Proc,
  photo: Buffer,
  database: Database,
  apiProcesses: number,
  webDist: string,
  bareBackends?: Measurable,
) {
  const stack = await startStack(database, apiProcesses, webDist);
  try {
    const api = `http://127.0.0.1:${API_PORT}`;
    const gateway = `http://127.0.0.1:${GATEWAY_PORT}`;
    const bearers = new Map<number, string>();
    const cookies = new Map<number, string>();
    for (const nik of DIRECT_NIKS) bearers.set(nik, await bearerToken(api, nik, DEMO_PASSWORD));
    for (const nik of GATEWAY_NIKS) cookies.set(nik, await sessionCookie(gateway, nik, DEMO_PASSWORD));

    const bareBody = directClockBody(DIRECT_NIKS[0], true, photo);
    const directBodies = new Map(
      DIRECT_NIKS.flatMap((nik) =>
        [true, false].map((clocking) => [`${nik}:${clocking}`, directClockBody(nik, clocking, photo)]),
      ),
    );
    const gatewayBodies = new Map([true, false].map((clocking) => [clocking, gatewayClockBody(clocking, photo)]));
    const clockedIn = new Map<number, boolean>();
    const summaryQuery = Buffer.from(JSON.stringify({ query: '{ attendanceSummary { attend late leave total } }' }));
    const bareApolloQuery = (field: string) =>
      Buffer.from(JSON.stringify({ query: `{ ${field} { attend late leave total } }` }));
    const bareApolloClock = gatewayClockBody(true, photo, BARE_CLOCK_MUTATION);
    // The api and, on PostgreSQL, the database's backends: what the api tier costs per request.
    const apiProcs: Measurable[] = stack.database ? [stack.api, stack.database] : [stack.api];
    const bareScenario = (name: string, path: string): Scenario => ({
      name,
      port: BARE_PORT,
      processes: [bare],
      connections: () =>
        repeat(CONNECTIONS, () => ({
          method: 'POST',
          path,
          headers: { 'content-type': bareBody.contentType },
          body: bareBody.body,
        })),
    });

    const recordedName = 'bare + the selfie check + its row (one INSERT)';
    const scenarios: Scenario[] = [
      bareScenario('bare Fastify: 40 KB photo to a file', '/upload'),
      bareScenario('bare + the selfie check (cleanImage)', '/upload-checked'),
      ...(['summary', 'relayed'] as const).map((field): Scenario => ({
        name: field === 'summary' ? 'bare Apollo + Express: one query' : '  the same, one HTTP call upstream',
        port: BARE_APOLLO_PORT,
        processes: [bareApollo],
        connections: () =>
          repeat(CONNECTIONS, () => ({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json' },
            body: bareApolloQuery(field),
          })),
      })),
      {
        name: '  the same, relaying a clock-in upstream',
        port: BARE_APOLLO_PORT,
        processes: [bareApollo],
        connections: () =>
          repeat(CONNECTIONS, () => ({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': bareApolloClock.contentType, 'apollo-require-preflight': 'true' },
            body: bareApolloClock.body,
          })),
      },
      {
        name: 'clock-in direct (POST /attendance)',
        port: API_PORT,
        processes: apiProcs,
        connections: () =>
          clockConnections(
            CONNECTIONS,
            DIRECT_NIKS,
            (nik, clocking) => {
              const { body, contentType } = directBodies.get(`${nik}:${clocking}`)!;
              return {
                method: 'POST',
                path: '/api/v1/attendance',
                headers: { authorization: bearers.get(nik)!, 'content-type': contentType },
                body,
              };
            },
            clockedIn,
          ),
      },
      {
        name: 'clock-in through the gateway',
        port: GATEWAY_PORT,
        processes: [stack.gateway, ...apiProcs],
        connections: () =>
          clockConnections(
            CONNECTIONS,
            GATEWAY_NIKS,
            (nik, clocking) => {
              const { body, contentType } = gatewayBodies.get(clocking)!;
              return {
                method: 'POST',
                path: '/graphql',
                headers: { cookie: cookies.get(nik)!, 'content-type': contentType, 'apollo-require-preflight': 'true' },
                body,
              };
            },
            clockedIn,
          ),
      },
      {
        name: 'summary direct (GET /summary_attendance)',
        port: API_PORT,
        processes: apiProcs,
        connections: () =>
          repeat(CONNECTIONS, (index) => ({
            method: 'GET',
            path: '/api/v1/summary_attendance',
            headers: { authorization: bearers.get(DIRECT_NIKS[index])! },
          })),
      },
      {
        name: 'summary through the gateway',
        port: GATEWAY_PORT,
        processes: [stack.gateway, ...apiProcs],
        connections: () =>
          repeat(CONNECTIONS, (index) => ({
            method: 'POST',
            path: '/graphql',
            headers: { cookie: cookies.get(GATEWAY_NIKS[index])!, 'content-type': 'application/json' },
            body: summaryQuery,
          })),
      },
    ];
    // On PostgreSQL, a third floor: the bare server also writing the clocking's row there, its backends counted with it.
    if (bareBackends)
      scenarios.push({ ...bareScenario(recordedName, '/upload-recorded'), processes: [bare, bareBackends] });
    const measured = await measureInterleaved(scenarios);
    const rows = scenarios.map((scenario) => measured.get(scenario.name)!);
    const [
      bareRow,
      bareChecked,
      bareApolloRow,
      bareApolloRelayed,
      bareApolloClockRow,
      clockDirect,
      clockGateway,
      summaryDirect,
      summaryGateway,
    ] = rows;
    console.log(`\n${stack.label} — ${CONNECTIONS} connections, ${RUNS}×${RUN_SECONDS} s interleaved, req/s median`);
    printMeasured(rows);
    // Issue 31: each tier's own CPU per request over its floor's — the gateway process alone against
    // bare Apollo, the api (with PostgreSQL's backends, where measured) against bare + the selfie check.
    const apolloFloor = { row: bareApolloRow, ms: cpuMsPerRequestOf(bareApolloRow, bareApollo.name) };
    const gatewayOwn = (row: Measured) => ({ row, ms: cpuMsPerRequestOf(row, stack.gateway.name) });
    overFloor(`gateway CPU per summary / bare Apollo (${stack.label})`, gatewayOwn(summaryGateway), apolloFloor);
    // Not a target of the issue: the same against a floor that also makes the one upstream call a gateway cannot do without.
    const relayedFloor = cpuMsPerRequestOf(bareApolloRelayed, bareApollo.name);
    console.log(
      `  gateway CPU per summary / bare Apollo with one HTTP call upstream: ${(cpuMsPerRequestOf(summaryGateway, stack.gateway.name) / relayedFloor).toFixed(2)}× ` +
        `(the call alone adds ${(relayedFloor - apolloFloor.ms).toFixed(2)} ms to bare Apollo's ${apolloFloor.ms.toFixed(2)})`,
    );
    overFloor(`gateway CPU per clock-in / bare Apollo (${stack.label})`, gatewayOwn(clockGateway), apolloFloor);
    // Not a target of the issue: against bare Apollo doing the same relay (graphql-upload's own upload handling, one multipart POST upstream).
    const clockRelayFloor = cpuMsPerRequestOf(bareApolloClockRow, bareApollo.name);
    console.log(
      `  gateway CPU per clock-in / bare Apollo relaying the same clock-in: ${(cpuMsPerRequestOf(clockGateway, stack.gateway.name) / clockRelayFloor).toFixed(2)}× ` +
        `(${cpuMsPerRequestOf(clockGateway, stack.gateway.name).toFixed(2)} / ${clockRelayFloor.toFixed(2)} ms)`,
    );
    overFloor(
      `api (+ PostgreSQL) CPU per clock-in / bare + the selfie check (${stack.label})`,
      { row: clockDirect, ms: cpuMsPerRequest(clockDirect) },
      { row: bareChecked, ms: cpuMsPerRequest(bareChecked) },
    );
    // Not the issue's floor: against one that also keeps the clocking in PostgreSQL — what is left over
    // it is the sign-in, the rules a clocking is checked on (its shift, the lock, the trust signals) and their statements.
    const recorded = measured.get(recordedName);
    if (recorded) {
      const { shown } = floorRatio(
        { row: clockDirect, ms: cpuMsPerRequest(clockDirect) },
        { row: recorded, ms: cpuMsPerRequest(recorded) },
      );
      console.log(`  api (+ PostgreSQL) CPU per clock-in / bare + the selfie check + its row in PostgreSQL: ${shown}`);
    }
    const rss = [bare, bareApollo, stack.api, stack.gateway]
      .map(
        (proc) =>
          `${proc.name} ${proc
            .pids()
            .map((pid) => peakRssMb(pid).toFixed(0))
            .join(' + ')}`,
      )
      .join(', ');
    console.log(`  peak RSS MB: ${rss}`);
    ratio(`clock-in direct / bare ceiling (${stack.label})`, clockDirect, bareRow, 0.25);
    // Not a budget: how far the api is from a server that does nothing but prove and store the photo.
    console.log(
      `  clock-in direct / bare + the selfie check: ${(clockDirect.perSecond / bareChecked.perSecond).toFixed(2)} ` +
        `(by CPU ${(cpuMsPerRequest(bareChecked) / cpuMsPerRequest(clockDirect)).toFixed(2)}); ` +
        `the check alone takes the bare server from ${bareRow.perSecond.toFixed(0)} to ${bareChecked.perSecond.toFixed(0)} req/s`,
    );
    ratio(`clock-in gateway / direct (${stack.label})`, clockGateway, clockDirect, 0.9);
    ratio(`summary gateway / direct (${stack.label})`, summaryGateway, summaryDirect, 0.85);
    return { clockDirect, clockGateway, summaryDirect, summaryGateway };
  } finally {
    await stack.close();
  }
}

// ---------------------------------------------------------------- pages

function webBuild(): string {
  if (process.env.BENCH_WEB_DIST) return process.env.BENCH_WEB_DIST;
  const out = join(process.cwd(), '.tmp', `bench-web-${GATEWAY_PORT}`);
  console.log(`building the web into ${out} (set BENCH_WEB_DIST to use a build that exists)`);
  execFileSync('npm', ['run', 'codegen', '--silent'], { stdio: 'ignore' });
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', 'web', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: 'inherit',
    },
  );
  execFileSync(process.execPath, ['scripts/compress-dist.mjs', out], { stdio: 'ignore' });
  return out;
}

const BYTE_BUDGETS: Record<string, number> = {
  '/login': 190 * KB,
  '/login (Indonesian)': 190 * KB,
  'sign in → /clockin': 265 * KB,
};

async function pagesPart(webDist: string) {
  const stack = await startStack({ kind: 'pglite' }, 1, webDist);
  const baseUrl = `http://localhost:${GATEWAY_PORT}`;
  try {
    if (wants('pages')) {
      const weights = await bytesPerRoute(baseUrl, {
        password: DEMO_PASSWORD,
        signedIn: WEIGHT_NIK,
        coldVisit: COLD_VISIT_NIK,
      });
      console.log('\nFirst load in Chromium, cold cache (bodies as transferred)');
      console.log(
        `  ${'route'.padEnd(22)} ${'JS+CSS'.padStart(9)} ${'files'.padStart(5)} ${'all'.padStart(9)} requests`,
      );
      for (const weight of weights) {
        console.log(
          `  ${weight.route.padEnd(22)} ${`${(weight.codeBytes / KB).toFixed(1)} KB`.padStart(9)} ${String(weight.codeFiles).padStart(5)} ` +
            `${`${(weight.allBytes / KB).toFixed(1)} KB`.padStart(9)} ${String(weight.requests).padStart(8)}`,
        );
        if (weight.notBrotli.length) console.log(`      ! not brotli: ${weight.notBrotli.join(', ')}`);
        const budget = BYTE_BUDGETS[weight.route];
        if (budget !== undefined) {
          check(
            `JS+CSS transferred, ${weight.route}`,
            `${(weight.codeBytes / KB).toFixed(1)} KB`,
            `≤ ${budget / KB} KB`,
            weight.codeBytes <= budget && weight.notBrotli.length === 0,
          );
        }
      }
    }
    if (wants('lighthouse')) {
      const session = await signedIn(baseUrl, LIGHTHOUSE_NIK, DEMO_PASSWORD);
      // BENCH_LIGHTHOUSE_ROUTES=/clockin and BENCH_LIGHTHOUSE_METHODS=devtools narrow the audit while a change is worked on.
      const only = (variable: string) => process.env[variable]?.split(',').filter(Boolean);
      const routes = [
        { path: '/login' },
        { path: '/', signedIn: true },
        { path: '/live', signedIn: true },
        { path: '/clockin', signedIn: true },
      ];
      const methods: ('simulate' | 'devtools')[] = ['simulate', 'devtools'];
      const figures = await lighthouseMedians(
        baseUrl,
        routes.filter((route) => only('BENCH_LIGHTHOUSE_ROUTES')?.includes(route.path) ?? true),
        session,
        methods.filter((method) => only('BENCH_LIGHTHOUSE_METHODS')?.includes(method) ?? true),
      );
      console.log(
        '\nLighthouse 12 mobile (Slow 4G, CPU ×4), median of 3; / , /live and /clockin signed in; simulated, then devtools throttling',
      );
      console.log(
        `  ${'route'.padEnd(8)} ${'method'.padEnd(8)} ${'perf'.padStart(5)} ${'FCP ms'.padStart(7)} ${'LCP ms'.padStart(7)} ${'SI ms'.padStart(7)} ` +
          `${'TBT ms'.padStart(7)} ${'main ms'.padStart(8)} ${'CLS'.padStart(6)} ${'a11y'.padStart(5)} ${'b.p.'.padStart(5)}`,
      );
      for (const figure of figures) {
        console.log(
          `  ${figure.route.padEnd(8)} ${figure.method.padEnd(8)} ${figure.performance.toFixed(2).padStart(5)} ${figure.fcpMs.toFixed(0).padStart(7)} ` +
            `${figure.lcpMs.toFixed(0).padStart(7)} ${figure.speedIndexMs.toFixed(0).padStart(7)} ${figure.tbtMs.toFixed(0).padStart(7)} ${figure.mainThreadMs.toFixed(0).padStart(8)} ` +
            `${figure.cls.toFixed(3).padStart(6)} ${figure.accessibility.toFixed(2).padStart(5)} ${figure.bestPractices.toFixed(2).padStart(5)}`,
        );
        if (figure.lcpElement) console.log(`      largest paint: ${figure.lcpElement}`);
        for (const problem of figure.problems) console.log(`      ! ${problem}`);
        for (const audit of figure.failedPractices) console.log(`      best practice failed: ${audit}`);
        const where = `${figure.route}, ${figure.method}`;
        // Issue 31's target is ≥ 0.95 with devtools throttling; the simulated figures were issue 15's budgets.
        check(`Lighthouse performance ${where}`, figure.performance.toFixed(2), '≥ 0.95', figure.performance >= 0.95);
        // Issue 48: the main thread's work per route with devtools throttling (a phone's CPU ×4 really
        // applied, the cache empty), ≤ 1.5 s; the cold signed-in /clockin's also against its own ≤ 2.0 s.
        // Reported, not counted.
        if (figure.method === 'devtools') {
          const work = `${figure.mainThreadMs.toFixed(0)} ms`;
          check(`main-thread work ${where} (issue 48)`, work, '≤ 1500 ms', figure.mainThreadMs <= 1500, true);
          if (figure.route === '/clockin')
            check(`main-thread work, cold /clockin (issue 48)`, work, '≤ 2000 ms', figure.mainThreadMs <= 2000, true);
        }
        // Issue 15's and 14's budgets are the three first routes' (/clockin asks for the position as it
        // opens, by design: best practices' geolocation-on-start fails there, and is only printed).
        if (figure.method === 'simulate' && figure.route !== '/clockin') {
          check(`LCP ${where}`, `${figure.lcpMs.toFixed(0)} ms`, '≤ 2000 ms', figure.lcpMs <= 2000);
          check(`TBT ${where}`, `${figure.tbtMs.toFixed(0)} ms`, '≤ 150 ms', figure.tbtMs <= 150);
          check(`Accessibility ${figure.route}`, figure.accessibility.toFixed(2), '1.00', figure.accessibility >= 1);
          check(
            `Best practices ${figure.route} (issue 14)`,
            figure.bestPractices.toFixed(2),
            '1.00',
            figure.bestPractices >= 1,
          );
        }
      }
    }
    if (wants('felt')) {
      const figures = await feltFigures(baseUrl, FELT_NIKS, DEMO_PASSWORD, FELT_RUNS);
      printFelt(figures, machineLoad());
      for (const { throttle, median, runs } of figures) {
        const trips = Math.max(...runs.map((one) => one.roundTrips));
        check(
          `felt: sequential round trips, Login pressed → Home, ${throttle.short} (issue 48; most of the runs)`,
          String(trips),
          `≤ ${ROUND_TRIPS_TARGET}`,
          trips <= ROUND_TRIPS_TARGET,
          true,
        );
        for (const [figure, target] of Object.entries(FELT_TARGETS[throttle.name] ?? {}) as [FeltFigure, number][]) {
          check(
            `felt: ${FELT_SHORT[figure]}, ${throttle.short} (issue 48)`,
            `${median[figure].toFixed(0)} ms`,
            `≤ ${target} ms`,
            median[figure] <= target,
            true,
          );
        }
      }
    }
    if (wants('face')) {
      // Last on this stack: it turns HADIR's face check on (nothing measured after it sees it).
      await enrolForBench(`http://127.0.0.1:${API_PORT}`, DEMO_HR_NIK, FACE_NIK, DEMO_PASSWORD);
      const runs = Number(process.env.BENCH_FACE_RUNS ?? 5);
      const rows = printFace(await faceFigures(baseUrl, FACE_NIK, DEMO_PASSWORD, runs), machineLoad());
      for (const row of rows) {
        check(
          `face check, camera live → outcome, ${row.visit === 'first' ? "a phone's first use" : 'models cached'}, CPU ×4, the worker at ×4 too (issue 49)`,
          `${row.slowWorker.toFixed(0)} ms`,
          `≤ ${FACE_TARGET_MS} ms`,
          row.slowWorker <= FACE_TARGET_MS,
          true,
        );
      }
      const first = rows.find((row) => row.visit === 'first');
      if (first) {
        check(
          'face check: bytes before the camera is asked for (issue 49)',
          `${first.before} B`,
          '0 B',
          first.before === 0,
        );
        check(
          'face check: engine, models and .wasm (issue 49)',
          `${(first.bytes / 1024 / 1024).toFixed(2)} MB`,
          '≤ 10 MB',
          first.bytes <= FACE_MODELS_BUDGET,
        );
      }
    }
  } finally {
    await stack.close();
  }
}

// ---------------------------------------------------------------- the run

const started = Date.now();
// The machine is shared: its load beside the figures says how much they can be trusted.
const machineLoad = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${cpus().length} cores`;
const loadAtStart = machineLoad();
console.log(`(${loadAtStart})`);
const chromium = existsSync(CHROMIUM_PATH);
const browserParts = (wants('pages') || wants('lighthouse') || wants('felt') || wants('face')) && chromium;
if ((wants('pages') || wants('lighthouse') || wants('felt') || wants('face')) && !chromium)
  console.log(`(no Chromium at ${CHROMIUM_PATH}: pages, Lighthouse, felt and face skipped)`);
const webDist = browserParts ? webBuild() : '/nonexistent';

/**
 * Issue 29: what the trust signals add to the api's CPU per clock-in, on a pair of apis of their own
 * (BENCH_API_PORT + 3 signals on, + 4 off; scripts/bench/signals.ts).
 */
async function signalsBudget(photo: Buffer, database: Database) {
  const cost = await signalsPart({
    kind: database.kind,
    serverUrl: database.kind === 'postgresql' ? database.serverUrl : undefined,
    ports: [API_PORT + 3, API_PORT + 4],
    photo,
  });
  const value = `${cost.added >= 0 ? '+' : ''}${(cost.added * 100).toFixed(1)} % (${cost.onMs.toFixed(2)} / ${cost.offMs.toFixed(2)} ms)`;
  check(
    `signals' api CPU per clock-in (${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL, with its backends'}, issue 29)`,
    cost.clean ? value : `${value} requests failed: not valid`,
    `≤ +${SIGNALS_BUDGET * 100} %`,
    cost.clean && cost.added <= SIGNALS_BUDGET,
  );
}

/** The bare server's database on the PostgreSQL server given (dropped again by close), with its backends measured. */
async function createBareDatabase(serverUrl: string) {
  const name = `hadir_bench_${API_PORT}_bare`;
  const { url, drop } = await freshDatabase(serverUrl, name);
  const backends = await postgresBackends(serverUrl, name);
  return {
    url,
    backends: backends.here ? backends : { name: 'PostgreSQL', pids: () => [] },
    async close() {
      await backends.close();
      await drop();
    },
  };
}

// `npm run bench -- signals` runs only issue 29's comparison (it is part of load).
if (wants('load') || requested.has('signals')) {
  // The gateway's resolver types are generated (a fresh clone has none yet).
  execFileSync('npm', ['run', 'codegen', '--silent'], { stdio: 'ignore' });
  const photo = await photo40k();
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  console.log(`\nLoad: a ${(photo.length / KB).toFixed(1)} KB JPEG per clock-in, users alternating in and out`);
  if (wants('load')) {
    const bareDir = mkdtempSync(join(tmpdir(), 'hadir-bare-'));
    // On PostgreSQL the bare server gets a database of its own for the recording floor.
    const bareDatabase = serverUrl ? await createBareDatabase(serverUrl) : null;
    const bare = startProcess('bare', 'scripts/bench/bare-server.ts', {
      BARE_PORT: String(BARE_PORT),
      BARE_DIR: bareDir,
      ...(bareDatabase ? { BARE_DATABASE_URL: bareDatabase.url } : {}),
    });
    // The gateway's floor runs as the gateway does in the stacks (NODE_ENV=production).
    const bareApollo = startProcess('bare Apollo', 'scripts/bench/bare-apollo.ts', {
      NODE_ENV: 'production',
      BARE_APOLLO_PORT: String(BARE_APOLLO_PORT),
      BARE_UPSTREAM: `http://127.0.0.1:${BARE_PORT}/health`,
      BARE_UPLOAD_UPSTREAM: `http://127.0.0.1:${BARE_PORT}/upload`,
    });
    await waitForHttp(`http://127.0.0.1:${BARE_PORT}/health`);
    await waitForHttp(`http://127.0.0.1:${BARE_APOLLO_PORT}/health`);
    try {
      await loadPart(bare, bareApollo, photo, { kind: 'pglite' }, 1, webDist);
      if (serverUrl) {
        const one = await loadPart(
          bare,
          bareApollo,
          photo,
          { kind: 'postgresql', serverUrl },
          1,
          webDist,
          bareDatabase?.backends,
        );
        const two = await loadPart(
          bare,
          bareApollo,
          photo,
          { kind: 'postgresql', serverUrl },
          2,
          webDist,
          bareDatabase?.backends,
        );
        console.log(
          `\nTwo api processes / one on PostgreSQL: clock-in direct ${(two.clockDirect.perSecond / one.clockDirect.perSecond).toFixed(2)}, ` +
            `through the gateway ${(two.clockGateway.perSecond / one.clockGateway.perSecond).toFixed(2)}, ` +
            `summary direct ${(two.summaryDirect.perSecond / one.summaryDirect.perSecond).toFixed(2)} ` +
            `(figures from two separate stacks, a minute apart)`,
        );
      }
    } finally {
      await bare.stop();
      await bareApollo.stop();
      await bareDatabase?.close();
      rmSync(bareDir, { recursive: true, force: true });
    }
  }
  await signalsBudget(photo, { kind: 'pglite' });
  if (serverUrl) await signalsBudget(photo, { kind: 'postgresql', serverUrl });
  else console.log('\n(DATABASE_URL and TEST_DATABASE_URL unset: PostgreSQL not measured)');
}

// Issue 48's clock-in: its own api on BENCH_API_PORT + 6 and its recording floor on + 7.
if (wants('clockin'))
  await clockinPart({
    apiPort: API_PORT + 6,
    barePort: API_PORT + 7,
    serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    photo: await photo40k(),
    check,
  });

if (wants('balancer')) {
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const skipped = balancerSkipped(serverUrl);
  if (skipped) console.log(`\n(balancer part skipped: ${skipped})`);
  else {
    // The gateway's resolver types are generated (a fresh clone has none yet).
    execFileSync('npm', ['run', 'codegen', '--silent'], { stdio: 'ignore' });
    await balancerPart({ serverUrl: serverUrl! });
  }
}

if (browserParts) await pagesPart(webDist);

// Its own api on the port after the api's, with the stacks above already closed.
if (wants('notify'))
  await notifyPart({
    apiPort: API_PORT + 5,
    serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    check,
  });
if (wants('reminders'))
  await remindersPart({ apiPort: API_PORT + 5, serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL });
if (wants('hr'))
  await hrPart({ apiPort: API_PORT + 1, serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL, check });
if (wants('recap'))
  await recapPart({
    apiPort: API_PORT + 2,
    serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    check,
  });
if (wants('export-job'))
  await exportJobPart({
    apiPort: API_PORT + 3,
    serverUrl: process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL,
    check,
  });

console.log("\nBudgets (issues 15, 10, 11 and 29; issues 31's and 48's targets reported, not counted)");
for (const row of budgets) {
  console.log(
    `  ${row.holds ? 'holds ' : 'MISSES'}  ${row.figure.padEnd(60)} ${row.value.padStart(20)}   ${row.report ? 'target' : 'budget'} ${row.budget}`,
  );
}
const counted = budgets.filter((row) => !row.report);
const missed = counted.filter((row) => !row.holds);
console.log(
  `\n(${((Date.now() - started) / 1000).toFixed(0)} s; at the start ${loadAtStart}, at the end ${machineLoad()})`,
);
// A run of felt alone has targets and no budget: no tally to print.
if (counted.length > 0) {
  console.log(
    missed.length === 0
      ? `All ${counted.length} budgets hold.`
      : `${counted.length - missed.length} of ${counted.length} budgets hold; missed: ${missed.map((row) => row.figure).join('; ')}.`,
  );
}
process.exit(0);
