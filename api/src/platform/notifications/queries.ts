import type { Db } from '../../db/db.js';
import type { Language } from '../../lib/languages.js';
import type { NotificationEvent } from './events.js';
import type { OutboxMail } from '../../mail/outbox.js';
import type { PushTarget } from './push.js';

export interface OutboxRow {
  id: number;
  user_id: number | null;
  inbox_id: number | null;
  event: NotificationEvent | 'account';
  channel: 'push' | 'email';
  mail: OutboxMail | null;
  unless_opened: number | null;
  attempts: number;
}

export interface ClaimedRow extends OutboxRow {
  /** The recipient, when active: their name, address, language and the company's e-mail wait. */
  name: string | null;
  email: string | null;
  language: Language | null;
  email_after_minutes: number | null;
  /** The inbox item the notification is about (its id is inbox_id): its English text, and its sentence's key and values. */
  message: string | null;
  message_key: string | null;
  message_values: Record<string, unknown> | null;
  status: string | null;
  redirect: string | null;
  itemid: string | null;
  /** For the e-mail after a push: whether that push was opened. */
  opened: boolean;
  /** The recipient's browsers taking pushes. */
  subscriptions: (PushTarget & { id: number })[];
}

/**
 * Claims up to `limit` due rows for this process for `seconds`, in ONE statement, with all their
 * delivery needs: new rows, rows whose try failed once their back-off is over, and rows whose claim
 * lapsed (their process died mid-send). A row locked by another process's claim is skipped (SKIP
 * LOCKED) and a claimed one is not due, so each row is sent by one process at a time.
 */
export const claimDue = (db: Db, limit: number, seconds: number) =>
  db.query<ClaimedRow>(
    `WITH claimed AS (
       UPDATE notification_outbox
          SET claimed_until = now() + make_interval(secs => $2::double precision), attempts = attempts + 1,
              queued_at = COALESCE(queued_at, now())
        WHERE id IN (SELECT id FROM notification_outbox
                      WHERE sent_at IS NULL AND not_before <= now()
                        AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, user_id, inbox_id, event, channel, mail, unless_opened, attempts)
     SELECT c.*, u.name, u.email, u.language, co.notify_email_after_minutes AS email_after_minutes,
            i.message, i.message_key, i.message_values, i.status, i.redirect, i.itemid,
            COALESCE((SELECT f.opened_at IS NOT NULL FROM notification_outbox f WHERE f.id = c.unless_opened), false) AS opened,
            COALESCE((SELECT json_agg(json_build_object('id', s.id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
                                      ORDER BY s.id)
                        FROM push_subscriptions s WHERE s.user_id = c.user_id AND c.channel = 'push'), '[]'::json) AS subscriptions
       FROM claimed c
       LEFT JOIN users u ON u.id = c.user_id AND u.active
       LEFT JOIN companies co ON co.comp_kd = u.comp_kd
       LEFT JOIN inbox i ON i.id = c.inbox_id
      ORDER BY c.id`,
    [limit, seconds],
  );

export interface Finished {
  id: number;
  outcome: 'pushed' | 'mailed' | 'skipped' | 'failed';
  error: string | null;
}

/** Rows done, in one statement: how each ended, and by which process. A mail's copy (it may hold a reset link) goes. */
export const finishAll = (db: Db, done: Finished[], by: string) =>
  db.query(
    `UPDATE notification_outbox o
        SET sent_at = now(), outcome = d.outcome, sent_by = $4, claimed_until = NULL, mail = NULL,
            last_error = COALESCE(d.error, o.last_error)
       FROM unnest($1::bigint[], $2::text[], $3::text[]) AS d(id, outcome, error)
      WHERE o.id = d.id`,
    [done.map((row) => row.id), done.map((row) => row.outcome), done.map((row) => row.error), by],
  );

/**
 * Failed tries, in one statement: each claim is let go, and the row is due again after its back-off
 * (`delaySeconds` doubled per try already made).
 */
export const releaseAll = (db: Db, failed: { id: number; error: string }[], delaySeconds: number) =>
  db.query(
    `UPDATE notification_outbox o
        SET claimed_until = NULL, last_error = d.error,
            not_before = now() + make_interval(secs => $3::double precision * power(2, o.attempts - 1))
       FROM unnest($1::bigint[], $2::text[]) AS d(id, error)
      WHERE o.id = d.id`,
    [failed.map((row) => row.id), failed.map((row) => row.error), delaySeconds],
  );

export const removeSubscription = (db: Db, id: number) =>
  db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);

/** The e-mail that follows a push about something waiting, unless the push is opened first. */
export const followWithMail = (db: Db, row: OutboxRow, minutes: number) =>
  db.query(
    `INSERT INTO notification_outbox (user_id, inbox_id, event, channel, unless_opened, not_before)
     VALUES ($1, $2, $3, 'email', $4, now() + make_interval(mins => $5::int))`,
    [row.user_id, row.inbox_id, row.event, row.id, minutes],
  );
