import type { Db } from '../db/db.js';
import type { Person } from '../workdays/month.js';
import { scopeWhere, type Scope } from './scope.js';

export interface RecapPerson extends Person {
  comp_kd: string | null;
}

const PERSON = 'u.id, u.nik, u.name, u.comp_kd, u.divisi_kd, u.subdivisi_kd, u.dept_kd';
/**
 * Everyone employed on a day of the period (workdays/employment.ts): their current period (join date
 * to last working day) or one before a re-hire overlaps it. Someone who joins after it is not listed.
 */
const EMPLOYED_IN_PERIOD = (from: string, to: string) => `((
    (u.created_at AT TIME ZONE 'Asia/Jakarta')::date <= ${to}::date AND (u.employment_end IS NULL OR u.employment_end >= ${from}::date)
  ) OR EXISTS (SELECT 1 FROM employment_history h WHERE h.user_id = u.id AND h.starts <= ${to}::date AND h.ends >= ${from}::date))`;

const inPeriod = (params: unknown[], period: { from: string; to: string }) =>
  EMPLOYED_IN_PERIOD(`$${params.push(period.from)}`, `$${params.push(period.to)}`);

/** One page of the scope's people in NIK order, and how many there are. */
export async function pagePeople(
  db: Db,
  scope: Scope,
  period: { from: string; to: string },
  page: { page: number; pageSize: number },
) {
  const params: unknown[] = [];
  const where = `${scopeWhere(scope, params)} AND ${inPeriod(params, period)}`;
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${where}`,
    params,
  );
  const people = await db.query<RecapPerson>(
    `SELECT ${PERSON} FROM users u WHERE ${where} ORDER BY u.nik LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    params,
  );
  return { people, total: counted.total };
}

/** Every person of the scope in NIK order (about 100 bytes each: 10,000 people is a megabyte). */
export async function allPeople(db: Db, scope: Scope, period: { from: string; to: string }) {
  const params: unknown[] = [];
  const where = `${scopeWhere(scope, params)} AND ${inPeriod(params, period)}`;
  return db.query<RecapPerson>(`SELECT ${PERSON} FROM users u WHERE ${where} ORDER BY u.nik`, params);
}

export const personByNik = (db: Db, nik: number) =>
  db.one<RecapPerson>(`SELECT ${PERSON} FROM users u WHERE u.nik = $1`, [nik]);
