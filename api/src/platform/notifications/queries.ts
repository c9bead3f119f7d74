import type { Db } from '../../db/db.js';
import type { Language } from '../../lib/languages.js';
import type { NotificationEvent } from './events.js';
import type { OutboxMail } from './outbox.js';
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

/**
 * Hands due rows to the job queue: new ones, and ones whose delivery's claim lapsed (its process
 * died mid-send). Locked rows are another process's to hand out (SKIP LOCKED), so each goes once.
 */
export const takeDue = (tx: Db, limit: number) =>
  tx.query<{ id: number }>(
    `UPDATE notification_outbox SET queued_at = now(), claimed_until = NULL
      WHERE id IN (SELECT id FROM notification_outbox
                    WHERE sent_at IS NULL AND not_before <= now()
                      AND (queued_at IS NULL OR claimed_until < now())
                    ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [limit],
  );

/** Claims a row for one delivery: none when it is sent, or another delivery holds it. */
export const claim = (db: Db, id: number, seconds: number) =>
  db.one<OutboxRow>(
    `UPDATE notification_outbox SET claimed_until = now() + make_interval(secs => $2::double precision), attempts = attempts + 1
      WHERE id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
      RETURNING id, user_id, inbox_id, event, channel, mail, unless_opened, attempts`,
    [id, seconds],
  );

/** The row is done: how, and by which process. A mail's copy (it may hold a reset link) goes. */
export const finish = (
  db: Db,
  id: number,
  outcome: 'pushed' | 'mailed' | 'skipped' | 'failed',
  by: string,
  error?: string,
) =>
  db.query(
    `UPDATE notification_outbox SET sent_at = now(), outcome = $2, sent_by = $3, claimed_until = NULL, mail = NULL,
            last_error = COALESCE($4, last_error)
      WHERE id = $1`,
    [id, outcome, by, error ?? null],
  );

/** A failed try: the claim is let go, so the queue's retry can claim it after its back-off. */
export const release = (db: Db, id: number, error: string) =>
  db.query('UPDATE notification_outbox SET claimed_until = NULL, last_error = $2 WHERE id = $1', [id, error]);

export interface Recipient {
  name: string;
  email: string | null;
  language: Language | null;
  email_after_minutes: number | null;
}

export const recipient = (db: Db, userId: number) =>
  db.one<Recipient>(
    `SELECT u.name, u.email, u.language, c.notify_email_after_minutes AS email_after_minutes
       FROM users u LEFT JOIN companies c ON c.comp_kd = u.comp_kd WHERE u.id = $1 AND u.active`,
    [userId],
  );

export interface AboutItem {
  id: number;
  message: string;
  status: string;
  redirect: string | null;
  itemid: string | null;
}

export const inboxItem = (db: Db, id: number) =>
  db.one<AboutItem>('SELECT id, message, status, redirect, itemid FROM inbox WHERE id = $1', [id]);

export const subscriptionsOf = (db: Db, userId: number) =>
  db.query<PushTarget & { id: number }>(
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id',
    [userId],
  );

export const removeSubscription = (db: Db, id: number) =>
  db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);

export const wasOpened = async (db: Db, id: number) =>
  (
    await db.one<{ opened: boolean }>('SELECT opened_at IS NOT NULL AS opened FROM notification_outbox WHERE id = $1', [
      id,
    ])
  )?.opened ?? false;

/** The e-mail that follows a push about something waiting, unless the push is opened first. */
export const followWithMail = (db: Db, row: OutboxRow, minutes: number) =>
  db.query(
    `INSERT INTO notification_outbox (user_id, inbox_id, event, channel, unless_opened, not_before)
     VALUES ($1, $2, $3, 'email', $4, now() + make_interval(mins => $5::int))`,
    [row.user_id, row.inbox_id, row.event, row.id, minutes],
  );
