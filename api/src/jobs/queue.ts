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

/** pg-boss's SQL through Db: statements with parameters as one query, its scripts (BEGIN; …; COMMIT;) as one simple query. */
const executor = (db: Db): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: values && values.length > 0 ? await db.query(text, values) : await db.script(text) }),
});

export function createQueue(db: Db, config: Pick<Config, 'JOBS_SCHEMA'>, log: Pick<Logger, 'error'>): Queue {
  let started: Promise<PgBoss> | null = null;
  const boss = () => {
    started ??= (async () => {
      const instance = new PgBoss({ db: executor(db), schema: config.JOBS_SCHEMA });
      instance.on('error', (err) => log.error({ err }, 'job queue error'));
      await instance.start();
      return instance;
    })();
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
