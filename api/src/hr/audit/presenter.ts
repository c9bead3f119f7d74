import type { AuditRow } from './queries.js';

const person = (nik: number | null, name: string | null) => (nik === null ? null : { nik, name });

export const presentAuditEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  action: row.action,
  actor: person(row.actor_nik, row.actor_name),
  subject: person(row.subject_nik, row.subject_name),
  target: row.target,
  summary: row.summary,
  // An entry stored before keys were (migration 213) has none: its English summary is what it says.
  summary_key: row.summary_key,
  summary_values: row.summary_values ?? {},
  changes: row.changes,
});
