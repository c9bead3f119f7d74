// Runs Hadir's processes as supervised children. A child that stops before it was ever ready
// (a configuration error, a port in use) stops Hadir with its exit code, as a failed start should.
// A child that stops after it was ready (a crash, a lost database it could not survive) is started
// again after a back-off that doubles from RESTART_BACKOFF_MS up to RESTART_BACKOFF_MAX_MS and
// starts over once a run has lasted a minute; the other children keep running meanwhile, so the
// gateway goes on serving the app and answering "cannot reach the server" while the api is down.
import { spawn } from 'node:child_process';

export const apiPort = () => Number(process.env.API_PORT ?? 4000);

const BACKOFF_MS = Number(process.env.RESTART_BACKOFF_MS ?? 500);
const BACKOFF_MAX_MS = Number(process.env.RESTART_BACKOFF_MAX_MS ?? 30_000);
const STABLE_RUN_MS = 60_000;

const children = new Set();
let stopping = false;

export async function waitForHttp(url, timeoutMs = 60000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`stopped before ${url} answered`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts a supervised child. `readyUrl`: it counts as ready once that URL answers (the returned
 * `ready` promise); without one it counts as ready once spawned.
 */
export function run(name, command, args, env = {}, { readyUrl } = {}) {
  let backoff = BACKOFF_MS;
  let everReady = false;
  let alive = false;

  const start = () => {
    const startedAt = Date.now();
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    alive = true;
    children.add(child);
    console.log(`${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      alive = false;
      children.delete(child);
      if (stopping) return;
      if (!everReady) {
        console.error(`${name} stopped (${signal ?? code}) before it was ready; stopping Hadir`);
        return stopAll(code || 1);
      }
      if (Date.now() - startedAt >= STABLE_RUN_MS) backoff = BACKOFF_MS;
      console.error(`${name} stopped (${signal ?? code}); starting it again in ${backoff} ms`);
      setTimeout(() => stopping || start(), backoff);
      backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    });
  };

  start();
  const ready = (readyUrl ? waitForHttp(readyUrl, 60000, () => alive) : Promise.resolve()).then(() => {
    everReady = true;
  });
  // A failed start is reported by the exit handler; the caller may still await `ready`.
  ready.catch(() => {});
  return { ready };
}

export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
  if (children.size === 0) process.exit(code);
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
