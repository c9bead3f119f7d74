import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import { privateDir, writePrivateFile } from '../lib/private-files.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, beside the plain text (notifications: their link as a button). */
  html?: string;
  /**
   * The one link the message is about. With no SMTP server it is logged outside production, so a
   * reset works on a fresh machine (issue 2); production never logs it (it carries a token).
   */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an .eml file. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>,
  log: Logger,
): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html });
      },
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The outbox's delivery sends several mails at once (issue 47): two to one address in the same
  // millisecond get names of their own, still in the order they were written.
  let written = 0;
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html });
      await privateDir(outbox);
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String((written += 1) % 1_000_000).padStart(6, '0')}-${to.replace(/[^a-z0-9.@-]/gi, '_')}.eml`,
      );
      await writePrivateFile(file, info.message as Buffer);
      const shown = config.NODE_ENV === 'production' ? {} : { link };
      log.info({ file, ...shown }, 'no SMTP_URL: e-mail written to the outbox');
    },
  };
}
