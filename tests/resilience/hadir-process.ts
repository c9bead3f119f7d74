// Hadir as `npm start` runs it (scripts/start.mjs: supervised api and gateway processes), on free
// loopback ports, a fresh database (a new one on TEST_DATABASE_URL's server, else PGlite under a
// temporary DATA_DIR) and a small stand-in web build. What the resilience suite disrupts.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const INDEX_HTML = '<!doctype html><title>Hadir</title><div id="root"></div>';

/** A loopback port the system has just given out and taken back (the suites' processes listen on it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export interface HadirProcess {
  url: string;
  apiUrl: string;
  dataDir: string;
  /** 'postgresql' or 'pglite' */
  database: 'postgresql' | 'pglite';
  /** The database URL when on PostgreSQL. */
  databaseUrl: string | null;
  /** Everything the supervisor printed. */
  output(): string;
  /** pids of the api processes started so far, in order. */
  apiPids(): number[];
  gatewayPids(): number[];
  /** Resolves when the api has been started `count` times. */
  waitForApiStart(count: number, timeoutMs?: number): Promise<number>;
  stop(): Promise<void>;
  /** Drops the database (PostgreSQL) and the DATA_DIR. */
  remove(): Promise<void>;
}

export async function startHadir(): Promise<HadirProcess> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-resilience-'));
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);

  const testUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  if (testUrl) {
    const name = `hadir_resilience_${port}`;
    const admin = new pg.Client({ connectionString: testUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(testUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HADIR_FROM_SOURCE: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    API_PORT: String(apiPort),
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'error',
    RESTART_BACKOFF_MS: '200',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  delete env.TEST_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const pids = (name: string) =>
    [...output.matchAll(new RegExp(`^${name} started \\(pid (\\d+)\\)`, 'gm'))].map((match) => Number(match[1]));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Hadir did not start:\n${output}`);
    if (Date.now() > deadline) throw new Error(`Hadir did not answer within 90 s:\n${output}`);
    if (
      pids('gateway').length > 0 &&
      (await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ))
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    dataDir,
    database: databaseUrl ? 'postgresql' : 'pglite',
    databaseUrl,
    output: () => output,
    apiPids: () => pids('api'),
    gatewayPids: () => pids('gateway'),
    async waitForApiStart(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (pids('api').length < count) {
        if (Date.now() > until)
          throw new Error(`the api was not started again within ${timeoutMs / 1000} s:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return pids('api')[count - 1];
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // The supervisor exits half a second after asking its children to; give them the time to go.
      for (const pid of [...pids('api'), ...pids('gateway')]) {
        for (let tries = 0; tries < 50 && isRunning(pid); tries += 1)
          await new Promise((resolve) => setTimeout(resolve, 100));
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
    },
    async remove() {
      if (databaseUrl && testUrl) {
        const admin = new pg.Client({ connectionString: testUrl });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
