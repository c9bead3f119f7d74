import type { Db } from './db.js';
import { migrations } from './migrations/index.js';

/**
 * Every api process that starts at once against one database (two machines, a restart of all)
 * takes its turn on this lock, per schema, and checks again under it: a migration runs once, and
 * none fails on what another process has just created (issue 30).
 */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('hadir.migrate.' || current_schema()))`;

/** Applies, in order and once each, the migrations this database has not seen. */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(LOCK);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const done = new Set((await db.query<{ id: string }>('SELECT id FROM schema_migrations')).map((row) => row.id));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.id)) continue;
    const ran = await db.transaction(async (tx) => {
      await tx.query(LOCK);
      if ((await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id])).length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) applied.push(migration.id);
  }
  return applied;
}

/** Splits on semicolons at line ends; migrations keep one statement per semicolon-terminated block. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*\n/)
    .map((statement) => statement.trim().replace(/;$/, ''))
    .filter((statement) => statement.length > 0 && !/^(--.*\n?)*$/.test(statement));
}
