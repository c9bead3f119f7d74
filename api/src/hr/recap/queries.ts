import type { Db } from '../../db/db.js';
import type { Person } from '../../workdays/month.js';
import { scopeWhere, type Scope } from './scope.js';

export interface RecapPerson extends Person {
  comp_kd: string | null;
}

const PERSON = 'u.id, u.nik, u.name, u.comp_kd, u.divisi_kd, u.subdivisi_kd, u.dept_kd';
/** Everyone who belonged to the scope during the period: active, or deactivated after it began. */
const ACTIVE_IN_PERIOD = (slot: string) => `(u.active OR u.deactivated_at >= ${slot}::date)`;

/** One page of the scope's people in NIK order, and how many there are. */
export async function pagePeople(db: Db, scope: Scope, from: string, page: { page: number; pageSize: number }) {
  const params: unknown[] = [];
  const where = `${scopeWhere(scope, params)} AND ${ACTIVE_IN_PERIOD(`$${params.push(from)}`)}`;
  const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, params);
  const people = await db.query<RecapPerson>(
    `SELECT ${PERSON} FROM users u WHERE ${where} ORDER BY u.nik LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    params,
  );
  return { people, total: counted.total };
}

/** Every person of the scope in NIK order (about 100 bytes each: 10,000 people is a megabyte). */
export async function allPeople(db: Db, scope: Scope, from: string) {
  const params: unknown[] = [];
  const where = `${scopeWhere(scope, params)} AND ${ACTIVE_IN_PERIOD(`$${params.push(from)}`)}`;
  return db.query<RecapPerson>(`SELECT ${PERSON} FROM users u WHERE ${where} ORDER BY u.nik`, params);
}

export const personByNik = (db: Db, nik: number) => db.one<RecapPerson>(`SELECT ${PERSON} FROM users u WHERE u.nik = $1`, [nik]);
