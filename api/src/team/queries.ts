import type { Db } from '../db/db.js';
import type { RecapPerson } from '../recap/queries.js';

/** The active people whose supervisor this is, in NIK order. */
export const teamOf = (db: Db, supervisorId: number) =>
  db.query<RecapPerson & { profile: string | null }>(
    `SELECT id, nik, name, comp_kd, divisi_kd, subdivisi_kd, dept_kd, profile FROM users
     WHERE supervisor_id = $1 AND active ORDER BY nik`,
    [supervisorId],
  );
