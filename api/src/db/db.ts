import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  // PGlite 0.5 ignores parsers given to its constructor; per query they apply.
  const options = { parsers: { [DATE_OID]: asIs, [INT8_OID]: asNumber, [NUMERIC_OID]: asNumber } };
  await client.waitReady;
  await client.exec("SET TIME ZONE 'UTC'");
  const wrap = (runner: Pick<PGlite, 'query'>): Omit<Db, 'transaction' | 'close'> => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params, options)).rows;
    },
    async one<T>(sql: string, params: unknown[] = []) {
      return (await runner.query<T>(sql, params, options)).rows[0];
    },
  });
  const db: Db = {
    ...wrap(client),
    transaction: (work) =>
      client.transaction((tx) => work({ ...wrap(tx), transaction: (inner) => inner(db), close: async () => {} })),
    close: () => client.close(),
  };
  return db;
}

export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<Db> {
  const typeParser = (oid: number, format?: unknown) => {
    if (oid === DATE_OID) return asIs;
    if (oid === INT8_OID || oid === NUMERIC_OID) return asNumber;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    options: ['-c TimeZone=UTC', options.searchPath ? `-c search_path=${options.searchPath}` : '']
      .join(' ')
      .trim(),
  });
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
      try {
        await client.query('BEGIN');
        const result = await work({ ...wrap(client), transaction: (inner) => inner(db), close: async () => {} });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}
