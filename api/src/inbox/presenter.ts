import type { InboxRow } from './queries.js';

/** One inbox item of rules §3. */
export const presentInboxItem = (row: InboxRow) => ({
  id: row.id,
  message: row.message,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  redirect: row.redirect,
  itemid: row.itemid,
});
