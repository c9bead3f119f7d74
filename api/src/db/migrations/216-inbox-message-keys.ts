/**
 * Inbox items in the reader's language (issue 47): an item names its sentence in the shared
 * catalogue (@hadir/common/inbox-messages) and the values it fills in, so the inbox, the push and the
 * e-mail each say it in their reader's language. `message` keeps the English sentence (the spec's
 * reply, and the only words of items written before this).
 */
export const inboxMessageKeys = {
  id: '216-inbox-message-keys',
  sql: `
ALTER TABLE inbox ADD COLUMN message_key text;
ALTER TABLE inbox ADD COLUMN message_values jsonb;
`,
};
