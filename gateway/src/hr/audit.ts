import type { HrAuditEntry } from '../__generated__/resolvers-types.js';
import type { Item, ReplyData } from '../datasource/contract.js';
import { toHrPerson } from './employee.js';

/** docs/hr-api.md's Audit entry. */
type ProviderAuditEntry = Item<ReplyData<'/api/v1/hr/audit', 'get'>['items']>;
type AuditValue = ProviderAuditEntry['changes'][number]['before'];

/** Values are shown as text; an empty value stays null so the screen can say so in words. */
const asText = (value: AuditValue) => (value === null || value === undefined ? null : String(value));

export const toHrAuditEntry = (entry: ProviderAuditEntry): HrAuditEntry => ({
  id: String(entry.id),
  at: entry.at,
  action: entry.action,
  actor: entry.actor ? toHrPerson(entry.actor) : null,
  subject: entry.subject ? toHrPerson(entry.subject) : null,
  target: entry.target,
  summary: entry.summary,
  summaryKey: entry.summary_key ?? null,
  summaryValues: Object.entries(entry.summary_values ?? {}).map(([name, value]) => ({ name, value: String(value) })),
  changes: (entry.changes ?? []).map((change) => ({
    field: change.field,
    before: asText(change.before),
    after: asText(change.after),
  })),
});
