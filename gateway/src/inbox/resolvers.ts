import { InboxStatus, type Inbox, type Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';

const toInbox = ({ user, inbox }: provider.ProviderInbox): Inbox => ({
  userName: user.name,
  items: inbox.map((item) => ({
    id: String(item.id),
    message: item.message,
    // The api documents the status as text; the four it sends are the schema's InboxStatus names.
    status: InboxStatus[item.status as keyof typeof InboxStatus],
    createdAt: item.createdAt,
    redirect: item.redirect,
    itemId: item.itemid == null ? null : String(item.itemid),
  })),
});

export const inboxResolvers: Resolvers = {
  Query: {
    async inbox(_parent, { period }, { api }) {
      return toInbox((await provider.inboxOfMonth(api, period)).data);
    },
  },
};
