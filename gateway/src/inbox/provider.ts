import type { ReplyData } from '../datasource/contract.js';
import type { HadirApi } from '../datasource/hadir-api.js';

/** GET /inbox's data (rules §3, Inbox reply). */
export type ProviderInbox = ReplyData<'/api/v1/inbox', 'get'>;

/** GET /inbox with the Period header (1-12). */
export const inboxOfMonth = (api: HadirApi, period: number) => api.call('get', '/api/v1/inbox', { header: { period } });
