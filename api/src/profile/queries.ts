import type { Db } from '../db/db.js';
import type { UserRow } from '../users/presenter.js';
import { USER_NAMES, USER_NAMES_JOIN } from '../users/index.js';

export interface ContactChanges {
  email: string | null;
  phone: string | null;
  address: string | null;
  profile: string | null;
}

export const updateContact = (db: Db, userId: number, changes: ContactChanges) =>
  db.one<UserRow>(
    `WITH u AS (UPDATE users SET email = $2, phone = $3, address = $4, profile = $5 WHERE id = $1 RETURNING *)
     SELECT u.*, ${USER_NAMES} FROM u ${USER_NAMES_JOIN}`,
    [userId, changes.email, changes.phone, changes.address, changes.profile],
  );

/** Whose current profile photo a stored file is, with the company that decides who may see it. */
export const findPhotoOwner = (db: Db, file: string) =>
  db.one<{ id: number; comp_kd: string | null }>('SELECT id, comp_kd FROM users WHERE profile = $1', [file]);
