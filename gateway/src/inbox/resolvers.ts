import { InboxStatus, type Inbox, type Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';

const toInbox = ({ user, inbox }: provider.ProviderInbox): Inbox => ({
  userName: user.name,
  items: inbox.map((item) => ({
    id: String(item.id),
    message: item.message,
    status: InboxStatus[item.status],
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
