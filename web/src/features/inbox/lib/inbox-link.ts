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

/** The decided items that still open what they are about: an overtime request shows its status and agreement. */
const DECIDED_VIEWS: Record<string, (ibxid: string, id: string) => string> = {
  overtime: paths.overtimeApprove.href,
  'overtime-consent': paths.overtimeApprove.href,
  'overtime-notice': paths.overtimeApprove.href,
};

/** The notices that open a screen whatever their status (the api's inboxItemPath opens the same). */
const NOTICE_VIEWS: Record<string, () => string> = {
  clockin: paths.clockin.href,
  clockout: paths.clockout.href,
  flagged: paths.teamReview.href,
};

/** A signed leave form's stored name (storage names end in their extension; an overtime's id does not). */
const LEAVE_PDF = /\.pdf$/i;

/**
 * Where an inbox item leads (rules §2): a Pending item with a known redirect opens it (View); a
 * decided overtime item opens the request (View); an Approved item with no redirect whose item id
 * names a signed leave PDF opens it (View PDF): the employee's notice and the approver's decided
 * item alike. Other decided items lead nowhere.
 */
export function inboxLink(item: Pick<InboxItem, 'id' | 'status' | 'redirect' | 'itemId'>): InboxLink {
  if (!item.itemId) return null;
  // An announcement's notice (issue 47) opens Home, whose Announcement card shows it.
  if (item.redirect === 'announcement') return { kind: 'view', href: paths.home.href() };
  // A reminder (issue 47) opens the clock screen it is about; a flagged clock-in, the team's review.
  const notice = item.redirect ? NOTICE_VIEWS[item.redirect] : undefined;
  if (notice) return { kind: 'view', href: notice() };
  if (item.status === 'Pending' && item.redirect) {
    const build = REDIRECTS[item.redirect];
    return build ? { kind: 'view', href: build(item.id, item.itemId) } : null;
  }
  const decidedView = item.redirect ? DECIDED_VIEWS[item.redirect] : undefined;
  if (decidedView) return { kind: 'view', href: decidedView(item.id, item.itemId) };
  if (item.status === 'Approved' && !item.redirect && LEAVE_PDF.test(item.itemId))
    return { kind: 'pdf', href: paths.leaveView.href(item.itemId) };
  return null;
}

/** An item's status in words: an overtime agreement settled as Success reads "Agreed". */
export const agreedToOvertime = (item: Pick<InboxItem, 'status' | 'redirect'>) =>
  item.status === 'Success' && item.redirect === 'overtime-consent';
