import type { AnnouncementRow } from './queries.js';

const attachmentOf = (row: AnnouncementRow) =>
  row.attachment && row.attachment_type ? { name: row.attachment, type: row.attachment_type } : null;

export const presentAnnouncement = (row: AnnouncementRow & { read: boolean }) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  attachment: attachmentOf(row),
  read: row.read,
});

export const presentHrAnnouncement = (row: AnnouncementRow & { reads: number }, today: string) => ({
  id: row.id,
  title: row.title,
  body: row.body,
  divisions: row.divisions,
  departments: row.departments,
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  ended_at: row.ended_at?.toISOString() ?? null,
  showing: !row.ended_at && row.starts_on <= today && (!row.ends_on || row.ends_on >= today),
  attachment: attachmentOf(row),
  push: row.push,
  pushed_at: row.pushed_at?.toISOString() ?? null,
  reads: row.reads,
  updated_at: row.updated_at.toISOString(),
});
