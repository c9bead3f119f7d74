/**
 * The notification outbox wakes its deliverers at once (issue 47): each statement that writes
 * outbox rows tells the `hadir_outbox` channel (LISTEN/NOTIFY, as migration 207's changes), and
 * PostgreSQL sends the notice at commit and only then, once per transaction however many rows it
 * wrote. Every api process listens (platform/notifications/delivery.ts) and claims the new rows
 * on hearing it, instead of at its next poll; the poll stays for rows due later (quiet hours, a
 * retry's back-off) and a notice missed while a listening connection was down.
 */
export const outboxNotices = {
  id: '217-outbox-notices',
  sql: `
CREATE FUNCTION hadir_outbox_written() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('hadir_outbox', ''); RETURN NULL; END $$;
CREATE TRIGGER notification_outbox_written AFTER INSERT ON notification_outbox FOR EACH STATEMENT EXECUTE FUNCTION hadir_outbox_written();
`,
};
