import type { Db } from '../../db/db.js';
import { UNIT_KINDS, type UnitKind } from '../../platform/units.js';

export interface UnitRow {
  code: string;
  name: string;
  employees: number;
  locations: number;
}

/** A company's units of one kind with how many people and locations use each. */
export function listUnits(db: Db, compKd: string, kind: UnitKind, code?: string) {
  const { table, column } = UNIT_KINDS[kind];
  return db.query<UnitRow>(
    `SELECT t.code, t.name,
       (SELECT count(*)::int FROM users u WHERE u.comp_kd = t.comp_kd AND u.${column} = t.code) AS employees,
       (SELECT count(*)::int FROM work_locations w WHERE w.comp_kd = t.comp_kd AND w.${column} = t.code) AS locations
     FROM ${table} t WHERE t.comp_kd = $1 AND ($2::text IS NULL OR t.code = $2) ORDER BY t.code`,
    [compKd, code ?? null],
  );
}

export const companyOf = (db: Db, compKd: string) =>
  db.one<{ comp_kd: string; name: string }>('SELECT comp_kd, name FROM companies WHERE comp_kd = $1', [compKd]);

export const insertUnit = (db: Db, compKd: string, kind: UnitKind, code: string, name: string) =>
  db.query(`INSERT INTO ${UNIT_KINDS[kind].table} (comp_kd, code, name) VALUES ($1, $2, $3)`, [compKd, code, name]);

/** A new code carries over to the people and locations that use it (ON UPDATE CASCADE). */
export const updateUnit = (
  db: Db,
  compKd: string,
  kind: UnitKind,
  code: string,
  next: { code: string; name: string },
) =>
  db.query(`UPDATE ${UNIT_KINDS[kind].table} SET code = $3, name = $4 WHERE comp_kd = $1 AND code = $2`, [
    compKd,
    code,
    next.code,
    next.name,
  ]);

export const deleteUnit = (db: Db, compKd: string, kind: UnitKind, code: string) =>
  db.query(`DELETE FROM ${UNIT_KINDS[kind].table} WHERE comp_kd = $1 AND code = $2`, [compKd, code]);

/** Who still uses a unit: the first ten people by NIK, how many in all, and every location. */
export async function unitUsers(db: Db, compKd: string, kind: UnitKind, code: string) {
  const { column } = UNIT_KINDS[kind];
  const users = await db.query<{ nik: number; name: string }>(
    `SELECT nik, name FROM users WHERE comp_kd = $1 AND ${column} = $2 ORDER BY nik LIMIT 10`,
    [compKd, code],
  );
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE comp_kd = $1 AND ${column} = $2`,
    [compKd, code],
  );
  const locations = await db.query<{ lok_kd: string }>(
    `SELECT lok_kd FROM work_locations WHERE comp_kd = $1 AND ${column} = $2 ORDER BY lok_kd`,
    [compKd, code],
  );
  return { users, count, locations: locations.map((row) => row.lok_kd) };
}

export const unitElsewhere = async (db: Db, compKd: string, kind: UnitKind, code: string) =>
  (await db.one(`SELECT 1 FROM ${UNIT_KINDS[kind].table} WHERE comp_kd <> $1 AND code = $2 LIMIT 1`, [
    compKd,
    code,
  ])) !== undefined;
