import type { HrEmployee, HrEmployeeInput, HrEmployeeSort } from '../__generated__/resolvers-types.js';

/** docs/hr-api.md's Employee. */
export interface ProviderEmployee {
  id: number;
  nik: number;
  name: string;
  gender: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  birth_date: string | null;
  birth_place: string | null;
  join_date: string | null;
  comp_kd: string;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  roleId: number;
  blood: string | null;
  profile: string | null;
  supervisor: ProviderPerson | null;
  active: boolean;
  deactivated_at: string | null;
  last_working_day: string | null;
  earlier_periods: { join_date: string; last_working_day: string }[];
  password_pending: boolean;
  /** Issue 25: the person's own zone; null (or absent from an older provider): their location's. */
  time_zone?: string | null;
}

export interface ProviderPerson {
  id?: number;
  nik: number;
  name: string;
}

export const toHrPerson = (person: ProviderPerson) => ({
  id: person.id === undefined ? null : String(person.id),
  nik: String(person.nik),
  name: person.name,
});

export function toHrEmployee(employee: ProviderEmployee): HrEmployee {
  return {
    id: String(employee.id),
    nik: String(employee.nik),
    name: employee.name,
    gender: employee.gender,
    email: employee.email,
    phone: employee.phone,
    address: employee.address,
    birthDate: employee.birth_date,
    birthPlace: employee.birth_place,
    joinDate: employee.join_date,
    company: employee.comp_kd,
    division: employee.divisi_kd,
    subdivision: employee.subdivisi_kd,
    department: employee.dept_kd,
    roleId: employee.roleId,
    blood: employee.blood,
    supervisor: employee.supervisor ? toHrPerson(employee.supervisor) : null,
    active: employee.active,
    deactivatedAt: employee.deactivated_at,
    lastWorkingDay: employee.last_working_day,
    earlierPeriods: employee.earlier_periods.map((period) => ({
      joinDate: period.join_date,
      lastWorkingDay: period.last_working_day,
    })),
    passwordPending: employee.password_pending,
    timeZone: employee.time_zone ?? null,
  };
}

/**
 * A NIK goes to the provider as the number it is; anything else goes as typed, so that the
 * provider answers with its own message rather than the gateway guessing one.
 */
const nikValue = (nik: string | null) => (nik !== null && /^\d{1,15}$/.test(nik.trim()) ? Number(nik.trim()) : nik);

const FIELDS: [keyof HrEmployeeInput, string][] = [
  ['nik', 'nik'],
  ['name', 'name'],
  ['gender', 'gender'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['address', 'address'],
  ['birthPlace', 'birth_place'],
  ['birthDate', 'birth_date'],
  ['joinDate', 'join_date'],
  ['division', 'divisi_kd'],
  ['subdivision', 'subdivisi_kd'],
  ['department', 'dept_kd'],
  ['roleId', 'roleId'],
  ['blood', 'blood'],
  ['supervisorNik', 'supervisor_nik'],
  ['sendResetEmail', 'send_reset_email'],
  ['timeZone', 'time_zone'],
];

/** The form's fields in the provider's names; a field left out stays left out (PATCH keeps it). */
export function toProviderEmployee(input: HrEmployeeInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [from, to] of FIELDS) {
    if (!(from in input) || input[from] === undefined) continue;
    const value = input[from];
    body[to] = from === 'nik' || from === 'supervisorNik' ? nikValue(value as string | null) : value;
  }
  return body;
}

export const EMPLOYEE_SORT: Record<HrEmployeeSort, string> = {
  NIK: 'nik',
  NAME: 'name',
  EMAIL: 'email',
  DIVISION: 'divisi_kd',
  DEPARTMENT: 'dept_kd',
  ROLE: 'roleId',
  JOIN_DATE: 'join_date',
  ACTIVE: 'active',
};
