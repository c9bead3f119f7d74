import type { Language } from '../lib/languages.js';

export interface UserRow {
  id: number;
  nik: number;
  name: string;
  gender: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  birth_date: string | null;
  birth_place: string | null;
  comp_kd: string | null;
  /** The company's name; read with the user (users/queries.ts joins companies). */
  comp_nm: string | null;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  /** The units' names, read with the user like comp_nm (null when the person has no such unit). */
  divisi_nm: string | null;
  subdivisi_nm: string | null;
  dept_nm: string | null;
  profile: string | null;
  role_id: number;
  blood: string | null;
  supervisor_id: number | null;
  /** Null for a person HR created who has not set a password yet. */
  password_hash: string | null;
  must_reset_password: boolean;
  active: boolean;
  /** The language the person chose for the app and its e-mails; null until they choose one. */
  language: Language | null;
  deactivated_at: Date | null;
  created_at: Date;
}

/**
 * The User entity of rules §3, as the provider answers it: never the hash, never internal flags; with
 * the person's zone (workdays' PERSON_ZONE, read by the caller), so their clock reads their wall time.
 */
export function presentUser(row: UserRow, timeZone: string) {
  return {
    id: row.id,
    name: row.name,
    nik: row.nik,
    gender: row.gender,
    email: row.email,
    phone: row.phone,
    address: row.address,
    birth_date: row.birth_date,
    birth_place: row.birth_place,
    comp_kd: row.comp_kd,
    comp_nm: row.comp_nm,
    divisi_kd: row.divisi_kd,
    subdivisi_kd: row.subdivisi_kd,
    dept_kd: row.dept_kd,
    divisi_nm: row.divisi_nm,
    subdivisi_nm: row.subdivisi_nm,
    dept_nm: row.dept_nm,
    profile: row.profile,
    roleId: row.role_id,
    blood: row.blood,
    createdAt: row.created_at.toISOString(),
    active: row.active,
    language: row.language,
    time_zone: timeZone,
  };
}

export type User = ReturnType<typeof presentUser>;
