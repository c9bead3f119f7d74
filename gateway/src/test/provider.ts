import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The gateway's tests use the real provider the way production does: our api started as its own
 * process (from source, through tsx) and reached over HTTP only. It runs on a fresh PGlite database
 * under a temporary folder, seeded with the demo accounts; nothing of the api is imported here.
 */
export interface Provider {
  url: string;
  close(): Promise<void>;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiEntry = join(repoRoot, 'api', 'src', 'index.ts');

/** A port nobody listens on right now (the OS picks it; the api binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function untilListening(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}):\n${output()}`);
    const answered = await fetch(`${url}/api/v1/login`).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the api did not listen on ${url} within 110 s:\n${output()}`);
}

/** Starts the api with the given settings on top of test defaults (see api/src/config/env.ts). */
export async function startProvider(settings: Record<string, string> = {}): Promise<Provider> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-provider-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', apiEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      ...settings,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  // A test run that ends without close() (a hook timed out) neither waits for the api nor leaves it
  // running: the child does not hold the runner open, and dies with it.
  child.unref();
  (child.stderr as unknown as { unref(): void }).unref();
  const orphaned = () => child.kill('SIGKILL');
  process.once('exit', orphaned);
  const direct = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const close = async () => {
    process.off('exit', orphaned);
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await untilListening(direct, child, () => stderr);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: direct, close };
}
