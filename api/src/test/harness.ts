import { createHash, randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createContext, createLogger } from '../bootstrap.js';
import { loadConfig, type Config } from '../config/env.js';
import type { AppContext } from '../context.js';
import { openPglite, openPostgres, type Db } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { DEMO_PASSWORD, seedDemo } from '../db/seed.js';
import { deliverDue } from '../platform/notifications/delivery.js';

export { DEMO_PASSWORD };

/** The real PostgreSQL server the tests also run on (`npm test` in CI sets it), or undefined. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** A Redis server for the suites that can count in Redis too (REDIS_URL), when one is configured. */
export const testRedisUrl = (): string | undefined => process.env.REDIS_URL || undefined;

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a schema of its own on that real PostgreSQL server (dropped again on close).
 */
export async function openTestDb(): Promise<Db & { label: string; jobsSchema?: string }> {
  const url = testDatabaseUrl();
  if (!url) return Object.assign(await openPglite(), { label: 'pglite' });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const applicationName = `hadir-test-${schema}`;
  const db = await openPostgres(url, { searchPath: schema, applicationName });
  const closePool = db.close;
  // The job queue's tables too get a schema of their own, or two test files would take each other's jobs.
  const jobsSchema = `${schema}_jobs`;
  return Object.assign(db, {
    label: 'postgresql',
    applicationName,
    jobsSchema,
    async close() {
      await db.query(`DROP SCHEMA ${schema} CASCADE`);
      await db.query(`DROP SCHEMA IF EXISTS ${jobsSchema} CASCADE`);
      await closePool();
    },
  });
}

export interface TestApi {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  /** The same database as another process would write it: this api hears of the change only by the database's notice. */
  untold: Db;
  dataDir: string;
  close(): Promise<void>;
}

const apiSource = join(dirname(fileURLToPath(import.meta.url)), '..');
const snapshots = join(tmpdir(), 'hadir-test-snapshots');

/** Every non-test source file of the api, hashed: a migrated, seeded snapshot is good for exactly this code. */
function sourceKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
        hash.update(relative(apiSource, path)).update(readFileSync(path));
    }
  };
  walk(apiSource);
  return hash.digest('hex').slice(0, 24);
}

/**
 * A migrated, demo-seeded database. On PGlite a fresh initdb costs seconds of CPU per test file
 * (and, on a loaded machine, a hook timeout), so the first file to need one migrates and seeds it
 * once and leaves its files as a tarball keyed by the api's source; every later file starts from
 * that tarball. Two workers racing to write it both write whole files and rename: either wins.
 */
async function openSeededTestDb(): Promise<Db & { label: string; jobsSchema?: string }> {
  if (testDatabaseUrl()) {
    const db = await openTestDb();
    await migrate(db);
    await seedDemo(db);
    return db;
  }
  const file = join(snapshots, `${sourceKey()}.tar`);
  const saved = readIfThere(file);
  if (saved)
    return Object.assign(await openPglite(undefined, { from: new Blob([new Uint8Array(saved)]) }), { label: 'pglite' });
  const db = await openPglite();
  await migrate(db);
  await seedDemo(db);
  const tarball = Buffer.from(await (await db.dump()).arrayBuffer());
  mkdirSync(snapshots, { recursive: true });
  // Snapshots of older code go after a day (another checkout's run may still be reading its own).
  for (const old of readdirSync(snapshots)) {
    const path = join(snapshots, old);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (path !== file && Date.now() - modified > 86_400_000) rmSync(path, { force: true });
  }
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, tarball);
  renameSync(partial, file);
  return Object.assign(db, { label: 'pglite' });
}

function readIfThere(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The whole api on a fresh, migrated, demo-seeded database, with files under a temporary folder. */
export async function startTestApi(overrides: Partial<Record<keyof Config, string>> = {}): Promise<TestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-api-'));
  const db = await openSeededTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    ...(db.jobsSchema ? { JOBS_SCHEMA: db.jobsSchema } : {}),
    ...overrides,
  });
  const ctx = createContext(config, db, createLogger(config));
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    // The api's own handle: what a test writes, the api's caches (issue 48) drop at once, as they do the api's own writes.
    db: ctx.db,
    untold: db,
    dataDir,
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs a demo user in (ending any session they had) and returns the bearer header. */
export async function loginAs(app: FastifyInstance, nik: number, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/relogin', payload: { nik, password } });
  if (response.statusCode !== 200) throw new Error(`login ${nik} failed: ${response.body}`);
  return `Bearer ${response.json().data.token}`;
}

/**
 * Sends what the notification outbox holds now, as a running api's delivery would (issue 47): the
 * password-reset and activation mails go through it, so a test that reads the mail dir delivers first.
 */
export async function deliverOutbox(api: Pick<TestApi, 'ctx'>): Promise<void> {
  await api.ctx.background.settled();
  while ((await deliverDue(api.ctx, 'test')) > 0);
}
