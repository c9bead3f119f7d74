/**
 * Notifications (issue 47, docs/notifications.md). `notification_outbox` is written in the same
 * transaction as the event (the inbox item notify() writes, or a mail such as a password reset), so
 * a rolled-back event leaves none and a committed one is never lost; a relay hands due rows to the
 * job queue, and a delivery claims its row (claimed_until) before it sends, so two api processes
 * never send one row twice and a row whose process died mid-send is handed out again once its
 * claim lapses. `not_before` holds a push back until the person's quiet hours end, and an e-mail
 * that follows an unopened push (`unless_opened`) until the company's wait is over. A mail row's
 * `mail` holds what is sent (a reset link is a secret: it is cleared once sent).
 *
 * `push_subscriptions`: one row per browser (its push service's endpoint is unique), the person
 * and the session that subscribed it; signing out removes it. `notification_preferences`: a
 * person's channel per event (no row: the event's default). Quiet hours are the person's; the
 * company says how long a push about something waiting may stay unopened before an e-mail follows
 * (null: never), and whether reminders ring through quiet hours.
 */
export const notifications = {
  id: '193-notifications',
  sql: `
CREATE TABLE notification_outbox (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  inbox_id integer REFERENCES inbox (id) ON DELETE CASCADE,
  event text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  mail jsonb,
  unless_opened bigint REFERENCES notification_outbox (id) ON DELETE CASCADE,
  not_before timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  sent_at timestamptz,
  sent_by text,
  outcome text CHECK (outcome IN ('pushed', 'mailed', 'skipped', 'failed')),
  last_error text,
  opened_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR mail IS NOT NULL)
);
CREATE INDEX notification_outbox_due ON notification_outbox (not_before) WHERE sent_at IS NULL;
CREATE INDEX notification_outbox_inbox ON notification_outbox (inbox_id);

CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id uuid REFERENCES sessions (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE notification_preferences (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('push', 'email', 'none')),
  PRIMARY KEY (user_id, event)
);

ALTER TABLE users ADD COLUMN quiet_from time, ADD COLUMN quiet_until time;
ALTER TABLE companies
  ADD COLUMN notify_email_after_minutes integer CHECK (notify_email_after_minutes BETWEEN 1 AND 10080),
  ADD COLUMN reminders_ignore_quiet boolean NOT NULL DEFAULT true;
`,
};
