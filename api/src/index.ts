import cluster from 'node:cluster';
import { buildApp } from './app.js';
import { createContext, createLogger, openDatabase, resolveJwtSecret } from './bootstrap.js';
import { checkProductionConfig, loadConfig, type Config } from './config/env.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed.js';
import { startExportWorker } from './hr/exports/jobs.js';
import { maintenanceWork, startMaintenance } from './jobs/maintenance.js';
import { NOTICES_JOB, noticesWork, startAnnouncementPushWorker } from './jobs/notices.js';
import { LEAVE_LEDGER_JOB, leaveLedgerWork } from './jobs/leave-ledger.js';
import { FACE_SWEEP_INTERVAL_SECONDS, FACE_SWEEP_JOB, faceSweepWork } from './jobs/face-sweep.js';
import { instrument, serveMetrics } from './metrics/metrics.js';
import { startNotificationDelivery } from './platform/notifications/delivery.js';
import { resolveVapidKeys } from './platform/notifications/push.js';

let config: Config;
try {
  config = loadConfig();
  checkProductionConfig(config, 'serving');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = createLogger(config);
const workers = config.API_PROCESSES;

/** Migrations and the demo seed run once, before any process serves. */
async function prepareDatabase() {
  const db = await openDatabase(config, log);
  const applied = await migrate(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');
  if (config.SEED_DEMO && (await seedDemo(db))) log.info('demo accounts seeded (NIK 10001, 10002, 10003)');
  return db;
}

if (workers > 1 && cluster.isPrimary) {
  // API_PROCESSES > 1: this process prepares the database and forks the workers, which share
  // API_PORT and one JWT secret (a token one of them signs, any of them verifies).
  await (await prepareDatabase()).close();
  const vapid = resolveVapidKeys(config);
  const env = {
    JWT_SECRET: resolveJwtSecret(config),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
  };
  let stopping = false;
  const fork = () => cluster.fork(env);
  for (let index = 0; index < workers; index += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'api process stopped; starting another');
    setTimeout(fork, 1000);
  });
  const shutdown = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
} else {
  const db = cluster.isWorker ? await openDatabase(config, log) : await prepareDatabase();
  const ctx = createContext(config, db, log);
  const app = await buildApp(ctx, log);
  // Prometheus' scrape on a private port; the workers of a cluster take METRICS_PORT + their number.
  const metrics =
    config.METRICS_PORT === undefined
      ? null
      : await serveMetrics(instrument(app, ctx), config.METRICS_HOST, config.METRICS_PORT + (cluster.worker?.id ?? 0));
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  // Once per interval across every process on this database (the job queue), not once per process.
  const stopMaintenance = await startMaintenance(
    ctx.queue,
    log,
    config.ORPHAN_SWEEP_INTERVAL_SECONDS,
    maintenanceWork(ctx, log, config.ORPHAN_GRACE_SECONDS),
  );
  // Every leave ledger brought up to the day (carry-over caps, expiries) and checked against its balances, once a day.
  const stopLeaveLedger = await startMaintenance(
    ctx.queue,
    log,
    config.LEAVE_LEDGER_INTERVAL_SECONDS,
    leaveLedgerWork(ctx, log),
    LEAVE_LEDGER_JOB,
  );
  // Reminders and announcements whose day has come, once a minute across every process (issue 47).
  const stopNotices = await startMaintenance(ctx.queue, log, 60, noticesWork(ctx, log), NOTICES_JOB);
  // Clock-ins whose face check a stopped process never wrote (issue 49), once a minute across every process.
  const stopFaceSweep = await startMaintenance(
    ctx.queue,
    log,
    FACE_SWEEP_INTERVAL_SECONDS,
    faceSweepWork(ctx, log),
    FACE_SWEEP_JOB,
  );
  const stopAnnouncementPushes = await startAnnouncementPushWorker(ctx, log);
  // Exports HR asked for, one at a time in this process; every process takes its share.
  const stopExports = await startExportWorker(ctx, log);
  // Pushes and e-mails from the notification outbox; every process takes its share.
  const stopNotifications = await startNotificationDelivery(ctx, log);

  const shutdown = async () => {
    await stopMaintenance();
    await stopLeaveLedger();
    await stopNotices();
    await stopFaceSweep();
    await stopAnnouncementPushes();
    await stopExports();
    await stopNotifications();
    metrics?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  // A stop that fails half-way still ends the process, saying why (its supervisor starts another).
  const stop = () =>
    void shutdown().catch((err: unknown) => {
      log.error({ err }, 'the api did not stop cleanly');
      process.exit(1);
    });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
