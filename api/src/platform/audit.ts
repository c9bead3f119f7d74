import type { Db } from '../db/db.js';
import { summaryText, type AuditSummary } from './audit-summaries.js';

/** One field of a change, before → after. Values are what a person reads; never a secret. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditPerson {
  id: number;
  nik: number;
  name: string;
}

export interface AuditEntry {
  compKd: string | null;
  actor: AuditPerson;
  action: string;
  target: string;
  subject?: AuditPerson | null;
  summary: AuditSummary;
  changes?: FieldChange[];
}

const COLUMNS = 9;

/**
 * Appends audit rows inside the caller's transaction (so a change and its record commit or fail
 * together). Many rows go in one statement per 1,000, which keeps an import of 10,000 people fast.
 */
export async function recordAudit(db: Db, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  for (let start = 0; start < list.length; start += 1000) {
    const chunk = list.slice(start, start + 1000);
    const params: unknown[] = [];
    const rows = chunk.map((entry, index) => {
      params.push(
        entry.compKd,
        entry.actor.id,
        entry.actor.nik,
        entry.actor.name,
        entry.action,
        entry.target,
        entry.subject?.id ?? null,
        entry.subject?.nik ?? null,
        entry.subject?.name ?? null,
      );
      const base = index * (COLUMNS + 4);
      params.push(
        summaryText(entry.summary),
        JSON.stringify(entry.changes ?? []),
        entry.summary.key,
        JSON.stringify(entry.summary.values),
      );
      const slots = Array.from({ length: COLUMNS + 4 }, (_, i) => `$${base + i + 1}`);
      slots[COLUMNS + 1] += '::jsonb';
      slots[COLUMNS + 3] += '::jsonb';
      return `(${slots.join(', ')})`;
    });
    await db.query(
      `INSERT INTO audit_log (comp_kd, actor_id, actor_nik, actor_name, action, target, subject_id, subject_nik,
         subject_name, summary, changes, summary_key, summary_values)
       VALUES ${rows.join(', ')}`,
      params,
    );
  }
}

/** The fields whose values differ between before and after, in the order of `fields`. */
export function diffFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  return fields
    .filter((field) => !sameValue(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * A supervisor's decision on someone's leave or correction, in the employee's company's trail
 * (DESIGN.md: every decision writes one, in the same transaction as the decision).
 */
export const recordDecision = (
  db: Db,
  decision: {
    supervisor: AuditPerson;
    employee: AuditPerson & { comp_kd: string | null };
    action: 'leave.approve' | 'leave.reject' | 'correction.approve' | 'correction.reject';
    target: string;
    summary: AuditSummary;
    changes: FieldChange[];
  },
) =>
  recordAudit(db, {
    compKd: decision.employee.comp_kd,
    actor: decision.supervisor,
    action: decision.action,
    target: decision.target,
    subject: decision.employee,
    summary: decision.summary,
    changes: decision.changes,
  });

export { auditSummary, kindKey, type AuditSummary } from './audit-summaries.js';
