// Starts the api and then the gateway as child processes, and stops both together.
import { spawn } from 'node:child_process';

export const apiPort = () => Number(process.env.API_PORT ?? 4000);

export async function waitForHttp(url, timeoutMs = 60000) {
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

export function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping Hadir`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;

export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));
