import type { Db } from '../db/db.js';

export type InboxStatus = 'Pending' | 'Approved' | 'Success' | 'Rejected';

export interface InboxItem {
  /** What the recipient reads. */
  message: string;
  status: InboxStatus;
  /** The web route name a Pending item opens (e.g. 'approve'), with ibxid and itemid as params. */
  redirect?: string | null;
  /** The id of the thing the item is about (leave id, correction id, leave PDF name). */
  itemid?: string | number | null;
  /**
   * What happened, for delivery beyond the inbox (push, e-mail) and the person's preferences per
   * event (issue 47): e.g. 'announcement', 'reminder.clock-in', 'reminder.clock-out', 'digest'.
   */
  event?: string;
}

/** Puts one item in a user's inbox; the one way every domain tells someone something. */
export async function notify(db: Db, userId: number, item: InboxItem): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO inbox (user_id, message, status, redirect, itemid) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [userId, item.message, item.status, item.redirect ?? null, item.itemid == null ? null : String(item.itemid)],
  );
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
