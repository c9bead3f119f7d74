// The reminder minute's part of `npm run bench` (issue 47): the demo company plus 10,000 people on
// the default schedule (08:00–17:00, Monday to Friday, Jakarta), none clocked in. The minute at 08:15
// on a Monday reminds all of them at once (each one's days read and counted, then their reminders
// written: ledger, inbox item and outbox row), and the minute after finds them all sent. Each minute's
// CPU: the api process's (scripts/bench/reminders-api.ts) and, on PostgreSQL, the database's
// backends, with the machine's load average beside it (the machine is shared).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabase, type DatabaseKind } from './api-database.js';
import { seedBenchUsers } from './fixtures.js';
import { cpuSeconds, postgresBackends, startProcess } from './processes.js';

export const REMINDED = 10_000;
/** A Monday that is no holiday: 15 minutes after everyone's shift started, and the minute after. */
const DUE_AT = '2026-12-14T08:15:00+07:00';
const NEXT_MINUTE = '2026-12-14T08:16:00+07:00';
/** The minute with everyone due, measured before it was batched (docs/reminders-and-announcements.md). */
export const REMINDER_MINUTE_BEFORE_CPU_S = 12.7;

export async function remindersPart(options: { apiPort: number; serverUrl: string | undefined }) {
  await measure('pglite', options);
  if (options.serverUrl) await measure('postgresql', options);
  else console.log('\n(DATABASE_URL and TEST_DATABASE_URL unset: the reminder minute measured on PGlite only)');
}

async function measure(kind: DatabaseKind, options: { apiPort: number; serverUrl: string | undefined }) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const dataDir = mkdtempSync(join(tmpdir(), 'hadir-bench-reminders-'));
  const database = await benchDatabase('reminders', kind, dataDir, options.serverUrl, options.apiPort, async (db) => {
    await seedBenchUsers(db, REMINDED);
    // Employed long before the Monday measured, whenever the bench runs.
    await db.query(`UPDATE users SET created_at = '2025-01-01' WHERE comp_kd = 'HADIR'`);
  });
  const backends = database.name ? await postgresBackends(options.serverUrl!, database.name) : null;
  const api = startProcess(
    'reminders-api',
    'scripts/bench/reminders-api.ts',
    { NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...database.env },
    true,
  );
  try {
    const next = () =>
      new Promise<{ ready?: boolean; sent?: number; wallMs?: number }>((resolve, reject) => {
        api.child.once('message', resolve);
        api.child.once('exit', (code) => reject(new Error(`the reminders process exited ${code}`)));
      });
    await next();
    const pid = api.child.pid!;
    const minute = async (at: string) => {
      const [apiCpu, databaseCpu] = [cpuSeconds(pid), backends?.cpuSeconds() ?? 0];
      const answered = next();
      api.child.send({ at });
      const { sent, wallMs } = await answered;
      const load = loadavg()[0].toFixed(1);
      const apiS = cpuSeconds(pid) - apiCpu;
      const databaseS = backends?.here ? backends.cpuSeconds() - databaseCpu : null;
      return { sent: sent!, wallS: wallMs! / 1000, apiS, databaseS, load };
    };
    const due = await minute(DUE_AT);
    const after = await minute(NEXT_MINUTE);
    const say = (figures: Awaited<ReturnType<typeof minute>>) =>
      `${figures.sent.toLocaleString('en')} reminders in ${figures.wallS.toFixed(1)} s wall, CPU api ${figures.apiS.toFixed(1)} s` +
      (figures.databaseS === null ? '' : ` + PostgreSQL ${figures.databaseS.toFixed(1)} s`) +
      ` (load ${figures.load})`;
    console.log(
      `\nReminder minute on ${label}, ${REMINDED.toLocaleString('en')} people + the demo's: at 08:15 everyone due: ${say(due)}` +
        (kind === 'pglite' ? `, before batching ${REMINDER_MINUTE_BEFORE_CPU_S} s CPU;` : ';') +
        ` the minute after (all sent already): ${say(after)}`,
    );
  } finally {
    await api.stop();
    await backends?.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
