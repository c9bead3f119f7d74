import type { HrEmployeeFieldsFragment, HrEmployeeInput } from '../gql/graphql';

/** The form's fields, as typed (strings; '' is empty). */
export interface EmployeeValues {
  nik: string;
  name: string;
  gender: string;
  email: string;
  phone: string;
  address: string;
  birthPlace: string;
  birthDate: string;
  joinDate: string;
  division: string;
  subdivision: string;
  department: string;
  roleId: string;
  blood: string;
  supervisorNik: string;
  supervisorName: string;
  sendResetEmail: boolean;
  /** Issue 25: the person's own zone (IANA); '' for their work location's. */
  timeZone: string;
}

export type EmployeeField = keyof EmployeeValues;

export const emptyEmployee: EmployeeValues = {
  nik: '',
  name: '',
  gender: '',
  email: '',
  phone: '',
  address: '',
  birthPlace: '',
  birthDate: '',
  joinDate: '',
  division: '',
  subdivision: '',
  department: '',
  roleId: '1',
  blood: '',
  supervisorNik: '',
  supervisorName: '',
  sendResetEmail: false,
  timeZone: '',
};

export const employeeValues = (employee: HrEmployeeFieldsFragment): EmployeeValues => ({
  nik: employee.nik,
  name: employee.name,
  gender: employee.gender ?? '',
  email: employee.email ?? '',
  phone: employee.phone ?? '',
  address: employee.address ?? '',
  birthPlace: employee.birthPlace ?? '',
  birthDate: employee.birthDate ?? '',
  joinDate: employee.joinDate ?? '',
  division: employee.division ?? '',
  subdivision: employee.subdivision ?? '',
  department: employee.department ?? '',
  roleId: String(employee.roleId),
  blood: employee.blood ?? '',
  supervisorNik: employee.supervisor?.nik ?? '',
  supervisorName: employee.supervisor?.name ?? '',
  sendResetEmail: false,
  timeZone: employee.timeZone ?? '',
});

const TEXT_FIELDS = [
  'nik',
  'name',
  'gender',
  'email',
  'phone',
  'address',
  'birthPlace',
  'birthDate',
  'joinDate',
  'division',
  'subdivision',
  'department',
  'blood',
  'supervisorNik',
] as const;

/**
 * What the form sends. A new employee gets only the fields filled in (the provider's defaults
 * apply to the rest); an edit sends every field, an emptied one as null (cleared).
 */
export function employeeInput(values: EmployeeValues, isNew: boolean): HrEmployeeInput {
  const input: HrEmployeeInput = { roleId: Number(values.roleId) };
  for (const field of TEXT_FIELDS) {
    const value = values[field].trim();
    if (value) input[field] = value;
    else if (!isNew) input[field] = null;
  }
  if (isNew && values.sendResetEmail) input.sendResetEmail = true;
  // The zone is HR's choice for someone who exists: a new person starts on their location's.
  if (!isNew) input.timeZone = values.timeZone || null;
  return input;
}

/** The provider's name of a field (docs/hr-api.md) → the form's, to mark the field it refused. */
export const FORM_FIELD: Record<string, EmployeeField> = {
  nik: 'nik',
  name: 'name',
  gender: 'gender',
  email: 'email',
  phone: 'phone',
  address: 'address',
  birth_place: 'birthPlace',
  birth_date: 'birthDate',
  join_date: 'joinDate',
  divisi_kd: 'division',
  subdivisi_kd: 'subdivision',
  dept_kd: 'department',
  roleId: 'roleId',
  blood: 'blood',
  supervisor_nik: 'supervisorNik',
  send_reset_email: 'email',
  time_zone: 'timeZone',
};
