import type { Db } from '../../db/db.js';
import { scopeWhere, type Scope } from '../../recap/index.js';

export interface LeaveFilter {
  from: string;
  to: string;
  status?: string;
  type?: string;
}

export interface LeaveRecapRow {
  id: number;
  nik: number;
  name: string;
  divisi_kd: string | null;
  dept_kd: string | null;
  tipe: string;
  leave_duration: string;
  start_date: string;
  end_date: string;
  days: number;
  status: string;
  description: string | null;
  decider_nik: number | null;
  decider_name: string | null;
  decided_at: Date | null;
}

function where(scope: Scope, filter: LeaveFilter, params: unknown[]) {
  const clauses = [scopeWhere(scope, params)];
  params.push(filter.from, filter.to);
  clauses.push(`l.start_date <= $${params.length}::date AND l.end_date >= $${params.length - 1}::date`);
  if (filter.status) clauses.push(`l.status = $${params.push(filter.status)}`);
  if (filter.type) clauses.push(`l.tipe = $${params.push(filter.type)}`);
  return clauses.join(' AND ');
}

const SELECT = `SELECT l.id, u.nik, u.name, u.divisi_kd, u.dept_kd, l.tipe, l.leave_duration, l.start_date, l.end_date,
    -- The working days counted when the request was filed (leave/working-days.ts): the one number
    -- the form, the approval sheet and the recaps show; calendar days only for requests older than it.
    coalesce(l.days, CASE WHEN l.leave_duration = 'Half Day' THEN 0.5 ELSE (l.end_date - l.start_date + 1) END)::float8 AS days,
    l.status, l.description, d.nik AS decider_nik, d.name AS decider_name, l.decided_at
  FROM leave_requests l JOIN users u ON u.id = l.user_id LEFT JOIN users d ON d.id = l.decided_by`;
const ORDER = 'ORDER BY l.start_date, l.id';

/** One page of the requests, how many in all, and their counts by status and by type. */
export async function pageLeave(db: Db, scope: Scope, filter: LeaveFilter, page: { page: number; pageSize: number }) {
  const params: unknown[] = [];
  const whereSql = where(scope, filter, params);
  const counts = await db.query<{ status: string; tipe: string; requests: number }>(
    `SELECT l.status, l.tipe, count(*)::int AS requests FROM leave_requests l JOIN users u ON u.id = l.user_id
     WHERE ${whereSql} GROUP BY l.status, l.tipe`,
    params,
  );
  const rows = await db.query<LeaveRecapRow>(
    `${SELECT} WHERE ${whereSql} ${ORDER} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    params,
  );
  return { rows, counts };
}

/** How many requests match (an export job's total, for its progress). */
export async function countLeave(db: Db, scope: Scope, filter: LeaveFilter) {
  const params: unknown[] = [];
  const row = await db.one<{ requests: number }>(
    `SELECT count(*)::int AS requests FROM leave_requests l JOIN users u ON u.id = l.user_id WHERE ${where(scope, filter, params)}`,
    params,
  );
  return row?.requests ?? 0;
}

/** Every matching request, a batch at a time (keyset on start date and id), for the export. */
export async function* leaveBatches(
  db: Db,
  scope: Scope,
  filter: LeaveFilter,
  size = 1000,
): AsyncGenerator<LeaveRecapRow[]> {
  let after: [string, number] = ['0001-01-01', 0];
  for (;;) {
    const params: unknown[] = [];
    const whereSql = where(scope, filter, params);
    params.push(after[0], after[1]);
    const rows = await db.query<LeaveRecapRow>(
      `${SELECT} WHERE ${whereSql} AND (l.start_date, l.id) > ($${params.length - 1}::date, $${params.length}::int) ${ORDER} LIMIT ${size}`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1];
    after = [last.start_date, last.id];
  }
}
