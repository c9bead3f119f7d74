import type { Db } from '../../db/db.js';
import type { UserRow } from '../../users/presenter.js';
import type { EmployeeValues } from './fields.js';

/** An employee's values as written: their id and their supervisor's id resolved beforehand. */
export interface StoredEmployee extends EmployeeValues {
  id: number;
  supervisor_id: number | null;
}

/** An employee as HR reads them: the user's fields, the join day and the supervisor's NIK and name. */
export interface EmployeeRow extends Pick<
  UserRow,
  | 'id'
  | 'nik'
  | 'name'
  | 'gender'
  | 'email'
  | 'phone'
  | 'address'
  | 'birth_date'
  | 'birth_place'
  | 'comp_kd'
  | 'divisi_kd'
  | 'subdivisi_kd'
  | 'dept_kd'
  | 'role_id'
  | 'blood'
  | 'profile'
  | 'supervisor_id'
  | 'active'
  | 'deactivated_at'
  | 'must_reset_password'
> {
  join_date: string;
  /** The last working day HR gave when deactivating (yyyy-mm-dd); null while employed. */
  last_working_day: string | null;
  /** The periods before a re-hire, oldest first. */
  earlier_periods: { join_date: string; last_working_day: string }[];
  supervisor_nik: number | null;
  supervisor_name: string | null;
  /** The zone HR gave the person (issue 25); null: their work location's. */
  time_zone: string | null;
}

const SELECT = `SELECT u.id, u.nik, u.name, u.gender, u.email, u.phone, u.address, u.birth_date, u.birth_place,
    to_char(u.created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS join_date,
    to_char(u.employment_end, 'YYYY-MM-DD') AS last_working_day,
    (SELECT COALESCE(json_agg(json_build_object('join_date', to_char(h.starts, 'YYYY-MM-DD'), 'last_working_day', to_char(h.ends, 'YYYY-MM-DD'))
       ORDER BY h.starts), '[]'::json) FROM employment_history h WHERE h.user_id = u.id) AS earlier_periods,
    u.comp_kd, u.divisi_kd, u.subdivisi_kd, u.dept_kd, u.role_id, u.blood, u.profile, u.supervisor_id,
    s.nik AS supervisor_nik, s.name AS supervisor_name, u.active, u.deactivated_at, u.must_reset_password,
    u.time_zone
  FROM users u LEFT JOIN users s ON s.id = u.supervisor_id`;

/**
 * Sort keys. The nullable ones put people without a value last whichever the direction; the others
 * say nothing about nulls, so that an index serves them both ways.
 */
export const SORT_COLUMNS = {
  nik: { column: 'u.nik', nullable: false },
  name: { column: 'lower(u.name)', nullable: false },
  email: { column: 'u.email', nullable: true },
  divisi_kd: { column: 'u.divisi_kd', nullable: true },
  dept_kd: { column: 'u.dept_kd', nullable: true },
  roleId: { column: 'u.role_id', nullable: false },
  join_date: { column: 'u.created_at', nullable: false },
  active: { column: 'u.active', nullable: false },
} as const;

