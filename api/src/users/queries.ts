import type { Db } from '../db/db.js';
import type { UserRow } from './presenter.js';

/**
 * The names of a user's company and units (UserRow.comp_nm, divisi_nm, subdivisi_nm, dept_nm), for a
 * query over `users u` that adds USER_NAMES_JOIN: people read names, codes are for the machine.
 */
export const USER_NAMES = 'c.name AS comp_nm, dv.name AS divisi_nm, sd.name AS subdivisi_nm, dp.name AS dept_nm';
export const USER_NAMES_JOIN = `LEFT JOIN companies c ON c.comp_kd = u.comp_kd
  LEFT JOIN divisions dv ON dv.comp_kd = u.comp_kd AND dv.code = u.divisi_kd
  LEFT JOIN subdivisions sd ON sd.comp_kd = u.comp_kd AND sd.code = u.subdivisi_kd
  LEFT JOIN departments dp ON dp.comp_kd = u.comp_kd AND dp.code = u.dept_kd`;

/** A user row with the names of its company and units. */
export const USER_SELECT = `SELECT u.*, ${USER_NAMES} FROM users u ${USER_NAMES_JOIN}`;

export const findUserByNik = (db: Db, nik: number) => db.one<UserRow>(`${USER_SELECT} WHERE u.nik = $1`, [nik]);
export const findUserById = (db: Db, id: number) => db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
export const findUserByEmail = (db: Db, email: string) =>
  db.one<UserRow>(`${USER_SELECT} WHERE lower(u.email) = lower($1)`, [email]);

/** Holds the user's row until the transaction ends, so two writes of one user run one after the other. */
export const lockUser = (db: Db, userId: number) => db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
