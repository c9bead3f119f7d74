import type { Language } from '../../lib/languages.js';
import type { MailMessage } from '../../mail/mailer.js';
import { EVENT_TITLES, MAIL_WORDS, type NotificationEvent } from './events.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** A notification's e-mail in the person's language: plain text and HTML, each with the link to the screen. */
export function notificationMail(
  language: Language,
  mail: { to: string; name: string; event: NotificationEvent; message: string; link: string },
): MailMessage {
  const words = MAIL_WORDS[language];
  const subject = `Hadir: ${EVENT_TITLES[mail.event][language]}`;
  const text = `${words.hello(mail.name)}\n\n${mail.message}\n\n${words.open}: ${mail.link}\n\n--\n${words.why}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(words.hello(mail.name))}</p>
<p>${escapeHtml(mail.message)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:10px 16px;background:#1565c0;color:#fff;border-radius:4px;text-decoration:none">${escapeHtml(words.open)}</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(words.why)}</p>
</body></html>`;
  return { to: mail.to, subject, text, html, link: mail.link };
}
