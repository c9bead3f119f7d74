import { inboxMessageText, type InboxMessage } from '@hadir/common/inbox-messages';
import type { Db } from '../db/db.js';
import { eventOfStatus, type NotificationEvent } from '../platform/notifications/events.js';
import { enqueueInboxNotification } from '../platform/notifications/outbox.js';

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
