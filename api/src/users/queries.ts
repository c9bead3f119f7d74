import type { Db } from '../db/db.js';
import type { UserRow } from './presenter.js';

export const findUserByNik = (db: Db, nik: number) => db.one<UserRow>('SELECT * FROM users WHERE nik = $1', [nik]);
export const findUserById = (db: Db, id: number) => db.one<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
export const findUserByEmail = (db: Db, email: string) =>
  db.one<UserRow>('SELECT * FROM users WHERE lower(email) = lower($1)', [email]);
