import type { Db } from '../db/db.js';
import type { UserRow } from './presenter.js';

/** A user row with its company's name (UserRow.comp_nm). */
export const USER_SELECT = 'SELECT u.*, c.name AS comp_nm FROM users u LEFT JOIN companies c ON c.comp_kd = u.comp_kd';

export const findUserByNik = (db: Db, nik: number) => db.one<UserRow>(`${USER_SELECT} WHERE u.nik = $1`, [nik]);
export const findUserById = (db: Db, id: number) => db.one<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
export const findUserByEmail = (db: Db, email: string) =>
  db.one<UserRow>(`${USER_SELECT} WHERE lower(u.email) = lower($1)`, [email]);

/** Holds the user's row until the transaction ends, so two writes of one user run one after the other. */
export const lockUser = (db: Db, userId: number) => db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
