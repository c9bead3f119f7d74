import { inboxMessageText, type InboxMessage } from '@hadir/common/inbox-messages';
import type { Db } from '../db/db.js';
import { eventOfStatus, type NotificationEvent } from '../platform/notifications/events.js';
import { enqueueInboxNotification, enqueueInboxNotifications } from '../platform/notifications/outbox.js';

export type InboxStatus = 'Pending' | 'Approved' | 'Success' | 'Rejected';

export interface InboxItem {
  /**
   * What the recipient reads: a sentence of the shared catalogue (@hadir/common/inbox-messages) and
   * its values, said in each reader's language by the inbox, the push and the e-mail.
   */
  message: InboxMessage;
  status: InboxStatus;
  /** The web route name a Pending item opens (e.g. 'approve'), with ibxid and itemid as params. */
  redirect?: string | null;
  /** The id of the thing the item is about (leave id, correction id, leave PDF name). */
  itemid?: string | number | null;
  /** What it is about, for the person's notification preferences; unnamed, told by its status. */
  event?: NotificationEvent;
}

/**
 * Puts one item in a user's inbox, and its push or e-mail in the notification outbox in the same
 * transaction (issue 47): the one way every domain tells someone something.
 */
export async function notify(db: Db, userId: number, item: InboxItem): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO inbox (user_id, message, status, redirect, itemid, message_key, message_values)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
    [
      userId,
      // The English sentence stays in `message`: the spec's reply, and what an old reader of the row shows.
      inboxMessageText('en', item.message),
      item.status,
      item.redirect ?? null,
      item.itemid == null ? null : String(item.itemid),
      item.message.key,
      JSON.stringify(item.message.values),
    ],
  );
  await enqueueInboxNotification(db, userId, row!.id, item.event ?? eventOfStatus(item.status));
  return row!.id;
}

/**
 * Puts many items in their users' inboxes, with their pushes or e-mails, in two statements however
 * many (the reminder minute: everyone due at once): as notify() does for each. Answers the items'
 * ids in the order given.
 */
export async function notifyEach(db: Db, items: { userId: number; item: InboxItem }[]): Promise<number[]> {
  if (items.length === 0) return [];
  // The ids are drawn first, in the order given, so each item's id is known without relying on the
  // order INSERT … RETURNING answers in.
  const rows = await db.query<{ id: number }>(
    `WITH given AS (
       SELECT g.*, nextval(pg_get_serial_sequence('inbox', 'id'))::int AS id
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
              WITH ORDINALITY AS g(user_id, message, status, redirect, itemid, message_key, message_values, n)),
     written AS (
       INSERT INTO inbox (id, user_id, message, status, redirect, itemid, message_key, message_values)
       SELECT id, user_id, message, status, redirect, itemid, message_key, message_values::jsonb FROM given)
     SELECT id FROM given ORDER BY n`,
    [
      items.map(({ userId }) => userId),
      items.map(({ item }) => inboxMessageText('en', item.message)),
      items.map(({ item }) => item.status),
      items.map(({ item }) => item.redirect ?? null),
      items.map(({ item }) => (item.itemid == null ? null : String(item.itemid))),
      items.map(({ item }) => item.message.key),
      items.map(({ item }) => JSON.stringify(item.message.values)),
    ],
  );
  const ids = rows.map((row) => row.id);
  await enqueueInboxNotifications(
    db,
    items.map(({ userId, item }, n) => ({ userId, inboxId: ids[n], event: item.event ?? eventOfStatus(item.status) })),
  );
  return ids;
}

/**
 * Marks a recipient's item decided, so it no longer offers its redirect. `leadsTo` re-points it at
 * what the decision produced (an approved leave's signed PDF), so the decided item still opens it.
 */
export async function settleInboxItem(
  db: Db,
  inboxId: number,
  userId: number,
  status: InboxStatus,
  leadsTo?: { redirect: string | null; itemid: string },
): Promise<void> {
  if (leadsTo) {
    await db.query('UPDATE inbox SET status = $3, redirect = $4, itemid = $5 WHERE id = $1 AND user_id = $2', [
      inboxId,
      userId,
      status,
      leadsTo.redirect,
      leadsTo.itemid,
    ]);
  } else await db.query('UPDATE inbox SET status = $3 WHERE id = $1 AND user_id = $2', [inboxId, userId, status]);
}
