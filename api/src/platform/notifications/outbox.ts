import type { Db } from '../../db/db.js';
import type { NotificationEvent } from './events.js';

/** The zone quiet hours are read in (rules §11's default zone; a person's own zone is a later step). */
const QUIET_ZONE = 'Asia/Jakarta';

/**
 * When a notification to the person may go: now, or the end of their quiet hours (from–until, on
 * the wall clock; until before from spans midnight). A reminder rings through them where the
 * company requires it (companies.reminders_ignore_quiet).
 */
const NOT_BEFORE = `CASE
    WHEN u.quiet_from IS NULL OR u.quiet_until IS NULL OR u.quiet_from = u.quiet_until
      OR ($3 = 'reminder' AND COALESCE(c.reminders_ignore_quiet, true)) THEN now()
    WHEN u.quiet_from < u.quiet_until AND l.at::time >= u.quiet_from AND l.at::time < u.quiet_until
      THEN (l.at::date + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    WHEN u.quiet_from > u.quiet_until AND l.at::time >= u.quiet_from
      THEN (l.at::date + 1 + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    WHEN u.quiet_from > u.quiet_until AND l.at::time < u.quiet_until
      THEN (l.at::date + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    ELSE now() END`;

/**
 * Writes the notification of an inbox item, in the transaction that wrote the item (notify()): by
 * the person's chosen channel for the event (push unless they chose e-mail; none writes nothing),
 * held until their quiet hours end. Delivery picks it up once the transaction commits.
 */
export async function enqueueInboxNotification(
  tx: Db,
  userId: number,
  inboxId: number,
  event: NotificationEvent,
): Promise<void> {
  await tx.query(
    `INSERT INTO notification_outbox (user_id, inbox_id, event, channel, not_before)
     SELECT u.id, $2, $3, COALESCE(p.channel, 'push'), ${NOT_BEFORE}
       FROM users u
       LEFT JOIN companies c ON c.comp_kd = u.comp_kd
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event = $3
       CROSS JOIN LATERAL (SELECT now() AT TIME ZONE '${QUIET_ZONE}' AS at) l
      WHERE u.id = $1 AND u.active AND COALESCE(p.channel, 'push') <> 'none'`,
    [userId, inboxId, event],
  );
}
