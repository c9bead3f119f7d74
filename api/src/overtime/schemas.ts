import { z } from 'zod';
import { MAX_SERIAL } from '../http/validate.js';
import { monthQuery } from '../platform/period.js';
import { OVERTIME_MESSAGES as M } from './messages.js';

const date = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message });
const time = z
  .string({ error: M.timeInvalid })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid });

/**
 * POST /overtime: a day's overtime, asked by the employee (no nik, or their own) or by their supervisor
 * (the employee's nik). The times are Jakarta wall times; an end not after the start is the next
 * morning's (overtime after a night shift). `consent` records the employee's agreement at once.
 */
export const overtimeBody = z.object({
  nik: z
    .union([z.number(), z.string().regex(/^\d{1,15}$/)])
    .transform(Number)
    .optional(),
  date: date(M.dateInvalid),
  start: time,
  end: time,
  reason: z
    .string({ error: M.reasonRequired })
    .trim()
    .min(1, { error: M.reasonRequired })
    .max(1000, { error: M.reasonTooLong }),
  consent: z.boolean().optional(),
});
export type OvertimeBody = z.infer<typeof overtimeBody>;

export const overtimeId = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, { error: M.notFound })
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_SERIAL, { error: M.notFound })),
});

/** GET /overtime: the caller's month (yyyy-mm), or a team member's (nik) for their supervisor. */
export const overtimeMonthQuery = z.object({
  month: monthQuery,
  nik: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});

/** GET /overtime/shift: the caller's shift on a day (yyyy-mm-dd), or a team member's (nik) for their supervisor. */
export const overtimeShiftQuery = z.object({
  date: date(M.dateInvalid),
  nik: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});
