// What a clock-in reads on every request and what seldom changes, held in memory (issue 48): a
// session with its person, a person's schedules, a company's work locations and rules. Every
// change to the tables they come from is told on the `hadir_changes` channel by the database itself
// (migration 207's triggers), so each api process drops what went stale whoever changed it. While
// the process is not listening (starting, or its listening connection lost) nothing is held and
// every read goes to the database; what was held is dropped when listening stops, since a notice
// may have been missed. A read that a notice overtakes is answered but not kept (it may predate
// the change), and nothing is kept longer than MAX_AGE_MS however quiet the channel is (a person's
// recent clockings, a working day: CLOCKINGS_MAX_AGE_MS). A new clocking is told with what is held of
// it, and each process adds it to the person's held clockings instead of dropping them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.js';

/** The channel migration 207's triggers notify on. */
export const CHANGES_CHANNEL = 'hadir_changes';
/** The longest anything is held, notices or not. */
const MAX_AGE_MS = 60_000;
/** Entries a cache holds at most; past this it starts afresh (a bound on memory, not a policy). */
const MAX_ENTRIES = 50_000;

/** A change as the channel tells it: a table, and the row's id for sessions and users. */
export interface Change {
  table: string;
  id: string | null;
}

/**
 * What a change makes stale: all, none, the entries a test picks, or one entry revised (`revise`
 * answers the value with the change counted; undefined drops it).
 */
export type Staleness<V> =
  'all' | 'none' | ((key: string, value: V) => boolean) | { key: string; revise: (value: V) => V | undefined };

/** When a read began (ReadCache.mark): what it reads is kept only if nothing it covers changed since. */
export interface ReadMark {
  generation: number;
  tick: number;
}

export class ReadCache<V> {
  private entries = new Map<string, { value: V; at: number }>();
  /** Moves on every change that drops entries by test or all. */
  private generation = 0;
  /** Moves on every revision of one entry; `revised` says when each key was last revised. */
  private tick = 0;
  private revised = new Map<string, number>();

  constructor(
    private readonly live: () => boolean,
    /** Which entries a change makes stale. */
    private readonly stale: (change: Change) => Staleness<V>,
    /** The longest an entry is held, notices or not. */
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /** The value held under `key`, else `load()`'s (kept when no notice came while it was read). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const held = this.peek(key);
    if (held !== undefined) return held;
    const mark = this.mark();
    const value = await load();
    this.keep(key, value, mark);
    return value;
  }

  /** The value held under `key`, if any (nothing while not listening). */
  peek(key: string): V | undefined {
    if (!this.live()) return undefined;
    const held = this.entries.get(key);
    return held && Date.now() - held.at < this.maxAgeMs ? held.value : undefined;
  }

  /** Taken before a read whose answer may be kept. */
  mark(): ReadMark {
    return { generation: this.generation, tick: this.tick };
  }

  /**
   * Holds `value` under `key` if no change that could touch it came since `mark` (it may predate the
   * change) and the process is listening; answers whether it did. Nothing is kept for what is not
   * there (an unknown session): it may be there on the next read.
   */
  keep(key: string, value: V, mark: ReadMark): boolean {
    if (value === null || value === undefined || !this.live()) return false;
    if (mark.generation !== this.generation || (this.revised.get(key) ?? -1) > mark.tick) return false;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    this.entries.set(key, { value, at: Date.now() });
    return true;
  }

  /** Drops (or revises) what a change makes stale. */
  changed(change: Change): void {
    const stale = this.stale(change);
    if (stale === 'none') return;
    if (typeof stale === 'object') {
      if (this.revised.size >= MAX_ENTRIES) this.clear();
      this.tick += 1;
      this.revised.set(stale.key, this.tick);
      const held = this.entries.get(stale.key);
      if (!held) return;
      const value = stale.revise(held.value);
      if (value === undefined) this.entries.delete(stale.key);
      else held.value = value;
      return;
    }
    this.generation += 1;
    if (stale === 'all') this.entries.clear();
    else for (const [key, { value }] of this.entries) if (stale(key, value)) this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.revised.clear();
  }
}

/** The caches of one api process, fed by the database's notices. */
export interface ReadCaches {
  cache<V>(stale: (change: Change) => Staleness<V>, maxAgeMs?: number): ReadCache<V>;
  /** Starts listening (the caches hold nothing until then). */
  start(): Promise<void>;
  /**
   * Resolves once this process has heard every change committed before the call: a mark of its own
   * is sent on the channel, and notices come in commit order. At once while not listening (nothing
   * is held then). What waits on a change made beside the api (another process, a test's SQL) waits
   * on this instead of on time.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Every process's caches, told of the changes this process makes at once (changedHere). */
const here = new Set<ReadCache<never>>();

/**
 * A change this process made, dropped from its own caches as soon as the statement returns: the
 * database's notice of it comes a moment after the commit, and the request that ended a session
 * answers before then — the next request on that session must not find it held (sessions.ts).
 * Other processes drop it on the notice.
 */
export function changedHere(change: Change): void {
  for (const cache of here) cache.changed(change);
}

export function parseChange(payload: string): Change {
  const colon = payload.indexOf(':');
  return colon < 0 ? { table: payload, id: null } : { table: payload.slice(0, colon), id: payload.slice(colon + 1) };
}

/** The prefix of a settled() mark on the channel (a table no cache holds). */
const MARK = 'settled:';

export function readCaches(db: Db): ReadCaches {
  const caches: ReadCache<never>[] = [];
  const marks = new Map<string, () => void>();
  let live = false;
  let stop: (() => Promise<void>) | null = null;
  const isLive = () => live;
  const releaseMarks = () => {
    for (const release of marks.values()) release();
    marks.clear();
  };
  return {
    cache<V>(stale: (change: Change) => Staleness<V>, maxAgeMs?: number) {
      const cache = new ReadCache<V>(isLive, stale, maxAgeMs);
      caches.push(cache as unknown as ReadCache<never>);
      here.add(cache as unknown as ReadCache<never>);
      return cache;
    },
    async start() {
      if (stop || !db.listen) return;
      stop = await db.listen(
        CHANGES_CHANNEL,
        (payload) => {
          if (payload.startsWith(MARK)) {
            marks.get(payload.slice(MARK.length))?.();
            marks.delete(payload.slice(MARK.length));
            return;
          }
          const change = parseChange(payload);
          for (const cache of caches) cache.changed(change);
        },
        (now) => {
          live = now;
          if (!now) {
            for (const cache of caches) cache.clear();
            releaseMarks();
          }
        },
      );
    },
    async settled() {
      if (!live) return;
      const token = randomUUID();
      const heard = new Promise<void>((resolve) => marks.set(token, resolve));
      await db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, MARK + token]);
      await heard;
    },
    async close() {
      const stopping = stop;
      stop = null;
      live = false;
      releaseMarks();
      for (const cache of caches) {
        cache.clear();
        here.delete(cache);
      }
      await stopping?.();
    },
  };
}

