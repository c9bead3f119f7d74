// Measuring scenarios against the servers under test: each run's requests per second, latencies and
// the servers' CPU, interleaved so every ratio compares figures taken side by side (scripts/bench.ts).
import {
  jsonSuccess,
  load,
  median,
  percentile,
  type Connection,
  type LoadResult,
  type Send,
  type Shot,
} from './load.js';
import { cpuSeconds, type Measurable } from './processes.js';

/** Runs of each scenario (the median is reported) and their length. */
export const RUNS = 3;
export const RUN_SECONDS = 3;

export interface Scenario {
  name: string;
  port: number;
  connections: () => Connection[];
  /** Processes whose CPU is reported beside the figure (PostgreSQL's backends too, where measured). */
  processes: Measurable[];
}

export interface Measured {
  name: string;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: Map<string, number>;
  clientCpu: number;
  cpu: Map<string, number>;
  /** Each run's requests and the measured processes' CPU seconds. */
  runs: { count: number; cpuSeconds: number }[];
}

/** Runs the scenarios interleaved, `runs` times each after a warm-up, so every ratio compares like with like. */
export async function measureInterleaved(
  scenarios: Scenario[],
  runs = RUNS,
  runSeconds = RUN_SECONDS,
  warmUp = true,
): Promise<Map<string, Measured>> {
  if (warmUp) for (const scenario of scenarios) await load(scenario.port, scenario.connections(), 1);
  const measuredRuns = new Map<string, { results: LoadResult[]; cpu: Map<string, number[]>; used: Measured['runs'] }>();
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of scenarios) {
      // Each measured process's CPU so far: its own total where it keeps one (PostgreSQL's backends,
      // which come and go), else the sum of its pids' as the slice starts.
      const meters = scenario.processes.flatMap((proc) =>
        proc.cpuSeconds
          ? [{ name: proc.name, read: proc.cpuSeconds }]
          : proc.pids().map((pid) => ({ name: proc.name, read: () => cpuSeconds(pid) })),
      );
      const before = meters.map(({ read }) => read());
      const started = Date.now();
      const result = await load(scenario.port, scenario.connections(), runSeconds);
      const seconds = (Date.now() - started) / 1000;
      const entry = measuredRuns.get(scenario.name) ?? {
        results: [] as LoadResult[],
        cpu: new Map<string, number[]>(),
        used: [] as Measured['runs'],
      };
      entry.results.push(result);
      const used = meters.map(({ read }, index) => read() - before[index]);
      const perProcess = new Map<string, number>();
      meters.forEach(({ name }, index) => perProcess.set(name, (perProcess.get(name) ?? 0) + used[index] / seconds));
      for (const [name, share] of perProcess) entry.cpu.set(name, [...(entry.cpu.get(name) ?? []), share]);
      entry.used.push({ count: result.count, cpuSeconds: used.reduce((sum, seconds) => sum + seconds, 0) });
      measuredRuns.set(scenario.name, entry);
    }
  }
  const measured = new Map<string, Measured>();
  for (const [name, { results, cpu, used }] of measuredRuns) {
    const latencies = results.flatMap((result) => result.latenciesMs).sort((a, b) => a - b);
    const failures = new Map<string, number>();
    for (const result of results)
      for (const [text, count] of result.failures) failures.set(text, (failures.get(text) ?? 0) + count);
    measured.set(name, {
      name,
      perSecond: median(results.map((result) => result.perSecond)),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      failures,
      clientCpu: median(results.map((result) => result.clientCpu)),
      cpu: new Map([...cpu].map(([process, shares]) => [process, median(shares)])),
      runs: used,
    });
  }
  return measured;
}

/** Server CPU milliseconds per request: what a request costs, whatever share of the machine the servers got. */
export const cpuMsPerRequest = (row: Measured) =>
  ([...row.cpu.values()].reduce((sum, share) => sum + share, 0) * 1000) / row.perSecond;

/** One measured process's CPU milliseconds per request (a tier's own share of what a request costs). */
export function cpuMsPerRequestOf(row: Measured, processName: string): number {
  const share = row.cpu.get(processName);
  if (share === undefined) throw new Error(`${processName} was not measured in '${row.name}'`);
  return (share * 1000) / row.perSecond;
}

export function printMeasured(rows: Measured[]) {
  console.log(
    `  ${'what'.padEnd(40)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ` +
      `${'CPU ms/req'.padStart(10)}  CPU (cores): client, servers`,
  );
  for (const row of rows) {
    const cpu = [...row.cpu].map(([name, share]) => `${name} ${share.toFixed(2)}`).join(', ');
    console.log(
      `  ${row.name.padEnd(40)} ${row.perSecond.toFixed(0).padStart(6)} ${row.p50.toFixed(1).padStart(7)} ` +
        `${row.p95.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${cpuMsPerRequest(row).toFixed(2).padStart(10)}  ` +
        `client ${row.clientCpu.toFixed(2)}${cpu ? `, ${cpu}` : ''}`,
    );
    for (const [text, count] of row.failures) console.log(`      ! ${count} failed: ${text}`);
  }
}

/** Each connection owns its users and clocks them in and out in turn, so every clocking is allowed. */
export function clockConnections(
  connections: number,
  owners: number[],
  shot: (nik: number, clocking: boolean, send: Send) => Shot | Promise<Shot>,
  clockedIn: Map<number, boolean>,
) {
  return Array.from({ length: connections }, (_, index): Connection => {
    const mine = owners.filter((_, position) => position % connections === index);
    let turn = 0;
    let pending = { nik: 0, clocking: true };
    return {
      next(send) {
        const nik = mine[turn++ % mine.length];
        pending = { nik, clocking: !clockedIn.get(nik) };
        return shot(nik, pending.clocking, send);
      },
      settle(status, body) {
        const failure = jsonSuccess(status, body);
        if (!failure) clockedIn.set(pending.nik, pending.clocking);
        return failure;
      },
    };
  });
}
