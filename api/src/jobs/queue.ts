import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import type { Db } from '../db/db.js';

/**
 * The job queue: pg-boss on the api's own database, so a job survives a restart and one job is
 * taken by one process wherever several serve. On PGlite it runs through the same connection
 * (pg-boss's `db` executor over Db); on PostgreSQL through the same pool, and every api process
 * sees the same queue.
 */
export interface Queue {
  /** pg-boss, started on first use (creating or migrating its schema), so a process that queues nothing starts nothing. */
  boss(): Promise<PgBoss>;
  /** Resolves when the queue's tables answer (readiness). */
  check(): Promise<void>;
  /** Stops fetching and waits for the jobs this process is running, then releases the queue. */
  stop(): Promise<void>;
}

/**
 * pg-boss's SQL through Db: statements with parameters as one query, its scripts (BEGIN; …; COMMIT;)
 * as one simple query. Creating a queue (create_queue: a row, then a partition table with a foreign
 * key to the queue table) takes a lock per queue schema first: two processes creating queues at once
 * (every api process creates its queues at start, so a cluster's first start does) otherwise deadlock.
 */
const executor = (db: Db, schema: string): PgBoss.Db => ({
  async executeSql(text, values) {
    if (!values || values.length === 0) return { rows: await db.script(text) };
    if (!text.includes(`${schema}.create_queue(`)) return { rows: await db.query(text, values) };
    return {
      rows: await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`hadir.jobs.create_queue.${schema}`]);
        return tx.query(text, values);
      }),
    };
  },
});

export function createQueue(db: Db, config: Pick<Config, 'JOBS_SCHEMA'>, log: Pick<Logger, 'error'>): Queue {
  let started: Promise<PgBoss> | null = null;
  const start = async () => {
    const instance = new PgBoss({ db: executor(db, config.JOBS_SCHEMA), schema: config.JOBS_SCHEMA });
    instance.on('error', (err) => log.error({ err }, 'job queue error'));
    await instance.start();
    return instance;
  };
  const boss = () => {
    started ??= start().catch((error: unknown) => {
      // Two processes creating the queue's schema at once (a cluster's first start): pg-boss takes
      // an advisory lock first, but the one that waited may still see the schema as missing and be
      // refused by PostgreSQL's catalog ("duplicate key … pg_namespace"), which pg-boss does not
      // take for its known race. The other process has created everything by then: start again.
      if ((error as { code?: string }).code !== '23505') throw error;
      return start();
    });
    return started;
  };
  return {
    boss,
    async check() {
      await boss();
      await db.query(`SELECT 1 FROM ${config.JOBS_SCHEMA}.version`);
    },
    async stop() {
      if (!started) return;
      const instance = await started.catch(() => null);
      started = null;
      await instance?.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
    },
  };
}
