import { inboxLink } from '@hadir/common/inbox-link';
import { inboxMessageText, isInboxMessageKey, type InboxMessage } from '@hadir/common/inbox-messages';
import type { Language } from '../../lib/languages.js';

/**
 * What a notification is about (issue 47, docs/notifications.md): a person's preference is kept per
 * event, and the push's title and the e-mail's subject say it in the person's language. An inbox
 * item names its event; one that does not is told by its status (Pending: something waits for the
 * person; otherwise an outcome they hear of).
 */
export const NOTIFICATION_EVENTS = [
  'request.filed',
  'request.escalated',
  'request.decided',
  'request.withdrawn',
  'swap.asked',
  'clocking.flagged',
  'clocking.reviewed',
  'export.ready',
  'import.done',
  'reminder',
  'digest',
  'announcement',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const CHANNELS = ['push', 'email', 'none'] as const;
export type Channel = (typeof CHANNELS)[number];

export const isNotificationEvent = (value: string): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);

/** The event of an inbox item that does not name one. */
export const eventOfStatus = (status: string): NotificationEvent =>
  status === 'Pending' ? 'request.filed' : 'request.decided';

/** The push's title and the e-mail's subject, per event and language. */
export const EVENT_TITLES: Record<NotificationEvent, Record<Language, string>> = {
  'request.filed': { en: 'A request waits for you', id: 'Ada pengajuan menunggu Anda' },
  'request.escalated': { en: 'A request was moved up to you', id: 'Pengajuan dialihkan kepada Anda' },
  'request.decided': { en: 'Your request was decided', id: 'Pengajuan Anda sudah diputuskan' },
  'request.withdrawn': { en: 'A request was withdrawn', id: 'Pengajuan ditarik kembali' },
  'swap.asked': { en: 'Shift swap', id: 'Tukar sif' },
  'clocking.flagged': { en: 'A clock-in to review', id: 'Absensi perlu ditinjau' },
  'clocking.reviewed': { en: 'Your attendance was reviewed', id: 'Absensi Anda sudah ditinjau' },
  'export.ready': { en: 'Your export is ready', id: 'Ekspor Anda sudah siap' },
  'import.done': { en: 'Your import is done', id: 'Impor Anda sudah selesai' },
  reminder: { en: 'Reminder', id: 'Pengingat' },
  digest: { en: 'Waiting for your approval', id: 'Menunggu persetujuan Anda' },
  announcement: { en: 'Announcement', id: 'Pengumuman' },
};

/** The e-mail's words around the item's own text. */
export const MAIL_WORDS: Record<Language, { hello: (name: string) => string; open: string; why: string }> = {
  en: {
    hello: (name) => `Hello ${name},`,
    open: 'Open in Hadir',
    why: 'You receive this e-mail because of your notification settings in Hadir (Setting → Notifications).',
  },
  id: {
    hello: (name) => `Halo ${name},`,
    open: 'Buka di Hadir',
    why: 'Anda menerima e-mail ini karena pengaturan notifikasi Anda di Hadir (Pengaturan → Notifikasi).',
  },
};

/**
 * The screen an inbox item opens, by the rule the web's inbox follows (@hadir/common/inbox-link): a
 * waiting item its decision screen, an approved leave its signed PDF, a reminder its clock screen;
 * an item that leads nowhere, the inbox. A tap on the push and the e-mail's link open it.
 */
export const inboxItemPath = (item: { id: number; status: string; redirect: string | null; itemid: string | null }) =>
  inboxLink({ id: item.id, status: item.status, redirect: item.redirect, itemId: item.itemid })?.href ?? '/inbox';

/**
 * An inbox item's words in `language` (the push's body, the e-mail's text): its sentence from the
 * shared catalogue (@hadir/common/inbox-messages) with its values; an item written before items had
 * keys (or with a key this api does not know) reads as it was stored, in English.
 */
export function inboxItemText(
  language: Language,
  item: { message: string | null; message_key: string | null; message_values: Record<string, unknown> | null },
): string {
  if (!isInboxMessageKey(item.message_key)) return item.message ?? '';
  return inboxMessageText(language, {
    key: item.message_key,
    values: (item.message_values ?? {}) as InboxMessage['values'],
  });
}
