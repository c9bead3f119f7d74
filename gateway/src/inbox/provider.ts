import type { HadirApi } from '../datasource/hadir-api.js';

/** GET /inbox's data (rules §3, Inbox reply). */
export interface ProviderInbox {
  user: { name: string };
  inbox: {
    id: number;
    message: string;
    status: 'Pending' | 'Approved' | 'Success' | 'Rejected';
    createdAt: string;
    redirect: string | null;
    itemid: string | number | null;
  }[];
}

/** GET /inbox with the Period header (1-12). */
export const inboxOfMonth = (api: HadirApi, period: number) =>
  api.call<ProviderInbox>('GET', 'inbox', { headers: { Period: String(period) } });
