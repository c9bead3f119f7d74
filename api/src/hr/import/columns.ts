import type { ImportSheet } from '../../platform/import/read.js';
import { EMPLOYEE_FIELD_ORDER } from '../employees/fields.js';
import { IMPORT_MESSAGES } from './messages.js';

/** The columns of an import file and its template, in the template's order. */
export const IMPORT_COLUMNS = EMPLOYEE_FIELD_ORDER;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Needed to create an employee (an update may leave any of them blank). */
export const REQUIRED_FOR_CREATE = ['nik', 'name', 'birth_date', 'roleId'] as const satisfies readonly ImportColumn[];

/** The employee import's sheet for the import reader. */
export const EMPLOYEE_SHEET: ImportSheet<ImportColumn> = {
  columns: IMPORT_COLUMNS,
  required: REQUIRED_FOR_CREATE,
  empty: IMPORT_MESSAGES.empty,
};

/** What each column takes, for the template's help sheet. */
export const COLUMN_HELP: Record<ImportColumn, string> = {
  nik: 'Employee number (digits). Required. An existing NIK of your company updates that employee.',
  name: 'Full name. Required for a new employee.',
  gender: 'Laki-laki or Perempuan',
  email: 'E-mail address, unique in Hadir',
  phone: '8 to 15 digits, optionally starting with +',
  address: 'Up to 300 characters',
  birth_place: 'Up to 100 characters',
  birth_date: 'yyyy-mm-dd. Required for a new employee.',
  join_date: 'yyyy-mm-dd (empty: today)',
  divisi_kd: 'Division code (see the Codes sheet)',
  subdivisi_kd: 'Subdivision code (see the Codes sheet)',
  dept_kd: 'Department code (see the Codes sheet)',
  roleId: '1 employee, 2 supervisor, 3 HR admin. Required for a new employee.',
  blood: 'A, B, AB or O',
  supervisor_nik: 'NIK of a supervisor (role 2) of your company or of this file',
};
