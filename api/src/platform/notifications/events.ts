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
 * The screen an inbox item opens, as the web's inbox does (web/src/features/inbox/lib/inbox-link.ts,
 * whose routes are web/src/config/paths.ts): a waiting item its decision screen, an approved leave
 * its signed PDF, anything else the inbox. A tap on the push and the e-mail's link open it.
 */
export function inboxItemPath(item: {
  id: number;
  status: string;
  redirect: string | null;
  itemid: string | null;
}): string {
  const at = (base: string) => `${base}/${encodeURIComponent(item.id)}/${encodeURIComponent(item.itemid!)}`;
  if (item.itemid && item.status === 'Pending' && item.redirect) {
    const pending: Record<string, string> = {
      approve: at('/approve'),
      correction: at('/correction'),
      overtime: at('/overtime/approve'),
      'overtime-consent': at('/overtime/consent'),
      'swap-accept': '/swaps',
      'swap-approve': '/swaps',
    };
    if (pending[item.redirect]) return pending[item.redirect];
  }
  if (item.redirect === 'export') return '/hr/recap';
  // Reminders (issue 47) open the clock screens; a flagged clock-in, the team's review.
  if (item.redirect === 'clockin') return '/clockin';
  if (item.redirect === 'clockout') return '/clockout';
  if (item.redirect === 'flagged') return '/team/review';
  if (item.itemid && item.status === 'Approved' && !item.redirect)
    return `/leave-view/${encodeURIComponent(item.itemid)}`;
  return '/inbox';
}
