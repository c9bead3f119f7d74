import type { Db } from '../db/db.js';
import type { Channel, NotificationEvent } from '../platform/notifications/events.js';

/** One browser, one row: a browser that subscribes again (or for another person) takes its row over. */
export const saveSubscription = (
  db: Db,
  row: { userId: number; sessionId: string; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
) =>
  db.query(
    `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, session_id = $2, p256dh = $4, auth = $5, user_agent = $6, created_at = now()`,
    [row.userId, row.sessionId, row.endpoint, row.p256dh, row.auth, row.userAgent],
  );

export const removeSubscription = (db: Db, userId: number, endpoint: string) =>
  db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);

export const preferencesOf = (db: Db, userId: number) =>
  db.query<{ event: NotificationEvent; channel: Channel }>(
    'SELECT event, channel FROM notification_preferences WHERE user_id = $1',
    [userId],
  );

export const settingsOf = (db: Db, userId: number) =>
  db.one<{
    quiet_from: string | null;
    quiet_until: string | null;
    push_devices: number;
    reminders_ignore_quiet: boolean;
  }>(
    `SELECT to_char(u.quiet_from, 'HH24:MI') AS quiet_from, to_char(u.quiet_until, 'HH24:MI') AS quiet_until,
            (SELECT count(*)::int FROM push_subscriptions s WHERE s.user_id = u.id) AS push_devices,
            COALESCE(c.reminders_ignore_quiet, true) AS reminders_ignore_quiet
       FROM users u LEFT JOIN companies c ON c.comp_kd = u.comp_kd WHERE u.id = $1`,
    [userId],
  );

export async function saveSettings(
  tx: Db,
  userId: number,
  body: {
    events: { event: NotificationEvent; channel: Channel }[];
    quiet_from: string | null;
    quiet_until: string | null;
  },
) {
  await tx.query('UPDATE users SET quiet_from = $2::time, quiet_until = $3::time WHERE id = $1', [
    userId,
    body.quiet_from,
    body.quiet_until,
  ]);
  for (const { event, channel } of body.events)
    await tx.query(
      `INSERT INTO notification_preferences (user_id, event, channel) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, event) DO UPDATE SET channel = $3`,
      [userId, event, channel],
    );
}

/** The person opened a push (the service worker says so on a tap): no e-mail follows it. */
export const markOpened = (db: Db, userId: number, id: number) =>
  db.query('UPDATE notification_outbox SET opened_at = COALESCE(opened_at, now()) WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
