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
      OR (i.event = 'reminder' AND COALESCE(c.reminders_ignore_quiet, true)) THEN now()
    WHEN u.quiet_from < u.quiet_until AND l.at::time >= u.quiet_from AND l.at::time < u.quiet_until
      THEN (l.at::date + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    WHEN u.quiet_from > u.quiet_until AND l.at::time >= u.quiet_from
      THEN (l.at::date + 1 + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    WHEN u.quiet_from > u.quiet_until AND l.at::time < u.quiet_until
      THEN (l.at::date + u.quiet_until) AT TIME ZONE '${QUIET_ZONE}'
    ELSE now() END`;

/**
 * The notifications of inbox items (`items`: a row source named i with user_id, inbox_id and event),
 * by each person's chosen channel for the event (push unless they chose e-mail; none writes
 * nothing), held until their quiet hours end: one statement however many.
 */
const enqueue = (items: string) =>
  `INSERT INTO notification_outbox (user_id, inbox_id, event, channel, not_before)
   SELECT u.id, i.inbox_id, i.event, COALESCE(p.channel, 'push'), ${NOT_BEFORE}
     FROM ${items}
     JOIN users u ON u.id = i.user_id
     LEFT JOIN companies c ON c.comp_kd = u.comp_kd
     LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event = i.event
     CROSS JOIN LATERAL (SELECT now() AT TIME ZONE '${QUIET_ZONE}' AS at) l
    WHERE u.active AND COALESCE(p.channel, 'push') <> 'none'`;

const ENQUEUE_ONE = enqueue('(SELECT $1::int AS user_id, $2::int AS inbox_id, $3::text AS event) i');
const ENQUEUE_MANY = enqueue('unnest($1::int[], $2::int[], $3::text[]) AS i(user_id, inbox_id, event)');

/**
 * Writes the notification of an inbox item, in the transaction that wrote the item (notify()).
 * Delivery picks it up once the transaction commits.
 */
export async function enqueueInboxNotification(
  tx: Db,
  userId: number,
  inboxId: number,
  event: NotificationEvent,
): Promise<void> {
  await tx.query(ENQUEUE_ONE, [userId, inboxId, event]);
}

/** The notifications of many inbox items in one statement (notifyEach()), as enqueueInboxNotification writes each. */
export async function enqueueInboxNotifications(
  tx: Db,
  items: { userId: number; inboxId: number; event: NotificationEvent }[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.query(ENQUEUE_MANY, [
    items.map((item) => item.userId),
    items.map((item) => item.inboxId),
    items.map((item) => item.event),
  ]);
}
