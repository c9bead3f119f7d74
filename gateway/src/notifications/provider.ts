import type { ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

export type SettingsData = ReplyData<'/api/v1/notifications/settings', 'get'>;

/** GET /notifications/push-key: the company's VAPID public key. */
export const pushKey = (api: HadirApi) => api.call('get', '/api/v1/notifications/push-key');

/** POST /notifications/subscriptions: this browser takes pushes. */
export const subscribe = (api: HadirApi, endpoint: string, keys: { p256dh: string; auth: string }) =>
  api.call('post', '/api/v1/notifications/subscriptions', { body: () => ({ endpoint, keys }) });

/** DELETE /notifications/subscriptions: this browser takes no more pushes. */
export const unsubscribe = (api: HadirApi, endpoint: string) =>
  api.call('delete', '/api/v1/notifications/subscriptions', { body: () => ({ endpoint }) });

/** GET /notifications/settings. */
export const settings = (api: HadirApi) => api.call('get', '/api/v1/notifications/settings');

/** PUT /notifications/settings. */
export const saveSettings = (
  api: HadirApi,
  body: { events: SettingsData['events']; quiet_from: string | null; quiet_until: string | null },
) => api.call('put', '/api/v1/notifications/settings', { body: () => body });

/** POST /notifications/{id}/opened. */
export const opened = (api: HadirApi, id: number) =>
  api.call('post', '/api/v1/notifications/{id}/opened', { path: { id } });
