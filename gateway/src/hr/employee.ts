import type { HrEmployee, HrEmployeeInput, HrEmployeeSort } from '../__generated__/resolvers-types.js';
import type { Item, ReplyData } from '../datasource/contract.js';

/** docs/hr-api.md's Employee, as GET /hr/employees/:id answers it (and every call that changes one). */
export type ProviderEmployee = ReplyData<'/api/v1/hr/employees/{id}', 'get'>;

/** Someone named in an HR reply: a supervisor (with their id) or an audit entry's actor or subject. */
type ProviderPerson =
  | Item<ReplyData<'/api/v1/hr/supervisors', 'get'>>
  | NonNullable<Item<ReplyData<'/api/v1/hr/audit', 'get'>['items']>['actor']>;

export const toHrPerson = (person: ProviderPerson) => ({
  id: 'id' in person ? String(person.id) : null,
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
