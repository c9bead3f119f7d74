import { parse as pgliteParse, PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { privateDirSync, tightenTree } from '../lib/private-files.js';

export type Row = Record<string, unknown>;

/** The one way the api talks to PostgreSQL, whether PGlite (embedded) or a real server. */
export interface Db {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Row>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /**
   * Several statements with no parameters, sent as one simple query, answering the last one's rows
   * (the job queue's schema and its locked maintenance: BEGIN; …; COMMIT; on one connection).
   */
  script<T = Row>(sql: string): Promise<T[]>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (issue 48: lib/read-cache.ts): `notice` with each payload; `state(true)`
   * once listening, `state(false)` whenever notices may have been missed (a real server's listening
   * connection lost: it reconnects every second, and says `state(true)` again). Answers how to stop.
   * Absent on a transaction's handle.
   */
  listen?(
    channel: string,
    notice: (payload: string) => void,
    state: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * How another thread opens a pool of its own on the same database (an export's worker thread):
   * a real server's address and the schema path. Absent on PGlite: an embedded database lives in
   * this thread's memory and cannot be opened by a second thread (its work stays in this one).
   */
  readonly connection?: PostgresConnection;
}

/** What a pool on a real server is opened with, enough for another thread to open its own. */
export interface PostgresConnection {
  url: string;
  searchPath?: string;
  applicationName?: string;
}

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const TIMESTAMPTZ_OID = 1184;
// Dates stay 'yyyy-mm-dd' strings (a calendar day has no time zone); bigint counts become numbers.
const asIs = (value: string) => value;
const asNumber = (value: string) => Number(value);

/**
 * An instant as a real server writes it on our connections (TimeZone=UTC): 'yyyy-mm-dd hh:mm:ss[.ffffff]+00',
 * read by position. node-postgres's own parser (postgres-date) runs three regular expressions on every
 * one — a month's export reads 420,000 clockings, and that parse was a fifth of reading them (issue 48).
 * The same answer: the fraction is taken as postgres-date takes it (cut to the millisecond), and any
 * other shape (a year before 100 or after 9999, BC, infinity, another offset) goes to that parser.
 */
export function parseUtcInstant(text: string, otherwise: (text: string) => unknown): unknown {
  const length = text.length;
  const plain = length === 22;
  if (
    (plain || (length >= 24 && length <= 29 && text.charCodeAt(19) === 46)) && // '.'
    text.charCodeAt(length - 3) === 43 && // '+'
    text.charCodeAt(length - 2) === 48 &&
    text.charCodeAt(length - 1) === 48 &&
    text.charCodeAt(4) === 45 && // '-'
    text.charCodeAt(10) === 32 && // ' '
    text.charCodeAt(0) !== 48 // a year from 1000: Date.UTC reads 0–99 as 1900–1999
  ) {
    const fraction = plain ? 0 : 1000 * parseFloat(text.slice(19, length - 3));
    const time = Date.UTC(
      Number(text.slice(0, 4)),
      Number(text.slice(5, 7)) - 1,
      Number(text.slice(8, 10)),
      Number(text.slice(11, 13)),
      Number(text.slice(14, 16)),
      Number(text.slice(17, 19)),
      fraction,
    );
    if (!Number.isNaN(time)) return new Date(time);
  }
  return otherwise(text);
}

/** An embedded database, optionally started from a dump of another one's files (`dump`) instead of a fresh initdb. */
export interface PgliteDb extends Db {
  /** The database's files as one tarball, for `openPglite(undefined, { from })`. */
  dump(): Promise<Blob>;
}

export async function openPglite(dir?: string, options: { from?: Blob } = {}): Promise<PgliteDb> {
  if (dir) privateDirSync(dir);
  // Parsers set once, in the options object: `new PGlite(dir, options)` drops the options when dir
  // is undefined (in memory), and parsers passed per query make PGlite copy its whole parser map
  // on every query (about a fifth of a clock-in's time).
  const client = new PGlite({
    dataDir: dir,
    loadDataDir: options.from,
    parsers: { [DATE_OID]: asIs, [INT8_OID]: asNumber, [NUMERIC_OID]: asNumber },
  });
  await client.waitReady;
  await client.exec("SET TIME ZONE 'UTC'");
  // PGlite writes its files 0666 whatever the umask; the folder is 0700 so they are never
  // reachable by others, and they are tightened to 0600 on every open and close as well.
  if (dir) tightenTree(dir);
  const oneTrip = oneTripQueries(client);
  const wrap = (inTransaction: boolean, runner: Pick<PGlite, 'query' | 'exec'>): Omit<Db, 'transaction' | 'close'> => {
    const query = async <T>(sql: string, params: unknown[]) => {
      const rows = await oneTrip<T>(sql, params, inTransaction);
      return rows ?? (await runner.query<T>(sql, params)).rows;
    };
    return {
      query: (sql, params = []) => query(sql, params),
      one: async <T>(sql: string, params: unknown[] = []) => (await query<T>(sql, params))[0],
      script: async <T>(sql: string) => ((await runner.exec(sql)).at(-1)?.rows ?? []) as T[],
    };
  };
  const db: PgliteDb = {
    ...wrap(false, client),
    dump: () => client.dumpDataDir('none'),
    // One process holds an embedded database: its notices come in the answer to the statement that
    // committed them, before that statement's promise settles.
    async listen(channel, notice, state) {
      const stop = await client.listen(channel, notice);
      state(true);
      return async () => {
        state(false);
        await stop();
      };
    },
    transaction: (work) =>
      client.transaction((tx) => work({ ...wrap(true, tx), transaction: (inner) => inner(db), close: async () => {} })),
    async close() {
      await client.close();
      if (dir) tightenTree(dir);
    },
  };
  return db;
}

/** A parameter as the text PostgreSQL reads for it, or undefined for one this path leaves to PGlite. */
function asText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return String(value); // 'true' / 'false', as node-postgres sends them
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

/** Prepared statements kept per PGlite database; past this many, a text is parsed on each use. */
const MAX_PREPARED = 500;

/**
 * A query in one pass through PGlite (issue 15): its own query() sends Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into the database, each parsed on the way back, and
 * parses and plans the text every time — most of a clock-in's time inside PGlite. Here a text is
 * prepared once under a name (PostgreSQL then keeps its plan) and each use is one message of
 * Bind, Describe, Execute and Sync, with the parameters sent as text for the server to type, as
 * node-postgres sends them to a real server. Answers undefined for a parameter other than text,
 * a number, a boolean, a date or null (arrays, JSON objects): PGlite's own query() takes those.
 */
function oneTripQueries(client: PGlite) {
  const prepared = new Map<string, string>();
  let named = 0;
  const { serialize } = protocol;
  const join = (parts: Uint8Array[]) => Buffer.concat(parts);
  const send = async (message: Uint8Array, inTransaction: boolean) =>
    (await client.execProtocol(message, { syncToFs: !inTransaction })).messages;
  const run = async <T>(sql: string, values: (string | null)[], inTransaction: boolean): Promise<T[]> => {
    let name = prepared.get(sql);
    const parse: Uint8Array[] = [];
    if (name === undefined && prepared.size < MAX_PREPARED) {
      name = `hadir_${(named += 1)}`;
      parse.push(serialize.parse({ name, text: sql }));
    }
    const statement = name ?? '';
    if (!name) parse.push(serialize.parse({ text: sql }));
    try {
      const messages = await send(
        join([
          ...parse,
          serialize.bind({ statement, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        inTransaction,
      );
      if (name) prepared.set(sql, name);
      return (pgliteParse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
    } catch (error) {
      // A text that failed before it was kept is not left prepared (closing a name that was never
      // prepared is no error); it is prepared again, under a new name, on its next use.
      if (name && !prepared.has(sql)) {
        await send(join([serialize.close({ type: 'S', name }), serialize.sync()]), inTransaction).catch(
          () => undefined,
        );
      }
      throw error;
    }
  };
  return async <T>(sql: string, params: unknown[], inTransaction: boolean): Promise<T[] | undefined> => {
    const values = params.map(asText);
    if (values.includes(undefined)) return undefined;
    const work = () => client._runExclusiveQuery(() => run<T>(sql, values as (string | null)[], inTransaction));
    // Outside a transaction, after any transaction open on the one connection has ended.
    return inTransaction ? work() : client._runExclusiveTransaction(work);
  };
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
  /** Connections at most (10: the api's requests; an export's thread needs one or two). */
  max?: number;
}

/** Texts a real server keeps prepared, on each connection that runs them; past this many, a text is planned on each use. */
const MAX_NAMED = 200;
/** Texts remembered as seen once (to name on their second use); forgotten all at once past this many. */
const MAX_SEEN = 2_000;

/**
 * The name a text is prepared under on a real server, or undefined to send it unnamed (issue 31).
 * Unnamed, PostgreSQL parses and plans a text on every run: the clock-in's trust facts took 0.6 ms
 * to plan and 0.2 ms to run, and a clock-in runs seven statements; named, node-postgres parses it
 * once per connection and PostgreSQL keeps its plan (custom plans for the first five runs, then
 * the generic one where it costs no more). PGlite's path prepares every text already
 * (oneTripQueries). Named only: a text with parameters (one without may hold several statements,
 * which only the simple protocol takes), on its second use (a text built for one request — an HR
 * filter's combination, a batch of rows — is not kept on every connection), and at most MAX_NAMED.
 */
function statementNames(): (sql: string, params: unknown[]) => string | undefined {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  return (sql, params) => {
    if (params.length === 0) return undefined;
    const name = names.get(sql);
    if (name !== undefined || names.size >= MAX_NAMED) return name;
    if (!seen.has(sql)) {
      if (seen.size >= MAX_SEEN) seen.clear();
      seen.add(sql);
      return undefined;
    }
    seen.delete(sql);
    const named = `hadir_${names.size + 1}`;
    names.set(sql, named);
    return named;
  };
}

/**
 * A pool on a real server. A connection the server ends (restart, failover, pg_terminate_backend,
 * an idle timeout on the way) emits 'error' on the pool when it was idle, and on the client when it
 * was checked out; both are listened to here, so neither is an unhandled 'error' that ends the
 * process. The work on it fails; the pool opens fresh connections for what comes next.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const instantParser = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text');
  const asInstant = (text: string) => parseUtcInstant(text, instantParser);
  const typeParser = (oid: number, format?: unknown) => {
    if (oid === DATE_OID) return asIs;
    if (oid === INT8_OID || oid === NUMERIC_OID) return asNumber;
    if (oid === TIMESTAMPTZ_OID && format !== 'binary') return asInstant;
    return pg.types.getTypeParser(oid, format as 'text');
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'hadir-api',
    types: { getTypeParser: typeParser } as pg.CustomTypesConfig,
    options: ['-c TimeZone=UTC', options.searchPath ? `-c search_path=${options.searchPath}` : ''].join(' ').trim(),
  });
  pool.on('error', onConnectionError);
  const nameOf = statementNames();
  const run = (runner: pg.Pool | pg.PoolClient, sql: string, params: unknown[]) => {
    const name = nameOf(sql, params);
    return name ? runner.query({ name, text: sql, values: params }) : runner.query(sql, params);
  };
  const wrap = (runner: pg.Pool | pg.PoolClient): Omit<Db, 'transaction' | 'close'> => {
    // A transaction's one connection takes one statement at a time: those asked for at once (a
    // Promise.all over `tx`) wait here for the one before, as pg 8 queued them itself — which it
    // warns is deprecated and pg 9 will refuse. The pool hands each statement its own connection.
    let last: Promise<unknown> = Promise.resolve();
    const inTurn = <R>(send: () => Promise<R>): Promise<R> => {
      if (runner instanceof pg.Pool) return send();
      const sent = last.then(send, send);
      last = sent.catch(() => undefined);
      return sent;
    };
    return {
      async query<T>(sql: string, params: unknown[] = []) {
        return (await inTurn(() => run(runner, sql, params))).rows as T[];
      },
      async one<T>(sql: string, params: unknown[] = []) {
        return (await inTurn(() => run(runner, sql, params))).rows[0] as T | undefined;
      },
      async script<T>(sql: string) {
        const results: pg.QueryResult | pg.QueryResult[] = await inTurn(() => runner.query(sql));
        return ((Array.isArray(results) ? results.at(-1) : results)?.rows ?? []) as T[];
      },
    };
  };
  const db: Db = {
    ...wrap(pool),
    connection: { url, searchPath: options.searchPath, applicationName: options.applicationName },
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
    async listen(channel, notice, state) {
      let listening: pg.Client | null = null;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const connect = async () => {
        const client = new pg.Client({
          connectionString: url,
          application_name: `${options.applicationName ?? 'hadir-api'}-listen`,
        });
        client.on('error', onConnectionError);
        client.on('notification', (message) => {
          if (message.channel === channel) notice(message.payload ?? '');
        });
        client.on('end', () => {
          if (listening !== client) return;
          listening = null;
          state(false);
          if (!stopped) timer = setTimeout(retry, 1000);
        });
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        if (stopped) return void (await client.end());
        listening = client;
        state(true);
      };
      const retry = () =>
        void connect().catch((error: Error) => {
          onConnectionError(error);
          if (!stopped) timer = setTimeout(retry, 1000);
        });
      await connect().catch((error: Error) => {
        onConnectionError(error);
        timer = setTimeout(retry, 1000);
      });
      return async () => {
        stopped = true;
        clearTimeout(timer);
        state(false);
        const client = listening;
        listening = null;
        await client?.end().catch(() => undefined);
      };
    },
  };
  return db;
}
