// The inbox domain's public entry: what other folders of the api may use of it. Anything not
// exported here is the domain's own (scripts/lint/layout.js).
export { type InboxStatus, notify, notifyEach, settleInboxItem } from './notify.js';
export { approvalItemsAbout, countWaiting, pendingItemIdsAbout } from './queries.js';
