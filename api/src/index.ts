import { buildApp } from './app.js';
import { createContext, createLogger, openDatabase } from './bootstrap.js';
import { loadConfig } from './config/env.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/seed.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const log = createLogger(config);
const db = await openDatabase(config, log);
const applied = await migrate(db);
if (applied.length > 0) log.info({ applied }, 'migrations applied');
if (config.SEED_DEMO && (await seedDemo(db))) log.info('demo accounts seeded (NIK 10001, 10002, 10003)');

const app = await buildApp(createContext(config, db, log), log);
await app.listen({ host: config.API_HOST, port: config.API_PORT });

const shutdown = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
