import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { openPglite, type Db } from '../db/db.js';
import { openTestDb, testDatabaseUrl } from '../test/harness.js';
import { MAINTENANCE_JOB, startMaintenance } from './maintenance.js';
import { createQueue } from './queue.js';

const log = pino({ level: 'silent' });
const HOUR = 3600;

/** A database that outlives the processes using it: PostgreSQL, or PGlite kept in a folder as `npm start` does. */
async function durableDb(): Promise<{ open(): Promise<Db>; drop(): Promise<void> }> {
  if (testDatabaseUrl()) {
    const db = await openTestDb();
    return {
      open: async () => Object.assign(Object.create(db) as Db, { close: async () => {} }),
      drop: () => db.close(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'hadir-jobs-'));
  return { open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

let store: Awaited<ReturnType<typeof durableDb>>;
let schema: string;
beforeAll(async () => {
  store = await durableDb();
  schema = `jobs_${randomBytes(4).toString('hex')}`;
});
afterAll(async () => {
  const db = await store.open();
  await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await db.close();
  await store.drop();
});

describe('the maintenance job (orphan sweep, ended login windows)', () => {
  it('runs once per interval across two api processes sharing the database, however often each asks', async () => {
    const db = await store.open();
    const processes = [createQueue(db, { JOBS_SCHEMA: schema }, log), createQueue(db, { JOBS_SCHEMA: schema }, log)];
    let runs = 0;
    let ran!: () => void;
    const firstRun = new Promise<void>((resolve) => (ran = resolve));
    const stops = [];
    for (const queue of processes) {
      stops.push(
        await startMaintenance(queue, log, HOUR, async () => {
          runs += 1;
          ran();
        }),
      );
    }
    for (const queue of processes) {
      expect(await (await queue.boss()).sendThrottled(MAINTENANCE_JOB, {}, {}, HOUR)).toBeNull();
    }
    await firstRun;
    for (const stop of stops) await stop();
    for (const queue of processes) await queue.stop();

    expect(runs).toBe(1);
    const jobs = await db.query<{ state: string }>(`SELECT state FROM ${schema}.job WHERE name = $1`, [
      MAINTENANCE_JOB,
    ]);
    expect(jobs).toEqual([{ state: 'completed' }]);
    await db.close();
  });

  it('survives a restart: a job queued by a process that then stopped is run by the next one', async () => {
    const first = await store.open();
    const before = createQueue(first, { JOBS_SCHEMA: schema }, log);
    const boss = await before.boss();
    await boss.createQueue('restart-check');
    const id = await boss.send('restart-check', { note: 'queued before the restart' });
    await before.stop();
    await first.close();

    const second = await store.open();
    const after = createQueue(second, { JOBS_SCHEMA: schema }, log);
    const seen = new Promise<{ id: string; data: unknown }>((resolve) => {
      void after
        .boss()
        .then((restarted) => restarted.work('restart-check', async ([job]) => resolve({ id: job.id, data: job.data })));
    });
    expect(await seen).toEqual({ id, data: { note: 'queued before the restart' } });
    await expect(after.check()).resolves.toBeUndefined();
    await after.stop();
    await second.close();
  });
});

// Only on PostgreSQL: PGlite is one process's database, with one queue.
if (testDatabaseUrl())
  describe('the job queue on a new database', () => {
    it('starts in several processes at once, each creating its queues: the first start of a cluster', async () => {
      // Each "process" works on connections of its own from the pool, as api processes do.
      const db = await store.open();
      const fresh = `jobs_${randomBytes(4).toString('hex')}`;
      const processes = Array.from({ length: 3 }, () => createQueue(db, { JOBS_SCHEMA: fresh }, log));
      try {
        const bosses = await Promise.all(processes.map((queue) => queue.boss()));
        await Promise.all(bosses.flatMap((boss) => ['first', 'second', 'third'].map((name) => boss.createQueue(name))));
        for (const queue of processes) await expect(queue.check()).resolves.toBeUndefined();
        expect(
          (await bosses[0].getQueues())
            .map((queue) => queue.name)
            .filter((name) => !name.startsWith('__pgboss'))
            .sort(),
        ).toEqual(['first', 'second', 'third']);
      } finally {
        for (const queue of processes) await queue.stop();
        await db.query(`DROP SCHEMA IF EXISTS ${fresh} CASCADE`);
        await db.close();
      }
    });
  });
