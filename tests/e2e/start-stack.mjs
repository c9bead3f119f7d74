// The whole stack for the browser tests, started fresh: the built api and gateway on their own
// ports and a new database — a fresh PostgreSQL database when TEST_DATABASE_URL is set, else PGlite.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const dataDir = join(process.cwd(), '.tmp', 'e2e-data');
rmSync(dataDir, { recursive: true, force: true });

const env = {
  DATA_DIR: dataDir,
  API_PORT: process.env.E2E_API_PORT ?? '4181',
  PORT: process.env.E2E_PORT ?? '8181',
  PUBLIC_URL: `http://localhost:${process.env.E2E_PORT ?? '8181'}`,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
};

if (process.env.TEST_DATABASE_URL) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS hadir_e2e WITH (FORCE)');
  await admin.query('CREATE DATABASE hadir_e2e');
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/hadir_e2e';
  env.DATABASE_URL = url.toString();
}

Object.assign(process.env, env);
await import('../../scripts/start.mjs');
