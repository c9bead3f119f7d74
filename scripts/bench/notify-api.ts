// The api's notification delivery in a process of its own, for the bench's `notify` part: the api's
// own context (createContext) over the bench's database and startNotificationDelivery, as
// api/src/index.ts runs them, without the HTTP server. Told `burst` (over IPC), it commits `count`
// notifications for one person in ONE transaction through notify(), as the 07:30 digest would, and
// answers the commit's moment (performance.timeOrigin + now(), the push service's clock). A PGlite
// database is one process's alone, so the burst is committed here rather than from the bench.
import pino from 'pino';
import { createContext, openDatabase } from '../../api/src/bootstrap.js';
import { loadConfig } from '../../api/src/config/env.js';
import { notify } from '../../api/src/inbox/index.js';
import { startNotificationDelivery } from '../../api/src/platform/notifications/delivery.js';

const config = loadConfig();
const log = pino({ level: 'warn' });
const db = await openDatabase(config, log);
const ctx = createContext(config, db, log);
const stop = await startNotificationDelivery(ctx, log);

process.on('message', (message: { burst: number; userId: number }) => {
  void (async () => {
    await db.transaction(async (tx) => {
      for (let n = 0; n < message.burst; n += 1)
        await notify(tx, message.userId, {
          message: { key: 'reminderDigest', values: { requests: n, flagged: 0 } },
          status: 'Success',
        });
    });
    process.send!({ committedAt: performance.timeOrigin + performance.now() });
  })();
});
process.once('SIGTERM', () => {
  void (async () => {
    await stop();
    await ctx.close();
    await db.close();
    process.exit(0);
  })();
});
process.send!({ ready: true });
