import type { InboxQuery } from '../../../gql/graphql';

type InboxItem = InboxQuery['inbox']['items'][number];

/**
 * Where an item leads (rules §2): the one rule the api's push and e-mail follow too, written in
 * @hadir/common/inbox-link (its routes are this app's, config/paths.ts; the inbox test checks them).
 */
export { inboxLink, type InboxLink } from '@hadir/common/inbox-link';

/** An item's status in words: an overtime agreement settled as Success reads "Agreed". */
export const agreedToOvertime = (item: Pick<InboxItem, 'status' | 'redirect'>) =>
  item.status === 'Success' && item.redirect === 'overtime-consent';