/** A change to a person's row, or to the names read with it. */
const PERSON_NAME_TABLES = new Set(['companies', 'divisions', 'subdivisions', 'departments']);
/** Tables a person's schedules are read from (workdays/queries.ts personSchedules; its zone from their last location's). */
const SCHEDULE_TABLES = new Set(['work_schedules', 'schedule_assignments', 'roster_cells', 'work_locations']);

/** The api's reads held in memory (issue 48), each with what makes it stale. */
export interface HeldReads {
  caches: ReadCaches;
  /** A session and its person (auth/sessions.ts findSessionWithUser), by session id. */
  sessions: ReadCache<unknown>;
  /** A person's schedules over a few days (workdays/queries.ts personSchedules), by "<user id>:<from>:<to>". */
  schedules: ReadCache<unknown>;
  /** A company's active work locations, by company code. */
  locations: ReadCache<unknown>;
  /** A company's rules for positions, by company code. */
  companyRules: ReadCache<unknown>;
  /** A person's recent clockings (attendance/held-clockings.ts), by user id: what the pre-check answers from. */
  clockings: ReadCache<unknown>;
}

/**
 * How long a person's clockings are held, notices or not: a working day, so the clock-out's
 * pre-check still finds what the clock-in held (the day's range, not this, says when they are read again).
 */
const CLOCKINGS_MAX_AGE_MS = 16 * 60 * 60_000;

/**
 * `clockings` says what a change does to the held clockings (the attendance domain's
 * clockingsStaleness: bootstrap.ts passes it, as lib/ does not reach into a domain).
 */
export function heldReads(db: Db, clockings: (change: Change) => Staleness<unknown>): HeldReads {
  const caches = readCaches(db);
  return {
    caches,
    sessions: caches.cache<unknown>((change) => {
      if (PERSON_NAME_TABLES.has(change.table)) return 'all';
      if ((change.table === 'sessions' || change.table === 'users') && change.id === null) return 'all';
      if (change.table === 'sessions') return (key) => key === change.id;
      if (change.table === 'users')
        return (_key, value) => String((value as { session: { user_id: number } }).session.user_id) === change.id;
      return 'none';
    }),
    schedules: caches.cache((change) => {
      if (SCHEDULE_TABLES.has(change.table)) return 'all';
      if (change.table === 'users' && change.id === null) return 'all';
      if (change.table === 'users') return (key) => key.startsWith(`${change.id}:`);
      return 'none';
    }),
    locations: caches.cache((change) => (change.table === 'work_locations' ? 'all' : 'none')),
    companyRules: caches.cache((change) => (change.table === 'companies' ? 'all' : 'none')),
    clockings: caches.cache(clockings, CLOCKINGS_MAX_AGE_MS),
  };
}

/**
 * A statement that writes a table whose rows are held: its verb and table. Sessions are told of by
 * the statements that end them (auth/sessions.ts, by row); a new session or person is nothing held.
 */
const WRITE = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(UPDATE|DELETE\s+FROM|INSERT\s+INTO|TRUNCATE)\s+(\w+)/i;
const HELD_TABLES = new Set(['users', ...PERSON_NAME_TABLES, ...SCHEDULE_TABLES, 'companies']);

function tellWrite(sql: string): void {
  const [, verb, table] = WRITE.exec(sql) ?? [];
  if (!table || !HELD_TABLES.has(table.toLowerCase())) return;
  if (table.toLowerCase() === 'users' && /^insert/i.test(verb)) return;
  changedHere({ table: table.toLowerCase(), id: null });
}

/**
 * The api's database handle, telling this process's caches of each write it makes to a table they
 * hold rows of, as soon as the statement returns (changedHere): what a request changed, the next
 * request finds changed, without waiting for the database's notice.
 */
export function tellingWrites<D extends Db>(db: D): D {
  const told = (handle: Db): Db => ({
    ...handle,
    async query<T>(sql: string, params?: unknown[]) {
      const rows = await handle.query<T>(sql, params);
      tellWrite(sql);
      return rows;
    },
    async one<T>(sql: string, params?: unknown[]) {
      const row = await handle.one<T>(sql, params);
      tellWrite(sql);
      return row;
    },
    async script<T>(sql: string) {
      const rows = await handle.script<T>(sql);
      for (const statement of sql.split(';')) tellWrite(statement);
      return rows;
    },
    transaction: (work) => handle.transaction((tx) => work(told(tx))),
  });
  return { ...db, ...told(db) } as D;
}
