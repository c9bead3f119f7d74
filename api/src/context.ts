import type { Counters } from './auth/counters.js';
import type { Background } from './background.js';
import type { ProofOfWork } from './auth/proof-of-work.js';
import type { TokenSigner } from './auth/tokens.js';
import type { Geocoder } from './attendance/geocode.js';
import type { Config } from './config/env.js';
import type { Db } from './db/db.js';
import type { Queue } from './jobs/queue.js';
import type { SettableClock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { PushSender } from './platform/notifications/push.js';
import type { HeldReads } from './lib/read-cache.js';
import type { Storage } from './storage/storage.js';

/** What every route and service is given; built once in app.ts, replaced by real parts in tests. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenSigner;
  /** Proof-of-work challenges asked of untrusted clients past a login or activation limit. */
  proofs: ProofOfWork;
  mailer: Mailer;
  /** Web Push with the company's VAPID keys (platform/notifications). */
  push: PushSender;
  storage: Storage;
  /** Login and reset attempts, shared by every api instance (database table, or Redis). */
  counters: Counters;
  background: Background;
  /** Street addresses of clockings (GEOCODER_URL), with this process's cache; answers null when off. */
  geocoder: Geocoder;
  /** The job queue (pg-boss on the same database), started on first use. */
  queue: Queue;
  /** The api's one "now" (tests may move it: TEST_CLOCK). */
  clock: SettableClock;
  /** Sessions, schedules, work locations and companies' rules held in memory, dropped on change (issue 48). */
  reads: HeldReads;
  /** Releases what the context holds beyond the database (the Redis connection, the S3 client, the queue). */
  close(): Promise<void>;
}

/**
 * The part of the context a job needs away from the requests (an export in a worker thread, which
 * opens its own database pool and file store): the data and the files, not sessions, mail or the queue.
 */
export type DataContext = Pick<AppContext, 'config' | 'db' | 'storage' | 'clock'>;
