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

/** One reminder's key in the ledger: the person, the day it is about, and its kind. */
export interface ReminderKey {
  user_id: number;
  day: string;
  kind: ReminderKind;
}

/**
 * Takes the ledger's keys for the minute's reminders in ONE statement, in the transaction that writes
 * their inbox items: answers the keys this caller took; a key taken already (another run, another
 * api process) is not among them, and on PostgreSQL a key another transaction is taking waits until
 * it commits or rolls back. The keys go in a fixed order, so two processes taking the same ones wait
 * on each other rather than deadlock.
 */
export async function claimReminders(tx: Db, keys: ReminderKey[]): Promise<ReminderKey[]> {
  if (keys.length === 0) return [];
  const sorted = [...keys].sort(
    (a, b) => a.user_id - b.user_id || a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind),
  );
  return tx.query<ReminderKey>(
    `INSERT INTO reminders_sent (user_id, day, kind)
     SELECT user_id, day, kind FROM unnest($1::int[], $2::date[], $3::text[]) WITH ORDINALITY AS k(user_id, day, kind, n) ORDER BY n
     ON CONFLICT DO NOTHING
     RETURNING user_id, to_char(day, 'YYYY-MM-DD') AS day, kind`,
    [sorted.map((key) => key.user_id), sorted.map((key) => key.day), sorted.map((key) => key.kind)],
  );
}

/** Each reminder's inbox item in the ledger, in one statement. */
export const recordInboxItems = (tx: Db, keys: ReminderKey[], inboxIds: number[]) =>
  tx.query(
    `UPDATE reminders_sent r SET inbox_id = k.inbox_id
       FROM unnest($1::int[], $2::date[], $3::text[], $4::int[]) AS k(user_id, day, kind, inbox_id)
      WHERE r.user_id = k.user_id AND r.day = k.day AND r.kind = k.kind`,
    [keys.map((key) => key.user_id), keys.map((key) => key.day), keys.map((key) => key.kind), inboxIds],
  );
