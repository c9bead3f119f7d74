// An export's worker thread (issue 30): the file is written here, off the api's event loop, so the
// api keeps answering clock-ins while 10,000 people's month is turned into a workbook. The thread
// opens its own small pool on the same PostgreSQL database and its own file store, runs the job as
// the api process would (progress, cancel, the file, done or failed), and tells the api how it ended.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { Config } from '../../config/env.js';
import { openPostgres, type PostgresConnection } from '../../db/db.js';
import { systemClock } from '../../lib/clock.js';
import { createStorage } from '../../storage/create.js';
import { runExportJob, type ExportOutcome } from './jobs.js';

export interface ExportThreadData {
  id: string;
  config: Config;
  connection: PostgresConnection;
  /** The api's clock less the system's (0 but where a test moved the api's clock: TEST_CLOCK). */
  clockOffsetMs: number;
}

export interface ExportThreadResult {
  outcome: ExportOutcome;
  threadId: number;
}

/**
 * What the thread tells the api: a step of its progress (the api's main thread beats for it while
 * it hears them: heartbeat.ts), and once, how it ended.
 */
export type ExportThreadMessage = { type: 'step' } | ({ type: 'ended' } & ExportThreadResult);

/** How much less of the CPU than the api's other threads this one asks for (nice 10: background work). */
export const EXPORT_THREAD_NICE = 10;

/**
 * On Linux a thread has a priority of its own: this one yields the cores to the api's main thread
 * (and to a database on the same machine) when they want them, and takes whatever is left. Its
 * kernel id is the last part of /proc/thread-self. Elsewhere it runs at the process's priority.
 */
function yieldToRequests() {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), EXPORT_THREAD_NICE);
  } catch {
    // Not Linux, or no /proc: the same priority as the api.
  }
}

yieldToRequests();
const data = workerData as ExportThreadData;
const { connection } = data;
// One export at a time in this thread: its reads and its progress writes, one after the other.
const db = await openPostgres(connection.url, {
  searchPath: connection.searchPath,
  applicationName: `${connection.applicationName ?? 'hadir-api'}-export`,
  max: 2,
});
const storage = createStorage(data.config);
const clock = systemClock();
clock.set(new Date(Date.now() + data.clockOffsetMs));
try {
  const outcome = await runExportJob({ config: data.config, db, storage, clock }, data.id, {
    step: () => parentPort!.postMessage({ type: 'step' } satisfies ExportThreadMessage),
  });
  parentPort!.postMessage({ type: 'ended', outcome, threadId } satisfies ExportThreadMessage);
} catch (error) {
  // The job is already marked failed. The error crosses to the api as a plain Error: a class's own
  // fields (a ZodError's message is computed from its issues) do not survive the copy between threads.
  const { name, message, stack } = error as Error;
  throw Object.assign(new Error(message), { name, stack });
} finally {
  storage.close();
  await db.close();
}
