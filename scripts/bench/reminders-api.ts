// The api's reminder minute in a process of its own, for the bench's `reminders` part: the api's own
// context (createContext) over the bench's database, as the notices job runs sendDueReminders, without
// the HTTP server or the job queue. Told `at` (over IPC), it sets its clock there, runs the minute and
// answers how many reminders it wrote and its wall time; the bench reads this process's CPU (and
// PostgreSQL's) around it.
import pino from 'pino';
import { createContext, openDatabase } from '../../api/src/bootstrap.js';
import { loadConfig } from '../../api/src/config/env.js';
import { sendDueReminders } from '../../api/src/reminders/index.js';

const config = loadConfig();
const log = pino({ level: 'warn' });
const db = await openDatabase(config, log);
const ctx = createContext(config, db, log);

process.on('message', (message: { at: string }) => {
  void (async () => {
    ctx.clock.set(new Date(message.at));
    const started = performance.now();
    const sent = await sendDueReminders(ctx);
    process.send!({ sent, wallMs: performance.now() - started });
  })();
});
process.once('SIGTERM', () => {
  void (async () => {
    await ctx.close();
    await db.close();
    process.exit(0);
  })();
});
process.send!({ ready: true });
