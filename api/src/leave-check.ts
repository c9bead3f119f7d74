/**
 * `npm run leave:check` — the nightly-style check of the leave ledger (api/src/leave/check-ledger.ts)
 * against the api's own database (DATABASE_URL, or DATA_DIR for the embedded one while the api is
 * stopped). Prints each problem and exits 1 when there is one, so a scheduler can alert on it.
 */
import { createContext, createLogger, openDatabase } from './bootstrap.js';
import { loadConfig } from './config/env.js';
import { migrate } from './db/migrate.js';
import { checkLedger } from './leave/check-ledger.js';

const config = loadConfig();
const logger = createLogger({ LOG_LEVEL: 'warn' });
const db = await openDatabase(config, logger);
try {
  await migrate(db);
  const report = await checkLedger(createContext(config, db, logger));
  for (const problem of report.problems) console.log(problem);
  console.log(`${report.people} people checked, ${report.problems.length} problem(s)`);
  process.exitCode = report.problems.length === 0 ? 0 : 1;
} finally {
  await db.close();
}
