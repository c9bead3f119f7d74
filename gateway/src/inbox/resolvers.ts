import { InboxStatus, type Inbox, type Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';

const toInbox = ({ user, inbox }: provider.ProviderInbox): Inbox => ({
  userName: user.name,
  items: inbox.map((item) => ({
    id: String(item.id),
    message: item.message,
    // Key and values, not a sentence: the web speaks the language chosen in the browser (which may be
    // the phone's, before the person stores one), and re-says its list when they switch, with no refetch.
    messageKey: item.messageKey,
    messageValues: item.messageValues == null ? null : JSON.stringify(item.messageValues),
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
