import type { Db } from '../db/db.js';

/**
 * Which ledgers were brought up to date on a day (migration 151): HR's balances table catches up only
 * the others. Forgetting is how a change that moves entitlements reaches the table the same day.
 */
export const markChecked = (db: Db, userId: number, day: string) =>
  db.query(
    `INSERT INTO leave_ledger_checked (user_id, day) VALUES ($1, $2::date)
     ON CONFLICT (user_id) DO UPDATE SET day = EXCLUDED.day`,
    [userId, day],
  );

/** The ids among these people whose ledger was caught up on `day`. */
export async function checkedOn(db: Db, userIds: number[], day: string): Promise<Set<number>> {
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM leave_ledger_checked WHERE user_id = ANY($1::int[]) AND day = $2::date',
    [userIds, day],
  );
  return new Set(rows.map((row) => row.user_id));
}

/** A policy or a holiday of the company changed: every ledger of it is caught up again on the next read. */
export const forgetCompanyChecks = (db: Db, company: string) =>
  db.query('DELETE FROM leave_ledger_checked WHERE user_id IN (SELECT id FROM users WHERE comp_kd = $1)', [company]);

/** A person's join date or employment changed. */
export const forgetCheck = (db: Db, userId: number) =>
  db.query('DELETE FROM leave_ledger_checked WHERE user_id = $1', [userId]);
