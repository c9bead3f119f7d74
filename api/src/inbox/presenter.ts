import type { InboxRow } from './queries.js';

/**
 * One inbox item of rules §3, with its sentence's key and values (issue 47), from which the web says
 * it in the language being spoken; `message` stays the English sentence.
 */
export const presentInboxItem = (row: InboxRow) => ({
  id: row.id,
  message: row.message,
  messageKey: row.message_key,
  messageValues: row.message_values,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  redirect: row.redirect,
  itemid: row.itemid,
});
