// The bench's load client: a fixed number of keep-alive connections, each sending prebuilt
// requests back to back (no per-request encoding, so the client stays far below the servers it
// measures; its own CPU share is reported beside each figure to show it).
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface Shot {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Sends one request on the load's connections and answers its status and body. */
export type Send = (shot: Shot) => Promise<{ status: number; body: string }>;

/** One connection's next request, and what makes its answer a success (a 200 alone may be a GraphQL error). */
export interface Connection {
  /**
   * The next request. A request that needs an answer first (a clock-in signed over the api's fresh
   * nonce) asks for it with `send`: that request is part of this one, in its latency and its CPU.
   */
  next(send: Send): Shot | Promise<Shot>;
  /** Called with each answer; returns an error text to count, or null for a success. */
  settle(status: number, body: string): string | null;
}

export interface LoadResult {
  perSecond: number;
  count: number;
  latenciesMs: number[];
  failures: Map<string, number>;
  clientCpu: number;
}

function send(agent: Agent, port: number, shot: Shot): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...shot.headers };
    if (shot.body) headers['content-length'] = shot.body.length;
    const req = httpRequest(
      { host: '127.0.0.1', port, method: shot.method, path: shot.path, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(shot.body);
  });
}

/** Runs every connection for `seconds`, counting the requests that finished inside the window. */
export async function load(port: number, connections: Connection[], seconds: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections.length });
  const latenciesMs: number[] = [];
  const failures = new Map<string, number>();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    connections.map(async (connection) => {
      while (performance.now() < deadline) {
        const sentAt = performance.now();
        let failure: string | null;
        try {
          const shot = await connection.next((first) => send(agent, port, first));
          const { status, body } = await send(agent, port, shot);
          failure = connection.settle(status, body);
        } catch (error) {
          failure = (error as Error).message;
        }
        latenciesMs.push(performance.now() - sentAt);
        if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    perSecond: latenciesMs.length / elapsed,
    count: latenciesMs.length,
    latenciesMs,
    failures,
    clientCpu: (cpu.user + cpu.system) / 1e6 / elapsed,
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A JSON answer counts when it is a 200 without GraphQL errors; otherwise its status and first words. */
export function jsonSuccess(status: number, body: string): string | null {
  if (status === 200 && !body.includes('"errors"')) return null;
  const message = /"message"\s*:\s*"([^"]{0,80})/.exec(body)?.[1] ?? body.slice(0, 80);
  return `${status} ${message}`;
}
