// The balancer part of `npm run bench` (issue 30): clock-ins through the containers recipe's
// topology (tests/resilience/cluster.ts: Debian's nginx with deploy/nginx.conf, the gateways,
// nginx again, the api processes, one PostgreSQL, s3rver) with one gateway + one api and with two
// + two, both stacks up at once and measured in interleaved rounds (1, 2, 1, 2, 1, 2). Beside
// req/s and p95: CPU milliseconds per clock-in of each tier summed over its processes, nginx's,
// and PostgreSQL's own (its backends serving the stack's database, read from /proc by the pids
// pg_stat_activity names), and the ratio of two instances to one.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import pg from 'pg';
import { openPostgres } from '../../api/src/db/db.js';
import { NGINX, startCluster, type Cluster } from '../../tests/resilience/cluster.js';
import { DEMO_PASSWORD, FIRST_NIK, gatewayClockBody, photo40k, seedBench } from './fixtures.js';
import { load, median, percentile, type LoadResult } from './load.js';
import { clockConnections } from './measure.js';
import { childrenOf, commandOf, cpuSeconds } from './processes.js';
import { sessionCookie } from './session.js';

const CONNECTIONS = 20;
const USERS = CONNECTIONS * 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const TIERS = ['gateways', 'apis', 'nginx', 'PostgreSQL'] as const;
type Tier = (typeof TIERS)[number];

/** Why the part cannot run here, or null when it can. */
export function balancerSkipped(serverUrl: string | undefined): string | null {
  if (!serverUrl) return 'DATABASE_URL and TEST_DATABASE_URL unset: several api processes need one PostgreSQL server';
  if (spawnSync(NGINX, ['-v']).error) return `no nginx at ${NGINX} (apt-get install -y nginx, or NGINX_PATH)`;
  return null;
}

interface Stack {
  instances: number;
  cluster: Cluster;
  database: string;
  port: number;
  cookies: Map<number, string>;
  clockedIn: Map<number, boolean>;
}

/** CPU seconds so far of each pid: the stack's processes by tier, and PostgreSQL's (`shared`: its writers, no database's own). */
async function sample(stack: Stack, admin: pg.Client | null) {
  const node = (pid: number) => [pid, ...childrenOf(pid)];
  const pids: Record<Tier | 'shared', number[]> = {
    gateways: stack.cluster.gateways.flatMap((gateway) => node(gateway.pids.at(-1)!)),
    apis: stack.cluster.apis.flatMap((api) => node(api.pids.at(-1)!)),
    nginx: [stack.cluster.balancerPid, ...childrenOf(stack.cluster.balancerPid, 'nginx')],
    PostgreSQL: [],
    shared: [],
  };
  if (admin) {
    const { rows } = await admin.query<{ pid: number; datname: string | null }>(
      `SELECT pid, datname FROM pg_stat_activity WHERE datname = $1 OR datname IS NULL`,
      [stack.database],
    );
    for (const row of rows) pids[row.datname ? 'PostgreSQL' : 'shared'].push(row.pid);
  }
  return Object.fromEntries(
    Object.entries(pids).map(([tier, list]) => [tier, new Map(list.map((pid) => [pid, cpuSeconds(pid)]))]),
  ) as Record<Tier | 'shared', Map<number, number>>;
}

/** CPU seconds used between two samples; a pid first seen in `after` (a backend opened meanwhile) counts whole. */
const used = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

interface Round {
  result: LoadResult;
  /** CPU ms per clock-in of each tier, and of PostgreSQL's shared writers. */
  msPerRequest: Record<Tier | 'shared', number>;
}

interface Figures {
  instances: number;
  perSecond: number;
  p50: number;
  p95: number;
  failures: Map<string, number>;
  clientCpu: number;
  msPerRequest: Record<Tier | 'shared' | 'total', number>;
}

function figures(instances: number, rounds: Round[]): Figures {
  const latencies = rounds.flatMap((round) => round.result.latenciesMs).sort((a, b) => a - b);
  const failures = new Map<string, number>();
  for (const { result } of rounds)
    for (const [text, count] of result.failures) failures.set(text, (failures.get(text) ?? 0) + count);
  const of = (pick: (round: Round) => number) => median(rounds.map(pick));
  return {
    instances,
    perSecond: of((round) => round.result.perSecond),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    failures,
    clientCpu: of((round) => round.result.clientCpu),
    msPerRequest: {
      ...(Object.fromEntries(TIERS.map((tier) => [tier, of((round) => round.msPerRequest[tier])])) as Record<
        Tier,
        number
      >),
      shared: of((round) => round.msPerRequest.shared),
      total: of((round) => TIERS.reduce((sum, tier) => sum + round.msPerRequest[tier], 0)),
    },
  };
}

/** Whether PostgreSQL runs on this machine, where /proc shows its backends (else its CPU is not counted). */
async function postgresHere(admin: pg.Client) {
  const { rows } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return commandOf(rows[0].pid) === 'postgres';
}

