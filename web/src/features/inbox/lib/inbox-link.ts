import { paths } from '../../../config/paths';
import type { InboxQuery } from '../../../gql/graphql';

type InboxItem = InboxQuery['inbox']['items'][number];

export type InboxLink = { kind: 'view' | 'pdf'; href: string } | null;

/** The routes an item's redirect may name; each opens with ibxid (the item) and id (what it is about). */
const REDIRECTS: Record<string, (ibxid: string, id: string) => string> = {
  approve: paths.approve.href,
  correction: paths.correction.href,
  overtime: paths.overtimeApprove.href,
  'overtime-consent': paths.overtimeConsent.href,
  'swap-accept': () => paths.swaps.href(),
  'swap-approve': () => paths.swaps.href(),
};

/**
 * Where an inbox item leads (rules §2): a Pending item with a known redirect opens it (View); an
 * Approved item with no redirect of its own is the employee's notice of an approved leave, whose
 * item id names the signed PDF. Decided items of a supervisor keep their redirect and lead nowhere.
 */
export function inboxLink(item: Pick<InboxItem, 'id' | 'status' | 'redirect' | 'itemId'>): InboxLink {
  if (!item.itemId) return null;
  // An announcement's notice (issue 47) opens Home, whose Announcement card shows it.
  if (item.redirect === 'announcement') return { kind: 'view', href: paths.home.href() };
  if (item.status === 'Pending' && item.redirect) {
    const build = REDIRECTS[item.redirect];
    return build ? { kind: 'view', href: build(item.id, item.itemId) } : null;
  }
  if (item.status === 'Approved' && !item.redirect) return { kind: 'pdf', href: paths.leaveView.href(item.itemId) };
  return null;
}
