// The whole stack for the browser tests, started fresh: the built api and gateway on their own
// ports and a new database — a fresh PostgreSQL database when TEST_DATABASE_URL is set, else PGlite.
// Everything is keyed by E2E_PORT, so several runs can share a machine; E2E_WEB_DIST picks a web build.
import { rmSync } from 'node:fs';
import pg from 'pg';
import { e2eDataDir } from './paths.mjs';

const port = process.env.E2E_PORT ?? '8181';
const dataDir = e2eDataDir(port);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  DATA_DIR: dataDir,
  API_PORT: process.env.E2E_API_PORT ?? '4181',
  PORT: port,
  PUBLIC_URL: `http://localhost:${port}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  // The browser tests set the instant the api judges clock-ins by (PUT /api/v1/test/clock).
  TEST_CLOCK: 'true',
  ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
};

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS hadir_e2e_${port} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE hadir_e2e_${port}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/hadir_e2e_${port}`;
  env.DATABASE_URL = url.toString();
}

Object.assign(process.env, env);
await import('../../scripts/start.mjs');
