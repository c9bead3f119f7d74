import type {
  Announcement,
  AnnouncementFile,
  HrAnnouncement,
  HrAnnouncementInput,
  Resolvers,
} from '../__generated__/resolvers-types.js';
import { resolveUpload } from '../files/multipart.js';
import * as provider from './provider.js';

/** The file goes through the gateway's proxy (files/proxy.ts) with the cookie's token. */
const fileOf = (attachment: ProviderFile): AnnouncementFile | null =>
  attachment
    ? { url: `/files/announcement/${encodeURIComponent(attachment.name)}`, isPdf: attachment.type === 'pdf' }
    : null;
type ProviderFile = provider.ProviderAnnouncement['attachment'];

const toAnnouncement = (row: provider.ProviderAnnouncement): Announcement => ({
  id: String(row.id),
  title: row.title,
  body: row.body,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  attachment: fileOf(row.attachment),
  read: row.read,
});

const toHrAnnouncement = (row: provider.ProviderHrAnnouncement): HrAnnouncement => ({
  id: String(row.id),
  title: row.title,
  body: row.body,
  divisions: row.divisions,
  departments: row.departments,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  endedAt: row.ended_at,
  showing: row.showing,
  attachment: fileOf(row.attachment),
  push: row.push,
  pushedAt: row.pushed_at,
  reads: row.reads,
});

const formOf = (input: HrAnnouncementInput): provider.AnnouncementForm => ({
  title: input.title,
  body: input.body,
  divisions: input.divisions.join(','),
  departments: input.departments.join(','),
  starts_on: input.startsOn,
  ends_on: input.endsOn ?? '',
  push: String(input.push),
  remove_attachment: String(input.removeAttachment ?? false),
});

export const announcementResolvers: Resolvers = {
  Query: {
    async announcements(_parent, _args, { api }) {
      return (await provider.announcements(api)).data.map(toAnnouncement);
    },
    async hrAnnouncements(_parent, _args, { api }) {
      return (await provider.hrAnnouncements(api)).data.map(toHrAnnouncement);
    },
  },
  Mutation: {
    async markAnnouncementRead(_parent, { id }, { api }) {
      const { message } = await provider.markRead(api, id);
      return { message };
    },
    async hrSaveAnnouncement(_parent, { id, input, attachment }, { api }) {
      const file = await resolveUpload(attachment);
      const { message, data } = id
        ? await provider.edit(api, id, formOf(input), file)
        : await provider.publish(api, formOf(input), file);
      return { message, announcement: toHrAnnouncement(data) };
    },
    async hrEndAnnouncement(_parent, { id }, { api }) {
      const { message, data } = await provider.end(api, id);
      return { message, announcement: toHrAnnouncement(data) };
    },
    async hrDeleteAnnouncement(_parent, { id }, { api }) {
      const { message } = await provider.remove(api, id);
      return { message };
    },
  },
};
