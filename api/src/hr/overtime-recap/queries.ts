import type { Db } from '../../db/db.js';
import type { OvertimeRow } from '../../overtime/queries.js';
import type { RecapPerson } from '../../recap/queries.js';
import { scopeWhere, type Scope } from '../../recap/index.js';

export interface OvertimeFilter {
  from: string;
  to: string;
  status?: string;
}

/** A request of the recap with the person the day engine counts it for. */
export interface OvertimeRecapRow extends OvertimeRow {
  person: RecapPerson;
}

function where(scope: Scope, filter: OvertimeFilter, params: unknown[]) {
  const clauses = [scopeWhere(scope, params)];
  params.push(filter.from, filter.to);
  clauses.push(`o.work_date BETWEEN $${params.length - 1}::date AND $${params.length}::date`);
  if (filter.status) clauses.push(`o.status = $${params.push(filter.status)}`);
  return clauses.join(' AND ');
}

const SELECT = `SELECT o.id, o.user_id, o.work_date::text AS work_date, o.planned_start, o.planned_end, o.reason,
    o.working_day, o.asked_by, o.consented_at, o.consent_device, o.status, o.decided_by, o.decided_at, o.created_at,
    json_build_object('id', u.id, 'nik', u.nik, 'name', u.name, 'comp_kd', u.comp_kd, 'divisi_kd', u.divisi_kd,
      'subdivisi_kd', u.subdivisi_kd, 'dept_kd', u.dept_kd) AS person
  FROM overtime_requests o JOIN users u ON u.id = o.user_id`;
const ORDER = 'ORDER BY o.work_date, u.nik, o.id';

/** One page of the month's requests in the scope, and how many there are by status. */
export async function pageOvertime(
  db: Db,
  scope: Scope,
  filter: OvertimeFilter,
  page: { page: number; pageSize: number },
) {
  const params: unknown[] = [];
  const whereSql = where(scope, filter, params);
  const counts = await db.query<{ status: string; requests: number }>(
    `SELECT o.status, count(*)::int AS requests FROM overtime_requests o JOIN users u ON u.id = o.user_id WHERE ${whereSql} GROUP BY o.status`,
    params,
  );
  const rows = await db.query<OvertimeRecapRow>(
    `${SELECT} WHERE ${whereSql} ${ORDER} LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    params,
  );
  return { rows, counts };
}

/** How many requests the scope's month has (an export job's total, for its progress). */
export async function countOvertime(db: Db, scope: Scope, filter: OvertimeFilter) {
  const params: unknown[] = [];
  const row = await db.one<{ requests: number }>(
    `SELECT count(*)::int AS requests FROM overtime_requests o JOIN users u ON u.id = o.user_id WHERE ${where(scope, filter, params)}`,
    params,
  );
  return row?.requests ?? 0;
}

/** Every request of the scope's month, a batch at a time (the export). */
export async function* overtimeBatches(db: Db, scope: Scope, filter: OvertimeFilter, size = 200) {
  for (let page = 1; ; page += 1) {
    const params: unknown[] = [];
    const rows = await db.query<OvertimeRecapRow>(
      `${SELECT} WHERE ${where(scope, filter, params)} ${ORDER} LIMIT ${size} OFFSET ${(page - 1) * size}`,
      params,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}
