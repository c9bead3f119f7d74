import { z } from 'zod';
import { CHECK_IN_BEFORE_MINUTES, CHECK_OUT_AFTER_MINUTES } from '../../workdays/index.js';
import { SCHEDULE_MESSAGES as M } from './messages.js';

const time = (field: string) =>
  z.string({ error: M.timeInvalid(field) }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: M.timeInvalid(field) });

/** How long before the start a clock-in counts for the shift, or after the end a clock-out does (workdays/instance.ts). */
const windowMinutes = (message: string) =>
  z.number({ error: message }).int({ error: message }).min(0, { error: message }).max(720, { error: message });

export const scheduleId = z.coerce
  .string()
  .regex(/^\d{1,9}$/, { error: M.idInvalid })
  .transform(Number);

/** POST and PUT /hr/schedules. */
export const scheduleBody = z
  .object(
    {
      name: z
        .string({ error: M.nameRequired })
        .trim()
        .min(1, { error: M.nameRequired })
        .max(80, { error: M.nameTooLong }),
      start: time('start'),
      end: time('end'),
      weekdays: z
        .array(
          z
            .number({ error: M.weekdaysInvalid })
            .int()
            .min(1, { error: M.weekdaysInvalid })
            .max(7, { error: M.weekdaysInvalid }),
          { error: M.weekdaysInvalid },
        )
        .min(1, { error: M.weekdaysInvalid })
        .transform((days) => [...new Set(days)].sort()),
      grace_minutes: z
        .number({ error: M.graceInvalid })
        .int({ error: M.graceInvalid })
        .min(0, { error: M.graceInvalid })
        .max(240, { error: M.graceInvalid }),
      check_in_before_minutes: windowMinutes(M.checkInBeforeInvalid).default(CHECK_IN_BEFORE_MINUTES),
      check_out_after_minutes: windowMinutes(M.checkOutAfterInvalid).default(CHECK_OUT_AFTER_MINUTES),
    },
    { error: 'Send a JSON body with the schedule' },
  )
  .meta({ description: 'An end before the start ends the next day; an end equal to the start is a 24-hour shift.' });

export type ScheduleBody = z.infer<typeof scheduleBody>;

const code = z
  .string({ error: M.targetInvalid })
  .trim()
  .min(1, { error: M.targetInvalid })
  .max(20)
  .transform((value) => value.toUpperCase());

/** POST /hr/schedules/:id/assignments. */
export const assignmentBody = z.object(
  {
    target: z.discriminatedUnion(
      'kind',
      [
        z.object({ kind: z.literal('division'), code }),
        z.object({ kind: z.literal('subdivision'), code }),
        z.object({ kind: z.literal('department'), code }),
        z.object({ kind: z.literal('employee'), nik: z.number({ error: M.targetInvalid }).int().positive() }),
      ],
      { error: M.targetInvalid },
    ),
    valid_from: z.iso.date({ error: M.dateInvalid }),
  },
  { error: 'Send a JSON body with the target and valid_from' },
);

export type AssignmentBody = z.infer<typeof assignmentBody>;

export const scheduleReply = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  weekdays: z.array(z.number()).meta({ description: 'ISO: 1 Monday … 7 Sunday' }),
  grace_minutes: z.number(),
  check_in_before_minutes: z.number(),
  check_out_after_minutes: z.number(),
  assignments: z.number(),
  in_use_since: z.string().nullable(),
});

export const assignmentReply = z.object({
  id: z.number(),
  schedule: z.object({ id: z.number(), name: z.string() }),
  target: z.object({
    kind: z.enum(['division', 'subdivision', 'department', 'employee']),
    code: z.string().nullable(),
    nik: z.number().nullable(),
    name: z.string(),
  }),
  valid_from: z.string(),
});
