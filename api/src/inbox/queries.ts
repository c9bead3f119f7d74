import type { Db } from '../db/db.js';

export interface InboxRow {
  id: number;
  user_id: number;
  message: string;
  /** The item's sentence in @hadir/common/inbox-messages and its values; null on items written before issue 47's keys. */
  message_key: string | null;
  message_values: Record<string, unknown> | null;
  status: string;
  redirect: string | null;
  itemid: string | null;
  created_at: Date;
}

/** A user's items created in [from, to), two Jakarta calendar days (yyyy-mm-dd), newest first. */
export const listInboxBetween = (db: Db, userId: number, from: string, to: string) =>
  db.query<InboxRow>(
    `SELECT * FROM inbox
     WHERE user_id = $1
       AND created_at >= ($2::date::timestamp AT TIME ZONE 'Asia/Jakarta')
       AND created_at < ($3::date::timestamp AT TIME ZONE 'Asia/Jakarta')
     ORDER BY created_at DESC, id DESC`,
    [userId, from, to],
  );

/** The ids of a user's Pending items that open `redirect` for one item id (e.g. a leave to approve). */
export async function pendingItemIdsAbout(db: Db, userId: number, redirect: string, itemid: string | number) {
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM inbox WHERE user_id = $1 AND redirect = $2 AND itemid = $3 AND status = 'Pending'`,
    [userId, redirect, String(itemid)],
  );
  return rows.map((row) => row.id);
}

/** Everyone's items that open `redirect` for one item id (a request routed to several approvers). */
export const approvalItemsAbout = (db: Db, redirect: string, itemid: string | number) =>
  db.query<{ id: number; user_id: number; status: string }>(
    `SELECT id, user_id, status FROM inbox WHERE redirect = $1 AND itemid = $2 ORDER BY id`,
    [redirect, String(itemid)],
  );

/**
 * How many of a user's items wait for them (Home's inbox badge): Pending ones that open a screen to
 * act on. Deciding settles the item (settleInboxItem), which takes it out of the count.
 */
export async function countWaiting(db: Db, userId: number): Promise<number> {
  const row = await db.one<{ count: number }>(
    `SELECT count(*)::int AS count FROM inbox WHERE user_id = $1 AND status = 'Pending' AND redirect IS NOT NULL`,
    [userId],
  );
  return row?.count ?? 0;
}
