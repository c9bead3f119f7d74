/**
 * Where an inbox item leads (rules §2; issue 47), written once for the web's inbox list (its View
 * link) and the api's push and e-mail (the screen a tap or the e-mail's link opens). The routes are
 * the web's (web/src/config/paths.ts; its test checks each one here is a route there).
 */

export type InboxLink = { kind: 'view' | 'pdf'; href: string } | null;

export interface LinkedInboxItem {
  id: string | number;
  status: string;
  /** The route name the item opens (e.g. 'approve'), with ibxid = id and id = itemId. */
  redirect: string | null | undefined;
  /** What the item is about: a leave id, a correction id, a signed leave PDF's name, a day. */
  itemId: string | null | undefined;
}

const segment = (value: string | number) => encodeURIComponent(value);
const decision = (base: string) => (ibxid: string | number, id: string) => `${base}/${segment(ibxid)}/${segment(id)}`;

/** The routes a Pending item's redirect may name; each opens with ibxid (the item) and id (what it is about). */
const WAITING: Record<string, (ibxid: string | number, id: string) => string> = {
  approve: decision('/approve'),
  correction: decision('/correction'),
  overtime: decision('/overtime/approve'),
  'overtime-consent': decision('/overtime/consent'),
  'swap-accept': () => '/swaps',
  'swap-approve': () => '/swaps',
};

/** The decided items that still open what they are about: an overtime request shows its status and agreement. */
const DECIDED: Record<string, (ibxid: string | number, id: string) => string> = {
  overtime: decision('/overtime/approve'),
  'overtime-consent': decision('/overtime/approve'),
  'overtime-notice': decision('/overtime/approve'),
};

/**
 * The HR screen each export kind is asked for and downloaded from (api/src/hr/exports/kinds.ts), by
 * the redirect its "ready" item is stored with (exportRedirect).
 */
const EXPORT_SCREENS = {
  recap: '/hr/recap',
  'leave-recap': '/hr/leave-recap',
  'overtime-recap': '/hr/overtime',
} as const;

/** An export job's kind (hr_export_jobs.kind, migration 225). */
export type ExportKindName = keyof typeof EXPORT_SCREENS;

/**
 * The redirect a finished export's inbox item is stored with: `export` for the month's recap (as
 * every such item was before the leave and overtime recaps became jobs, issue 48), `export-<kind>`
 * for the others, so the item leads to the screen its file is downloaded from.
 */
export const exportRedirect = (kind: ExportKindName) => (kind === 'recap' ? 'export' : `export-${kind}`);

/**
 * The notices that open a screen whatever their status: a reminder its clock screen, a flagged
 * clock-in the team's review, an announcement Home (its Announcement card), a finished export the
 * screen of its kind (the recap, the leave recap, the overtime recap), where it is downloaded from.
 */
const NOTICES: Record<string, string> = {
  clockin: '/clockin',
  clockout: '/clockout',
  flagged: '/team/review',
  announcement: '/',
  ...Object.fromEntries(
    (Object.keys(EXPORT_SCREENS) as ExportKindName[]).map((kind) => [exportRedirect(kind), EXPORT_SCREENS[kind]]),
  ),
};

/** A signed leave form's stored name (storage names end in their extension; an overtime's id does not). */
const LEAVE_PDF = /\.pdf$/i;

/**
 * A Pending item with a known redirect opens it (View); a notice opens its screen; a decided
 * overtime item opens the request; an Approved item with no redirect whose item id names a signed
 * leave PDF opens it (View PDF). Other items lead nowhere (null).
 */
export function inboxLink(item: LinkedInboxItem): InboxLink {
  if (!item.itemId) return null;
  const notice = item.redirect ? NOTICES[item.redirect] : undefined;
  if (notice) return { kind: 'view', href: notice };
  if (item.status === 'Pending' && item.redirect) {
    const build = WAITING[item.redirect];
    return build ? { kind: 'view', href: build(item.id, item.itemId) } : null;
  }
  const decided = item.redirect ? DECIDED[item.redirect] : undefined;
  if (decided) return { kind: 'view', href: decided(item.id, item.itemId) };
  if (item.status === 'Approved' && !item.redirect && LEAVE_PDF.test(item.itemId))
    return { kind: 'pdf', href: `/leave-view/${segment(item.itemId)}` };
  return null;
}
