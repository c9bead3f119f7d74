/**
 * Reminders (issue 47, docs/reminders-and-announcements.md): how many minutes after a shift's start a
 * person not clocked in is reminded, how many after its end one still clocked in is, and when (on the
 * person's wall clock) supervisors and HR get the morning digest of what waits for them; null turns
 * that reminder off. `reminders_sent` is the ledger that makes each reminder once per person, day and
 * kind: the once-a-minute job inserts its row in the transaction that writes the inbox item, so a
 * second run, or a second api process running it at the same time, finds the key taken and sends
 * nothing.
 */
export const reminders = {
  id: '214-reminders',
  sql: `
ALTER TABLE companies
  ADD COLUMN remind_clock_in_minutes integer DEFAULT 15 CHECK (remind_clock_in_minutes BETWEEN 0 AND 720),
  ADD COLUMN remind_clock_out_minutes integer DEFAULT 30 CHECK (remind_clock_out_minutes BETWEEN 0 AND 720),
  ADD COLUMN digest_time time DEFAULT '07:30';

CREATE TABLE reminders_sent (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('clock_in', 'clock_out', 'digest')),
  inbox_id integer REFERENCES inbox (id) ON DELETE SET NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day, kind)
);
`,
};