export async function balancerPart({ serverUrl }: { serverUrl: string }) {
  const photo = await photo40k();
  const niks = Array.from({ length: USERS }, (_, index) => FIRST_NIK + index);
  const bodies = new Map([true, false].map((clocking) => [clocking, gatewayClockBody(clocking, photo)]));
  const stacks: Stack[] = [];
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const local = await postgresHere(admin);
    // One stack after the other: two starting at once on a busy machine only slows both.
    for (const instances of [1, 2]) {
      const cluster = await startCluster(
        serverUrl,
        async (databaseUrl) => {
          const db = await openPostgres(databaseUrl);
          await seedBench(db, USERS);
          await db.close();
        },
        { instances, nodeEnv: 'production' },
      );
      const stack: Stack = {
        instances,
        cluster,
        database: new URL(cluster.databaseUrl).pathname.slice(1),
        port: Number(new URL(cluster.url).port),
        cookies: new Map(),
        clockedIn: new Map(),
      };
      stacks.push(stack);
      for (const nik of niks) stack.cookies.set(nik, await sessionCookie(cluster.url, nik, DEMO_PASSWORD));
    }
    const connections = (stack: Stack) =>
      clockConnections(
        CONNECTIONS,
        niks,
        (nik, clocking) => {
          const { body, contentType } = bodies.get(clocking)!;
          return {
            method: 'POST',
            path: '/graphql',
            headers: {
              cookie: stack.cookies.get(nik)!,
              'content-type': contentType,
              'apollo-require-preflight': 'true',
            },
            body,
          };
        },
        stack.clockedIn,
      );

    // A warm-up each (connections pooled, code paths compiled), then the rounds interleaved.
    for (const stack of stacks) await load(stack.port, connections(stack), 1);
    const rounds = new Map<number, Round[]>(stacks.map((stack) => [stack.instances, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const stack of stacks) {
        const before = await sample(stack, local ? admin : null);
        const result = await load(stack.port, connections(stack), ROUND_SECONDS);
        const after = await sample(stack, local ? admin : null);
        const perRequest = (tier: Tier | 'shared') => (used(before[tier], after[tier]) * 1000) / result.count;
        rounds.get(stack.instances)!.push({
          result,
          msPerRequest: Object.fromEntries(
            [...TIERS, 'shared' as const].map((tier) => [tier, perRequest(tier)]),
          ) as Round['msPerRequest'],
        });
      }
    }
    const [one, two] = stacks.map((stack) => figures(stack.instances, rounds.get(stack.instances)!));

    console.log(
      `\nThrough the balancer (deploy/nginx.conf: nginx → gateways → nginx → apis, PostgreSQL, s3rver) — ` +
        `${CONNECTIONS} connections, ${ROUNDS}×${ROUND_SECONDS} s interleaved (1, 2, 1, 2, 1, 2), median; clock-ins through the gateway (GraphQL multipart)`,
    );
    console.log(
      `  ${'instances'.padEnd(20)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)}   CPU ms per clock-in: ` +
        `${TIERS.map((tier) => tier.padStart(10)).join(' ')} ${'total'.padStart(7)}   ` +
        `(not in total: PostgreSQL's shared writers; the bench process, load client + s3rver, in cores)`,
    );
    for (const row of [one, two]) {
      console.log(
        `  ${(row.instances === 1 ? '1 gateway + 1 api' : `${row.instances} gateways + ${row.instances} apis`).padEnd(20)} ${row.perSecond.toFixed(0).padStart(6)} ` +
          `${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)}                        ` +
          `${TIERS.map((tier) => row.msPerRequest[tier].toFixed(2).padStart(10)).join(' ')} ${row.msPerRequest.total.toFixed(2).padStart(7)}   ` +
          `(${row.msPerRequest.shared.toFixed(2)} ms; ${row.clientCpu.toFixed(2)} cores)`,
      );
      for (const [text, count] of row.failures) console.log(`      ! ${count} failed: ${text}`);
    }
    if (!local) console.log("  (PostgreSQL's server is not on this machine: its CPU is not in the figures)");
    const clean = one.failures.size === 0 && two.failures.size === 0;
    const cpuRatio = (tier: Tier | 'total') => (two.msPerRequest[tier] / one.msPerRequest[tier]).toFixed(2);
    console.log(
      `  2 instances / 1: req/s ${(two.perSecond / one.perSecond).toFixed(2)}, p95 ${(two.p95 / one.p95).toFixed(2)}, ` +
        `CPU per clock-in ${cpuRatio('total')} (${TIERS.map((tier) => `${tier} ${cpuRatio(tier)}`).join(', ')})` +
        (clean ? '' : ' — requests failed: not valid'),
    );
    console.log(
      `  This machine's ${cpus().length} cores are shared by every process above (and whatever else runs): the second gateway and api ` +
        `take their CPU from the first's, so req/s cannot double here. Where each instance has cores of its own, ` +
        `the CPU per clock-in ratio is what says how it scales: near 1.00, two instances serve about twice the clock-ins, ` +
        `until PostgreSQL or nginx runs out of CPU.`,
    );
  } finally {
    for (const stack of stacks) await stack.cluster.stop();
    await admin.end();
  }
}
