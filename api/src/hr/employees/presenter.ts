import type { EmployeeValues } from './fields.js';
import type { EmployeeRow } from './queries.js';

/** The Employee of docs/hr-api.md: never the hash or a token. */
export const presentEmployee = (row: EmployeeRow) => ({
  id: row.id,
  nik: row.nik,
  name: row.name,
  gender: row.gender,
  email: row.email,
  phone: row.phone,
  address: row.address,
  birth_date: row.birth_date,
  birth_place: row.birth_place,
  join_date: row.join_date,
  last_working_day: row.last_working_day,
  earlier_periods: row.earlier_periods,
  comp_kd: row.comp_kd,
  divisi_kd: row.divisi_kd,
  subdivisi_kd: row.subdivisi_kd,
  dept_kd: row.dept_kd,
  roleId: row.role_id,
  blood: row.blood,
  profile: row.profile,
  supervisor: row.supervisor_id ? { id: row.supervisor_id, nik: row.supervisor_nik, name: row.supervisor_name } : null,
  active: row.active,
  deactivated_at: row.deactivated_at?.toISOString() ?? null,
  password_pending: row.must_reset_password,
  time_zone: row.time_zone,
});

/** The values HR sets, read back from a row (what an edit or an import row is compared with). */
export const valuesOf = (row: EmployeeRow): EmployeeValues => ({
  nik: row.nik,
  name: row.name,
  gender: row.gender,
  email: row.email,
  phone: row.phone,
  address: row.address,
  birth_date: row.birth_date,
  birth_place: row.birth_place,
  join_date: row.join_date,
  divisi_kd: row.divisi_kd,
  subdivisi_kd: row.subdivisi_kd,
  dept_kd: row.dept_kd,
  roleId: row.role_id,
  blood: row.blood,
  supervisor_nik: row.supervisor_nik,
});

export const personOf = (row: { id: number; nik: number; name: string }) => ({
  id: row.id,
  nik: row.nik,
  name: row.name,
});
