import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { privateDirSync, tightenTree } from '../lib/private-files.js';

export type Row = Record<string, unknown>;

/** The one way the api talks to PostgreSQL, whether PGlite (embedded) or a real server. */
export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
// Dates stay 'yyyy-mm-dd' strings (a calendar day has no time zone); bigint counts become numbers.
const asIs = (value: string) => value;
const asNumber = (value: string) => Number(value);

export async function openPglite(dir?: string): Promise<Db> {
  if (dir) privateDirSync(dir);
  // Parsers set once, in the options object: `new PGlite(dir, options)` drops the options when dir
  // is undefined (in memory), and parsers passed per query make PGlite copy its whole parser map
  // on every query (about a fifth of a clock-in's time).
  const client = new PGlite({ dataDir: dir, parsers: { [DATE_OID]: asIs, [INT8_OID]: asNumber, [NUMERIC_OID]: asNumber } });
  await client.waitReady;
  await client.exec("SET TIME ZONE 'UTC'");
  // PGlite writes its files 0666 whatever the umask; the folder is 0700 so they are never
  // reachable by others, and they are tightened to 0600 on every open and close as well.
  if (dir) tightenTree(dir);
  const wrap = (runner: Pick<PGlite, 'query'>): Omit<Db, 'transaction' | 'close'> => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params)).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params)).rows[0];
    },
  });
  const db: Db = {
    ...wrap(client),
    transaction: (work) =>
      client.transaction((tx) => work({ ...wrap(tx), transaction: (inner) => inner(db), close: async () => {} })),
    async close() {
      await client.close();
      if (dir) tightenTree(dir);
    },
  };
  return db;
}

/**
 * True for an error that means the database connection is gone (the server restarted, failed
 * over, or ended the backend; a proxy closed it), not that the statement was wrong. The api
 * answers those with 503; the pool has already dropped the broken connection and opens a new one
 * for the next request.
 */
export function isConnectionLost(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    // 08xxx connection exceptions; 57P01-57P03 admin shutdown, crash shutdown, cannot connect now.
    if (/^08|^57P0[1-3]$/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code)) return true;
  }
  return typeof message === 'string' && /Connection terminated|Client has encountered a connection error/.test(message);
}

export interface PostgresOptions {
  searchPath?: string;
  /** Shown in pg_stat_activity; lets an operator (and the connection-loss test) find the api's backends. */
  applicationName?: string;
  /** Told about connections that broke while idle in the pool (they are dropped and replaced). */
  onConnectionError?: (error: Error) => void;
}

/**
 * A pool on a real server. A connection the server ends (restart, failover, pg_terminate_backend,
 * an idle timeout on the way) emits 'error' on the pool when it was idle, and on the client when it
 * was checked out; both are listened to here, so neither is an unhandled 'error' that ends the
 * process. The work on it fails; the pool opens fresh connections for what comes next.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const typeParser = (oid: number, format?: unknown) => {
    if (oid === DATE_OID) return asIs;
    if (oid === INT8_OID || oid === NUMERIC_OID) return asNumber;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    application_name: options.applicationName ?? 'hadir-api',
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    options: ['-c TimeZone=UTC', options.searchPath ? `-c search_path=${options.searchPath}` : '']
      .join(' ')
      .trim(),
  });
  pool.on('error', onConnectionError);
  const wrap = (runner: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await runner.query(sql, params)).rows as T[];
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await runner.query(sql, params)).rows[0] as T | undefined;
    },
  });
  const db: Db = {
    ...wrap(pool),
    async transaction(work) {
      const client = await pool.connect();
      // pg-pool listens for errors only on idle clients; while this one is out, it is ours to hear.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        onConnectionError(error);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work({ ...wrap(client), transaction: (inner) => inner(db), close: async () => {} });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!broken && !isConnectionLost(error)) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        } else broken ??= error as Error;
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A broken client is destroyed, not returned to the pool for the next request to trip on.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
  return db;
}
