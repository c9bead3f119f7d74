import type { FormFields, Item, ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';
import { multipartBody, type ResolvedUpload } from '../files/multipart.js';
import { idSegment } from '../hr/provider.js';

export type ProviderAnnouncement = Item<ReplyData<'/api/v1/announcements', 'get'>>;
export type ProviderHrAnnouncement = Item<ReplyData<'/api/v1/hr/announcements', 'get'>>;
export type AnnouncementForm = FormFields<'/api/v1/hr/announcements', 'post'>;

export const announcements = (api: HadirApi) => api.call('get', '/api/v1/announcements');

export const markRead = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/announcements/{id}/read', { path: { id: idSegment(id) } });

export const hrAnnouncements = (api: HadirApi) => api.call('get', '/api/v1/hr/announcements');

export const publish = (api: HadirApi, fields: AnnouncementForm, attachment: ResolvedUpload | null) =>
  api.call('post', '/api/v1/hr/announcements', { body: () => multipartBody({ ...fields }, { attachment }) });

export const edit = (api: HadirApi, id: string, fields: AnnouncementForm, attachment: ResolvedUpload | null) =>
  api.call('put', '/api/v1/hr/announcements/{id}', {
    path: { id: idSegment(id) },
    body: () => multipartBody({ ...fields }, { attachment }),
  });

export const end = (api: HadirApi, id: string) =>
  api.call('post', '/api/v1/hr/announcements/{id}/end', { path: { id: idSegment(id) } });

export const remove = (api: HadirApi, id: string) =>
  api.call('delete', '/api/v1/hr/announcements/{id}', { path: { id: idSegment(id) } });
