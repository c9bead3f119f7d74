import { z } from 'zod';
import { EMPLOYEE_MESSAGES as M } from './messages.js';

/**
 * The fields of an employee that HR writes (rules §3's User, plus the supervisor by NIK), validated
 * one by one so that the form (first problem) and the import (every problem of a row) say the same.
 */
export const GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const BLOOD_TYPES = ['A', 'B', 'AB', 'O'] as const;
export const ROLES = [1, 2, 3] as const;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
// Built once: an import checks up to 10,000 addresses.
const EMAIL = z.email();
export const isCalendarDay = (value: string) => {
  if (!CALENDAR_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Optional text: blank becomes null (clears the field). */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullable()
    .transform((value) => (value ? value : null));

const nikNumber = (message: string) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((value, ctx) => {
    const text = String(value);
    const nik = /^\d{1,16}$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(nik) || nik <= 0) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return nik;
  });

const day = (message: string) => z.string({ error: message }).trim().refine(isCalendarDay, { error: message });

const unitCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => value === '' || /^[A-Z0-9_-]{1,20}$/.test(value), { error: M.unitCodeInvalid })
  .nullable()
  .transform((value) => (value ? value : null));

export const employeeFields = {
  nik: nikNumber(M.nikInvalid),
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }).max(100, { error: M.nameTooLong }),
  birth_date: day(M.birthDateInvalid),
  join_date: day(M.joinDateInvalid).nullable(),
  email: z
    .string()
    .trim()
    .max(254, { error: M.emailInvalid })
    .refine((value) => value === '' || EMAIL.safeParse(value).success, { error: M.emailInvalid })
    .nullable()
    .transform((value) => (value ? value.toLowerCase() : null)),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => value === '' || /^\+?\d{8,15}$/.test(value), { error: M.phoneInvalid })
    .nullable()
    .transform((value) => (value ? value : null)),
  gender: z.enum(GENDERS, { error: M.genderInvalid }).nullable(),
  blood: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || (BLOOD_TYPES as readonly string[]).includes(value), { error: M.bloodInvalid })
    .nullable()
    .transform((value) => (value ? value : null)),
  address: optionalText(300, M.addressTooLong),
  birth_place: optionalText(100, M.birthPlaceTooLong),
  divisi_kd: unitCode,
  subdivisi_kd: unitCode,
  dept_kd: unitCode,
  roleId: z
    .union([z.number(), z.string().trim()], { error: M.roleRequired })
    .transform(Number)
    .refine((value) => (ROLES as readonly number[]).includes(value), { error: M.roleInvalid }),
  supervisor_nik: nikNumber(M.supervisorNikInvalid).nullable(),
};

/** An employee's values as HR sets them (and as the import compares them). */
export interface EmployeeValues {
  nik: number;
  name: string;
  gender: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  birth_date: string | null;
  birth_place: string | null;
  join_date: string | null;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  roleId: number;
  blood: string | null;
  supervisor_nik: number | null;
}

/** The order fields are listed in: the form's, the template's columns, the audit's changes. */
export const EMPLOYEE_FIELD_ORDER = [
  'nik',
  'name',
  'gender',
  'email',
  'phone',
  'address',
  'birth_place',
  'birth_date',
  'join_date',
  'divisi_kd',
  'subdivisi_kd',
  'dept_kd',
  'roleId',
  'blood',
  'supervisor_nik',
] as const satisfies readonly (keyof EmployeeValues)[];

export const UNIT_FIELDS = ['divisi_kd', 'subdivisi_kd', 'dept_kd'] as const;
