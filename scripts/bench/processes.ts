// The processes the bench measures: each tier in its own Node process (run from source with tsx,
// as `HADIR_FROM_SOURCE=1 npm start` does, or a compiled .js entry as it is, as in production), so
// their CPU and memory are their own.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

export interface Proc {
  name: string;
  child: ChildProcess;
  /** The process and, for a cluster, its workers. */
  pids(): number[];
  stop(): Promise<void>;
}

/** BENCH_PROFILE_DIR=<dir> writes a V8 CPU profile of each measured process there when it stops. */
const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];

/** Every process started and not yet exited: the bench never leaves one behind (a stray api on its port spoils the next run). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  // SIGTERM: an api with several processes stops its workers on it.
  for (const child of running) child.kill('SIGTERM');
});

/**
 * The bench's environment over this shell's, but the database only as the bench names it: a
 * DATABASE_URL in the shell (`DATABASE_URL=… npm run bench`, as docs/benchmarks.md offers) had reached the
 * "PGlite" api too, which then migrated that server's database and answered 401 to its users.
 */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shell, ...inherited } = process.env;
  return { ...inherited, ...env };
}

/**
 * `ipc`: a channel to the process (child.send and its 'message' events), for a driver the bench talks to.
 * A .ts script runs through tsx; a .js one (a built dist/ entry) runs as it is.
 */
export function startProcess(name: string, script: string, env: Record<string, string>, ipc = false): Proc {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...profile, ...loader, script], {
    env: processEnv(env),
    stdio: ipc ? ['ignore', 'ignore', 'pipe', 'ipc'] : ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  child.on('exit', (code, signal) => {
    if (code && code !== 0) console.error(`${name} exited ${code ?? signal}:\n${stderr}`);
  });
  return {
    name,
    child,
    pids: () => [child.pid!, ...childrenOf(child.pid!)],
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function statOf(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it split cleanly.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** A process's children running `command` (node by default). */
export function childrenOf(pid: number, command = 'node'): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    // Node children only (cluster workers), not the esbuild service tsx starts beside each process.
    if (stat && Number(stat[1]) === pid && commandOf(Number(entry)) === command) found.push(Number(entry));
  }
  return found;
}

/** CPU seconds (user + system) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = statOf(pid);
  if (!stat) return 0;
  return (Number(stat[11]) + Number(stat[12])) / 100;
}

/** Resident memory now (VmRSS) in MB: what a process gave back shows here, never in its peak. */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Peak resident memory (VmHWM) in MB. */
export function peakRssMb(pid: number): number {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * What the bench measures the CPU of: a process it started, or another's processes it can see.
 * `cpuSeconds`, where given, is the CPU its processes have used so far, those that have ended
 * included; without it, the live pids' are summed.
 */
export type Measurable = Pick<Proc, 'name' | 'pids'> & { cpuSeconds?: () => number };

/**
 * PostgreSQL's backends serving one database, as a measurable "process" (issue 31: a request's cost
 * includes the database's own CPU, 15–40 % of it on PostgreSQL). Their pids come from
 * pg_stat_activity, refreshed in the background every 250 ms, with each one's CPU: a pool closes a
 * connection idle for 10 s (the bench's other scenarios run longer than that between two of the
 * api's) and opens new ones under load, so the pids of a slice's start are not those of its end —
 * counting only those undercounted the clock-ins' database CPU five-fold. `cpuSeconds()` adds each
 * backend seen, a live one's CPU now and an ended one's as last read (it ends idle). Empty where the
 * server is not on this machine (its backends are not in /proc): `here` says so.
 */
export async function postgresBackends(
  serverUrl: string,
  database: string,
): Promise<Measurable & { here: boolean; cpuSeconds(): number; close(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl, application_name: 'hadir-bench-admin' });
  await admin.connect();
  const own = (await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const here = commandOf(own) === 'postgres';
  let pids: number[] = [];
  const lastCpu = new Map<number, number>();
  const refresh = async () => {
    const { rows } = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    pids = here ? rows.map((row) => row.pid) : [];
    for (const pid of pids) lastCpu.set(pid, cpuSeconds(pid));
  };
  await refresh();
  let refreshing: Promise<void> | null = null;
  // One read at a time on the one client: under load a read can take longer than the interval, and
  // a second sent meanwhile is the "client is already executing a query" pg warns of.
  const timer = setInterval(() => {
    refreshing ??= refresh()
      .catch(() => undefined)
      .finally(() => {
        refreshing = null;
      });
  }, 250);
  return {
    name: 'PostgreSQL',
    here,
    pids: () => pids,
    cpuSeconds() {
      let total = 0;
      for (const [pid, last] of lastCpu) {
        const now = cpuSeconds(pid);
        // A pid gone (0) or reused by another process (whose CPU is less) counts as last read.
        total += now >= last ? now : last;
      }
      return total;
    },
    async close() {
      clearInterval(timer);
      await refreshing;
      await admin.end();
    },
  };
}
