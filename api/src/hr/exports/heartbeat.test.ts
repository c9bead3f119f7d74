import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { beatWhileHeard } from './heartbeat.js';
import * as queries from './job-queries.js';

// Issue 48: an export's thread runs at nice 10, and under a heavy load its own timers fire late; an
// export that beat from there was swept as dead while it was still writing. The api's main thread
// beats for it instead, while it hears from it. The threads here are real threads that never touch
// the database: every beat the job gets is the main thread's.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 120_000);
afterAll(() => api.close());

/** A running export job (as its worker has just taken it): its id. */
async function runningJob() {
  const hr = await api.db.one<{ id: number }>('SELECT id FROM users WHERE nik = 10009');
  const job = await queries.insertExportJob(api.db, {
    id: randomUUID(),
    user_id: hr!.id,
    kind: 'recap',
    format: 'csv',
    query: { format: 'csv', month: '2026-11' },
    name: 'hadir-recap-2026-11.csv',
  });
  await queries.startExportJob(api.db, job!.id, 1);
  return job!.id;
}

/** The sweep as every api process runs it, with a stall of one second (40 in the api). */
const sweep = () => queries.sweepStalledExportJobs(api.db, 1, 2, 'stopped twice');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const stateOf = async (id: string) =>
  (await api.db.one<{ state: string }>('SELECT state FROM hr_export_jobs WHERE id = $1', [id]))!.state;

/**
 * A thread that says a step every 100 ms, `steps` times, then ends; with `stuck`, one that says
 * `steps` steps (one, or none) and then never another.
 */
const exportThread = (steps: number, stuck = false) =>
  new Worker(
    stuck
      ? `${steps ? "require('node:worker_threads').parentPort.postMessage({ type: 'step' });" : ''} for (;;) {}`
      : `const { parentPort } = require('node:worker_threads');
         let left = ${steps};
         const timer = setInterval(() => { parentPort.postMessage({ type: 'step' }); if (--left === 0) clearInterval(timer); }, 100);`,
    { eval: true },
  );

describe("an export thread's heartbeat, kept by the api's main thread", () => {
  it('keeps a thread that is heard from alive past the stall, however long it takes; its end stops the beats and the sweep takes the job', async () => {
    const id = await runningJob();
    const thread = exportThread(30);
    const heartbeat = beatWhileHeard(thread, () => queries.beatExportJob(api.db, id), { everyMs: 100, silentMs: 1000 });
    // Three seconds of work against a one-second stall: swept at no point.
    for (let check = 0; check < 5; check += 1) {
      await pause(500);
      expect(await sweep()).toEqual([]);
    }
    await once(thread, 'exit');
    expect(heartbeat.silenced()).toBe(false);
    // Its thread gone without a word (as a killed process's): no more beats, and the sweep takes it.
    await pause(2100);
    expect(await sweep()).toEqual([{ id, state: 'queued' }]);
    expect(await stateOf(id)).toBe('queued');
  });

  it('ends a thread that says nothing for the silence allowed (stuck, not slow), and stops beating for it', async () => {
    const id = await runningJob();
    const thread = exportThread(1, true);
    const ended = once(thread, 'exit');
    const started = Date.now();
    const heartbeat = beatWhileHeard(thread, () => queries.beatExportJob(api.db, id), { everyMs: 100, silentMs: 500 });
    await ended;
    expect(heartbeat.silenced()).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
    await pause(2100);
    expect(await sweep()).toEqual([{ id, state: 'queued' }]);
  });

  it("never beats for a thread that has not said it took the job (a dead process's job must reach the sweep)", async () => {
    const id = await runningJob();
    const thread = exportThread(0, true);
    const ended = once(thread, 'exit');
    const heartbeat = beatWhileHeard(thread, () => queries.beatExportJob(api.db, id), { everyMs: 100, silentMs: 1500 });
    await pause(1200);
    // Alive all along, and never a beat: the job's last one is its start's.
    expect(await sweep()).toEqual([{ id, state: 'queued' }]);
    await ended;
    expect(heartbeat.silenced()).toBe(true);
  });
});