export interface EmployeeFilter {
  q?: string;
  division?: string;
  subdivision?: string;
  department?: string;
  role?: number;
  active?: boolean;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: keyof typeof SORT_COLUMNS;
  order: 'asc' | 'desc';
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** One page of a company's employees, and how many match in all. */
export async function pageEmployees(db: Db, compKd: string, filter: EmployeeFilter, page: PageRequest) {
  const params: unknown[] = [compKd];
  const where = ['u.comp_kd = $1'];
  const add = (clause: (slot: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.q) {
    const text = escapeLike(filter.q.toLowerCase());
    if (/^\d+$/.test(filter.q))
      add((slot) => `(u.nik::text LIKE ${slot} || '%' OR lower(u.name) LIKE '%' || ${slot} || '%')`, text);
    else add((slot) => `(lower(u.name) LIKE '%' || ${slot} || '%' OR lower(u.email) LIKE '%' || ${slot} || '%')`, text);
  }
  if (filter.division) add((slot) => `u.divisi_kd = ${slot}`, filter.division);
  if (filter.subdivision) add((slot) => `u.subdivisi_kd = ${slot}`, filter.subdivision);
  if (filter.department) add((slot) => `u.dept_kd = ${slot}`, filter.department);
  if (filter.role !== undefined) add((slot) => `u.role_id = ${slot}`, filter.role);
  if (filter.active !== undefined) add((slot) => `u.active = ${slot}`, filter.active);
  const whereSql = where.join(' AND ');
  const direction = page.order === 'desc' ? 'DESC' : 'ASC';
  const sort = SORT_COLUMNS[page.sort];
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM users u WHERE ${whereSql}`,
    params,
  );
  const items = await db.query<EmployeeRow>(
    `${SELECT} WHERE ${whereSql}
     ORDER BY ${sort.column} ${direction}${sort.nullable ? ' NULLS LAST' : ''}, u.id ${direction}
     LIMIT ${page.pageSize} OFFSET ${(page.page - 1) * page.pageSize}`,
    params,
  );
  return { items, total: counted.total };
}

export const findEmployee = (db: Db, id: number) => db.one<EmployeeRow>(`${SELECT} WHERE u.id = $1`, [id]);

/** Employees by NIK (any company: a NIK is unique in Hadir). */
export const findEmployeesByNik = (db: Db, niks: number[]) =>
  db.query<EmployeeRow>(`${SELECT} WHERE u.nik = ANY($1::bigint[])`, [niks]);

/** All of a company's employees, for the import's comparison (one query for 10,000 people). */
export const listCompanyEmployees = (db: Db, compKd: string) =>
  db.query<EmployeeRow>(`${SELECT} WHERE u.comp_kd = $1`, [compKd]);

/** Holders of e-mail addresses, any company (an address is unique in Hadir). */
export const findEmailHolders = (db: Db, emails: string[]) =>
  db.query<{ id: number; nik: number; email: string }>(
    'SELECT id, nik, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [emails],
  );

/** Active supervisors of a company matching a NIK prefix or a part of the name (the picker). */
export const searchSupervisors = (db: Db, compKd: string, q: string) =>
  db.query<{ id: number; nik: number; name: string }>(
    `SELECT id, nik, name FROM users
     WHERE comp_kd = $1 AND role_id = 2 AND active
       AND ($2 = '' OR nik::text LIKE $2 || '%' OR lower(name) LIKE '%' || $2 || '%')
     ORDER BY name, nik LIMIT 20`,
    [compKd, escapeLike(q.toLowerCase())],
  );

/** The supervisor chain above a person, nearest first (stops at a repeat, so a bad row cannot loop). */
export const supervisorChain = (db: Db, id: number) =>
  db.query<{ id: number; nik: number; name: string }>(
    `WITH RECURSIVE chain (id, nik, name, supervisor_id, path) AS (
       SELECT s.id, s.nik, s.name, s.supervisor_id, ARRAY[s.id]
       FROM users u JOIN users s ON s.id = u.supervisor_id WHERE u.id = $1
       UNION ALL
       SELECT s.id, s.nik, s.name, s.supervisor_id, chain.path || s.id
       FROM chain JOIN users s ON s.id = chain.supervisor_id WHERE NOT s.id = ANY(chain.path)
     )
     SELECT id, nik, name FROM chain`,
    [id],
  );

export const countSupervised = async (db: Db, id: number) =>
  (await db.one<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE supervisor_id = $1', [id]))!.count;

/** Which of the given codes exist as units of the company, per kind. */
export async function existingUnits(db: Db, compKd: string) {
  const rows = await db.query<{ kind: string; code: string }>(
    `SELECT 'divisi_kd' AS kind, code FROM divisions WHERE comp_kd = $1
     UNION ALL SELECT 'subdivisi_kd', code FROM subdivisions WHERE comp_kd = $1
     UNION ALL SELECT 'dept_kd', code FROM departments WHERE comp_kd = $1`,
    [compKd],
  );
  const units = { divisi_kd: new Set<string>(), subdivisi_kd: new Set<string>(), dept_kd: new Set<string>() };
  for (const row of rows) units[row.kind as keyof typeof units].add(row.code);
  return units;
}

const COLUMN_ARRAYS = [
  ['id', 'integer'],
  ['supervisor_id', 'integer'],
  ['nik', 'bigint'],
  ['name', 'text'],
  ['gender', 'text'],
  ['email', 'text'],
  ['phone', 'text'],
  ['address', 'text'],
  ['birth_date', 'date'],
  ['birth_place', 'text'],
  ['join_date', 'date'],
  ['divisi_kd', 'text'],
  ['subdivisi_kd', 'text'],
  ['dept_kd', 'text'],
  ['roleId', 'integer'],
  ['blood', 'text'],
] as const;

/** The values as one array per column, for `unnest`: a whole import in one statement. */
function columnArrays(rows: StoredEmployee[]) {
  return COLUMN_ARRAYS.map(([field]) => rows.map((row) => row[field]));
}

const UNNEST = `unnest(${COLUMN_ARRAYS.map(([, type], index) => `$${index + 2}::${type}[]`).join(', ')})
  AS v (${COLUMN_ARRAYS.map(([field]) => (field === 'roleId' ? 'role_id' : field)).join(', ')})`;

const JOIN_DAY = `COALESCE((v.join_date::timestamp AT TIME ZONE 'Asia/Jakarta'), now())`;

/**
 * Ids for people about to be created, taken before the insert so that a batch can name its own
 * members as supervisors in the same statement (the foreign key is checked at its end).
 */
export const reserveUserIds = async (db: Db, count: number) =>
  (
    await db.query<{ id: number }>(
      `SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id FROM generate_series(1, $1)`,
      [count],
    )
  ).map((row) => row.id);

/**
 * Creates people of a company, in one statement however many, with no password: they set one at
 * first login (406 path) or through the e-mailed link.
 */
export async function insertEmployees(db: Db, compKd: string, rows: StoredEmployee[]) {
  if (rows.length === 0) return;
  await db.query(
    `INSERT INTO users (id, supervisor_id, nik, name, gender, email, phone, address, birth_date, birth_place, created_at,
       divisi_kd, subdivisi_kd, dept_kd, role_id, blood, comp_kd, password_hash, must_reset_password)
     SELECT v.id, v.supervisor_id, v.nik, v.name, v.gender, v.email, v.phone, v.address, v.birth_date, v.birth_place,
       ${JOIN_DAY}, v.divisi_kd, v.subdivisi_kd, v.dept_kd, v.role_id, v.blood, $1, NULL, true
     FROM ${UNNEST}`,
    [compKd, ...columnArrays(rows)],
  );
}

/** Writes the whole set of values of existing people of a company, matched by id. */
export async function updateEmployees(db: Db, compKd: string, rows: StoredEmployee[]) {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE users u SET nik = v.nik, supervisor_id = v.supervisor_id, name = v.name, gender = v.gender, email = v.email,
       phone = v.phone, address = v.address, birth_date = v.birth_date, birth_place = v.birth_place,
       created_at = ${JOIN_DAY}, divisi_kd = v.divisi_kd, subdivisi_kd = v.subdivisi_kd, dept_kd = v.dept_kd,
       role_id = v.role_id, blood = v.blood
     FROM ${UNNEST}
     WHERE u.id = v.id AND u.comp_kd = $1`,
    [compKd, ...columnArrays(rows)],
  );
}

export const refreshStatistics = (db: Db) => db.query('ANALYZE users, audit_log');

/** Deactivates: no login from now, and `lastDay` is the last day of the current employment period. */
export const deactivate = (db: Db, id: number, lastDay: string) =>
  db.query(`UPDATE users SET active = false, deactivated_at = now(), employment_end = $2::date WHERE id = $1`, [
    id,
    lastDay,
  ]);

/**
 * Reactivates. With a `rehireOn` date it is a re-hire: the closed period is kept in
 * employment_history and a new one starts that day (Jakarta midnight, as every join date); with
 * none, the current period goes on.
 */
export async function reactivate(db: Db, id: number, rehireOn: string | null) {
  if (rehireOn !== null) {
    await db.query(
      `INSERT INTO employment_history (user_id, starts, ends)
       SELECT id, (created_at AT TIME ZONE 'Asia/Jakarta')::date, employment_end FROM users WHERE id = $1 AND employment_end IS NOT NULL`,
      [id],
    );
  }
  await db.query(
    `UPDATE users SET active = true, deactivated_at = NULL, employment_end = NULL,
       created_at = CASE WHEN $2::date IS NULL THEN created_at ELSE ($2::date)::timestamp AT TIME ZONE 'Asia/Jakarta' END
     WHERE id = $1`,
    [id, rehireOn],
  );
}

export const requirePassword = (db: Db, id: number) =>
  db.query('UPDATE users SET must_reset_password = true WHERE id = $1', [id]);

/** The zone HR gives one person (null: their work location's again). */
export const setTimeZone = (db: Db, id: number, zone: string | null) =>
  db.query('UPDATE users SET time_zone = $2 WHERE id = $1', [id, zone]);
