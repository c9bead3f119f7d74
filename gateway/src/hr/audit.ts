import type { HrAuditEntry } from '../__generated__/resolvers-types.js';
import { toHrPerson, type ProviderPerson } from './employee.js';

type AuditValue = string | number | boolean | null;

/** docs/hr-api.md's Audit entry. */
export interface ProviderAuditEntry {
  id: number;
  at: string;
  action: string;
  actor: ProviderPerson | null;
  subject: ProviderPerson | null;
  target: string | null;
  summary: string | null;
  changes: { field: string; before: AuditValue; after: AuditValue }[];
}

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
  changes: (entry.changes ?? []).map((change) => ({
    field: change.field,
    before: asText(change.before),
    after: asText(change.after),
  })),
});
