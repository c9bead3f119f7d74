import type { Db } from '../db/db.js';
import type { Person } from '../workdays/index.js';

/** A company's reminder settings (migration 214); a null minute or time turns that reminder off. */
export interface ReminderSettings {
  comp_kd: string;
  clock_in_minutes: number | null;
  clock_out_minutes: number | null;
  /** HH:mm on each person's own wall clock. */
  digest_time: string | null;
}

export const REMINDER_SETTINGS = `c.remind_clock_in_minutes AS clock_in_minutes, c.remind_clock_out_minutes AS clock_out_minutes,
  to_char(c.digest_time, 'HH24:MI') AS digest_time`;

/** Every company with someone active in it, and its reminder settings. */
export const companiesToRemind = (db: Db) =>
  db.query<ReminderSettings>(
    `SELECT c.comp_kd, ${REMINDER_SETTINGS} FROM companies c
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.comp_kd = c.comp_kd AND u.active)
        AND (c.remind_clock_in_minutes IS NOT NULL OR c.remind_clock_out_minutes IS NOT NULL OR c.digest_time IS NOT NULL)
      ORDER BY c.comp_kd`,
  );

export interface RemindedPerson extends Person {
  role_id: number;
}

/** The company's active people, as the day engine reads them (workdays daysOf). */
export const activePeople = (db: Db, company: string) =>
  db.query<RemindedPerson>(
    `SELECT id, nik, name, divisi_kd, subdivisi_kd, dept_kd, role_id FROM users
      WHERE comp_kd = $1 AND active ORDER BY nik`,
    [company],
  );

export type ReminderKind = 'clock_in' | 'clock_out' | 'digest';

/** The reminders already sent to the company's people on a day in [from, to], as `user day kind` keys. */
export async function sentBetween(db: Db, company: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `SELECT r.user_id || ' ' || to_char(r.day, 'YYYY-MM-DD') || ' ' || r.kind AS key
       FROM reminders_sent r JOIN users u ON u.id = r.user_id
      WHERE u.comp_kd = $1 AND r.day BETWEEN $2::date AND $3::date`,
    [company, from, to],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * Takes the ledger's key for one reminder, in the transaction that writes its inbox item: true for
 * the one caller that took it; a second (another run, another api process) gets false, waiting on
 * PostgreSQL until the first commits or rolls back.
 */
export async function claimReminder(tx: Db, userId: number, day: string, kind: ReminderKind): Promise<boolean> {
  const row = await tx.one<{ user_id: number }>(
    `INSERT INTO reminders_sent (user_id, day, kind) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING RETURNING user_id`,
    [userId, day, kind],
  );
  return row !== undefined;
}

export const recordInboxItem = (tx: Db, userId: number, day: string, kind: ReminderKind, inboxId: number) =>
  tx.query('UPDATE reminders_sent SET inbox_id = $4 WHERE user_id = $1 AND day = $2::date AND kind = $3', [
    userId,
    day,
    kind,
    inboxId,
  ]);
