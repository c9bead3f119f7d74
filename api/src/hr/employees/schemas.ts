import { TIME_ZONES } from '../../lib/jakarta.js';
import { z } from 'zod';
import { pageReply, paging } from '../../platform/paging.js';
import { EMPLOYEE_MESSAGES as M } from './messages.js';
import { employeeFields as f, isCalendarDay } from './fields.js';
import { SORT_COLUMNS } from './queries.js';

const JSON_BODY = { error: 'Send a JSON body with the employee' };

export const employeeId = z.coerce
  .string()
  .regex(/^\d{1,9}$/, { error: M.idInvalid })
  .transform(Number);

const flag = z
  .enum(['true', 'false'], { error: 'active must be true or false' })
  .transform((value) => value === 'true');

/** GET /hr/employees: paging, sorting, search and filters (docs/hr-api.md). */
export const listQuery = z.object({
  ...paging,
  sort: z
    .enum(Object.keys(SORT_COLUMNS) as [keyof typeof SORT_COLUMNS], { error: 'Unknown sort column' })
    .default('nik'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('asc'),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  division: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value?.toUpperCase() || undefined),
  subdivision: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value?.toUpperCase() || undefined),
  department: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((value) => value?.toUpperCase() || undefined),
  role: z.enum(['1', '2', '3'], { error: M.roleInvalid }).transform(Number).optional(),
  active: flag.optional(),
});

/** POST /hr/employees/:id/deactivate: the last working day (yyyy-mm-dd), today when left out. */
export const deactivateBody = z
  .object({
    last_working_day: z
      .string({ error: M.lastDayInvalid })
      .trim()
      .refine(isCalendarDay, { error: M.lastDayInvalid })
      .optional(),
  })
  .default({});

/** POST /hr/employees/:id/reactivate: after a last working day, the re-hire's join date (yyyy-mm-dd), today when left out. */
export const reactivateBody = z
  .object({
    join_date: z
      .string({ error: M.rehireDateInvalid })
      .trim()
      .refine(isCalendarDay, { error: M.rehireDateInvalid })
      .optional(),
  })
  .default({});

export const supervisorQuery = z.object({ q: z.string().trim().max(100).default('') });

/** POST /hr/employees. */
export const createBody = z.object(
  {
    nik: f.nik,
    name: f.name,
    birth_date: z.string({ error: M.birthDateRequired }).pipe(f.birth_date),
    join_date: f.join_date.optional().transform((value) => value ?? null),
    email: f.email.optional().transform((value) => value ?? null),
    phone: f.phone.optional().transform((value) => value ?? null),
    gender: f.gender.optional().transform((value) => value ?? null),
    blood: f.blood.optional().transform((value) => value ?? null),
    address: f.address.optional().transform((value) => value ?? null),
    birth_place: f.birth_place.optional().transform((value) => value ?? null),
    divisi_kd: f.divisi_kd.optional().transform((value) => value ?? null),
    subdivisi_kd: f.subdivisi_kd.optional().transform((value) => value ?? null),
    dept_kd: f.dept_kd.optional().transform((value) => value ?? null),
    roleId: f.roleId,
    supervisor_nik: f.supervisor_nik.optional().transform((value) => value ?? null),
    send_reset_email: z.boolean({ error: 'send_reset_email must be true or false' }).optional().default(false),
    comp_kd: z.string().optional(),
  },
  JSON_BODY,
);

/**
 * PATCH /hr/employees/:id: a field that is present is changed; null clears an optional one (the
 * required ones refuse null with their own message).
 */
export const patchBody = z.object(
  {
    nik: f.nik.optional(),
    name: f.name.optional(),
    birth_date: f.birth_date.optional(),
    join_date: f.join_date.unwrap().optional(),
    email: f.email.optional(),
    phone: f.phone.optional(),
    gender: f.gender.optional(),
    blood: f.blood.optional(),
    address: f.address.optional(),
    birth_place: f.birth_place.optional(),
    divisi_kd: f.divisi_kd.optional(),
    subdivisi_kd: f.subdivisi_kd.optional(),
    dept_kd: f.dept_kd.optional(),
    roleId: f.roleId.optional(),
    supervisor_nik: f.supervisor_nik.optional(),
    comp_kd: z.string().optional(),
    /** Issue 25: the person's own zone, or null for their work location's. */
    time_zone: z.enum(TIME_ZONES, { error: M.timeZoneInvalid }).nullable().optional(),
  },
  JSON_BODY,
);

export type CreateBody = z.infer<typeof createBody>;
export type PatchBody = z.infer<typeof patchBody>;
export type ListQuery = z.infer<typeof listQuery>;

export const activationBody = z.object(
  { send_email: z.boolean({ error: 'send_email must be true or false' }).optional().default(false) },
  { error: 'Send a JSON body (it may be empty)' },
);

// The shapes presenter.ts and service.ts answer with, for the provider contract (docs/openapi.json).

/** Someone by id, NIK and name: a supervisor, or one to pick as supervisor. */
export const personReply = z.object({ id: z.number(), nik: z.number(), name: z.string() });

/** The Employee of docs/hr-api.md (presentEmployee): never the hash or a token. */
export const employeeReply = z.object({
  id: z.number(),
  nik: z.number(),
  name: z.string(),
  gender: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_place: z.string().nullable(),
  join_date: z.string().meta({ description: 'yyyy-mm-dd, Jakarta: the start of the current employment' }),
  last_working_day: z
    .string()
    .nullable()
    .meta({ description: 'yyyy-mm-dd: the last working day HR gave when deactivating; null while employed' }),
  earlier_periods: z
    .array(z.object({ join_date: z.string(), last_working_day: z.string() }))
    .meta({ description: 'The periods before a re-hire, oldest first' }),
  comp_kd: z.string().meta({ description: "The caller's company: HR reads and changes only its own people" }),
  divisi_kd: z.string().nullable(),
  subdivisi_kd: z.string().nullable(),
  dept_kd: z.string().nullable(),
  roleId: z.number(),
  blood: z.string().nullable(),
  profile: z.string().nullable(),
  supervisor: personReply.nullable(),
  active: z.boolean(),
  deactivated_at: z.string().nullable(),
  password_pending: z.boolean().meta({ description: 'The next login must set a new password (or none is set yet)' }),
  time_zone: z
    .string()
    .nullable()
    .meta({ description: "The person's own zone (issue 25); null: their work location's" }),
});

/** A one-time activation code (shown to HR once; only its issue is recorded, never the code). */
export const activationReply = z.object({
  code: z.string(),
  link: z.string(),
  expires_at: z.string(),
  emailed_to: z.string().nullable().meta({ description: 'Where it was e-mailed; null when it was not' }),
});

/** POST /hr/employees: the new employee and their activation code. */
export const createdEmployeeReply = employeeReply.extend({ activation: activationReply });

export const employeePageReply = pageReply(employeeReply);
