import type { Db } from '../db/db.js';

/**
 * A mail that is no person's choice (a password reset, an activation): sent by e-mail, always, by
 * the notification outbox's delivery (platform/notifications). Kept here, beside the mailer, so
 * that auth, which the platform stands on, can write one without importing the platform.
 */
export const ACCOUNT_MAIL = 'account';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, beside the plain text. */
  html?: string;
  /** The one link the message is about (logged outside production when no SMTP server is set). */
  link?: string;
}

/**
 * An e-mail that is no person's choice (a password reset, an activation), written to the outbox so
 * it is sent by whichever api process delivers, retried, and never lost with a process. Its text
 * may carry a secret: the row's copy is cleared once sent.
 */
export async function enqueueMail(db: Db, mail: OutboxMail, userId: number | null = null): Promise<void> {
  await db.query(`INSERT INTO notification_outbox (user_id, event, channel, mail) VALUES ($1, $2, 'email', $3)`, [
    userId,
    ACCOUNT_MAIL,
    JSON.stringify(mail),
  ]);
}
