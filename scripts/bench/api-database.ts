// The HR parts' api on its own database, seeded as the part needs: a PGlite directory, or a fresh
// `hadir_bench_<part>_<port>` database on the PostgreSQL server the bench was given.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../../api/src/db/db.js';
import { migrate } from '../../api/src/db/migrate.js';
import { seedDemo } from '../../api/src/db/seed.js';
import { startProcess } from './processes.js';

export type DatabaseKind = 'pglite' | 'postgresql';

/** A database made afresh (any left by an earlier run dropped first) on the PostgreSQL server at `serverUrl`: its URL, and how to drop it. */
export async function freshDatabase(serverUrl: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql);
    await client.end();
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Migrates and seeds the demo, then `seedMore` (whatever the part measures), then ANALYZE; answers what the api
 * needs in its environment, what `seedMore` returned, and how to drop the database afterwards.
 */
export async function benchDatabase<T>(
  part: string,
  kind: DatabaseKind,
  dataDir: string,
  serverUrl: string | undefined,
  port: number,
  seedMore: (db: Db) => Promise<T>,
) {
  const seed = async (db: Db) => {
    await migrate(db);
    await seedDemo(db);
    const seeded = await seedMore(db);
    // As autovacuum would soon after a bulk load in production: the planner's statistics of the rows
    // just written, so the part measures the plans a company's database runs, not a fresh table's.
    await db.query('ANALYZE');
    await db.close();
    return seeded;
  };
  const none: Record<string, string> = {};
  if (kind === 'pglite')
    return { env: none, seeded: await seed(await openPglite(join(dataDir, 'db'))), drop: async () => {}, name: null };
  const name = `hadir_bench_${part}_${port}`;
  const { url, drop } = await freshDatabase(serverUrl!, name);
  const seeded = await seed(await openPostgres(url));
  const env: Record<string, string> = { DATABASE_URL: url };
  return { env, seeded, drop, name };
}

/**
 * The api, configured as in production, on loopback `port` over that database: from its sources, or
 * from `entry` (a built `api/dist/index.js`, as production runs it).
 */
export const startBenchApi = (port: number, dataDir: string, env: Record<string, string>, entry = 'api/src/index.ts') =>
  startProcess('api', entry, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    JWT_SECRET: randomBytes(32).toString('hex'),
    // Production refuses to start without them (api/src/config/env.ts checkProductionConfig).
    GATEWAY_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  });
