import type { Db } from '../../db/db.js';
import type { FieldChange } from '../../platform/audit.js';

export interface AuditRow {
  id: number;
  at: Date;
  action: string;
  actor_nik: number | null;
  actor_name: string | null;
  subject_nik: number | null;
  subject_name: string | null;
  target: string;
  summary: string;
  summary_key: string | null;
  summary_values: Record<string, string | number> | null;
  changes: FieldChange[];
}

export interface AuditFilter {
  employee?: number;
  actor?: number;
  from?: string;
  to?: string;
  action?: string;
}

/** A page of a company's audit trail, newest first; days are Jakarta days. */
export async function pageAudit(db: Db, compKd: string, filter: AuditFilter, page: number, pageSize: number) {
  const params: unknown[] = [compKd];
  const where = ['comp_kd = $1'];
  const add = (clause: (slot: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.employee !== undefined) add((slot) => `subject_nik = ${slot}`, filter.employee);
  if (filter.actor !== undefined) add((slot) => `actor_nik = ${slot}`, filter.actor);
  if (filter.from) add((slot) => `at >= (${slot}::date::timestamp AT TIME ZONE 'Asia/Jakarta')`, filter.from);
  if (filter.to) add((slot) => `at < ((${slot}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta')`, filter.to);
  if (filter.action) add((slot) => `action = ${slot}`, filter.action);
  const whereSql = where.join(' AND ');
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audit_log WHERE ${whereSql}`,
    params,
  );
  const items = await db.query<AuditRow>(
    `SELECT id, at, action, actor_nik, actor_name, subject_nik, subject_name, target, summary, summary_key, summary_values, changes
     FROM audit_log WHERE ${whereSql} ORDER BY at DESC, id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { items, total };
}
