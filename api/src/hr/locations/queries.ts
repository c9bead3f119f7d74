import type { Db } from '../../db/db.js';

export interface LocationRow {
  lok_kd: string;
  lok_nm: string;
  latitude: number;
  longitude: number;
  radius: number;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  active: boolean;
  comp_kd: string;
  time_zone: string;
}

const COLUMNS =
  'lok_kd, lok_nm, latitude, longitude, radius, divisi_kd, subdivisi_kd, dept_kd, active, comp_kd, time_zone';

export const listLocations = (db: Db, compKd: string, active?: boolean) =>
  db.query<LocationRow>(
    `SELECT ${COLUMNS} FROM work_locations WHERE comp_kd = $1 AND ($2::boolean IS NULL OR active = $2) ORDER BY lok_kd`,
    [compKd, active ?? null],
  );

export const findLocation = (db: Db, code: string) =>
  db.one<LocationRow>(`SELECT ${COLUMNS} FROM work_locations WHERE lok_kd = $1`, [code]);

/** Writes a location whole (insert or replace), its scope as exactly one unit column or none. */
export const saveLocation = (db: Db, row: LocationRow, insert: boolean) =>
  db.query(
    insert
      ? `INSERT INTO work_locations (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`
      : `UPDATE work_locations SET lok_nm = $2, latitude = $3, longitude = $4, radius = $5, divisi_kd = $6,
           subdivisi_kd = $7, dept_kd = $8, active = $9, time_zone = $11 WHERE lok_kd = $1 AND comp_kd = $10`,
    [
      row.lok_kd,
      row.lok_nm,
      row.latitude,
      row.longitude,
      row.radius,
      row.divisi_kd,
      row.subdivisi_kd,
      row.dept_kd,
      row.active,
      row.comp_kd,
      row.time_zone,
    ],
  );

export const deleteLocation = (db: Db, code: string) =>
  db.query('DELETE FROM work_locations WHERE lok_kd = $1', [code]);
