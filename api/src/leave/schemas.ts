import { z } from 'zod';
import { isCalendarDay, isClockTime } from './dates.js';
import { DECISION_DESCRIPTIONS, LEAVE_DURATIONS, REPLACEMENT_DESCRIPTION, isOneOf } from './leave-types.js';
import { LEAVE_MESSAGES as M } from './messages.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
const id = (message: string) =>
  z.coerce
    .string({ error: message })
    .trim()
    .regex(/^\d{1,9}$/, { error: message })
    .transform(Number);

/**
 * The text fields of POST /leave, in the order the spec checks them (type, reason, duration,
 * start, end), so the first problem a person sees is the one the form shows first.
 */
export const fileLeaveFields = z
  .object({
    // The company's policies decide which types exist (service.ts checks it).
    tipe: required(M.typeRequired).max(100, { error: M.typeInvalid }),
    reason: required(M.reasonRequired).max(1000, { error: M.reasonTooLong }),
    leave_duration: required(M.durationRequired).refine(isOneOf(LEAVE_DURATIONS), { error: M.durationInvalid }),
    start_date: required(M.startRequired).refine(isCalendarDay, { error: M.startInvalid }),
    end_date: required(M.endRequired).refine(isCalendarDay, { error: M.endInvalid }),
    start_time: optionalText.refine((value) => value === undefined || isClockTime(value), { error: M.timeInvalid }),
    end_time: optionalText.refine((value) => value === undefined || isClockTime(value), { error: M.timeInvalid }),
    nik: required(M.nikRequired)
      .regex(/^\d{1,15}$/, { error: M.nikNotYours })
      .transform(Number),
  })
  .superRefine((form, ctx) => {
    const problem = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (form.end_date < form.start_date) return problem(M.endBeforeStart, 'end_date');
    if (form.leave_duration !== 'Half Day') return;
    if (!form.start_time) return problem(M.startTimeRequired, 'start_time');
    if (!form.end_time) return problem(M.endTimeRequired, 'end_time');
    if (form.end_time <= form.start_time) return problem(M.endTimeBeforeStart, 'end_time');
    if (form.end_date !== form.start_date) return problem(M.halfDaySpansDays, 'end_date');
  })
  .transform((form) =>
    form.leave_duration === 'Half Day' ? form : { ...form, start_time: undefined, end_time: undefined },
  );

export type FileLeaveFields = z.infer<typeof fileLeaveFields>;

/** The text fields of PUT /leave (approve). */
export const approveFields = z
  .object({
    leave_id: id(M.leaveIdRequired),
    description: required(M.descriptionRequired).refine(isOneOf(DECISION_DESCRIPTIONS), {
      error: M.descriptionInvalid,
    }),
    replacement_date: optionalText.refine((value) => value === undefined || isCalendarDay(value), {
      error: M.replacementInvalid,
    }),
    ibxid: optionalText
      .refine((value) => value === undefined || /^\d{1,9}$/.test(value), { error: 'Inbox ID must be a number' })
      .transform((value) => (value === undefined ? undefined : Number(value))),
  })
  .superRefine((form, ctx) => {
    if (form.description === REPLACEMENT_DESCRIPTION && !form.replacement_date) {
      ctx.addIssue({ code: 'custom', message: M.replacementRequired, path: ['replacement_date'] });
    }
  })
  .transform((form) =>
    form.description === REPLACEMENT_DESCRIPTION ? form : { ...form, replacement_date: undefined },
  );

export type ApproveFields = z.infer<typeof approveFields>;

/** The JSON body of DELETE /leave (reject). */
export const rejectBody = z.object(
  {
    leaveid: id(M.leaveIdRequired),
    ibxid: z
      .union([z.number(), z.string(), z.null()])
      .optional()
      .transform((value) => (value === null || value === undefined || value === '' ? undefined : Number(value)))
      .refine((value) => value === undefined || (Number.isInteger(value) && value > 0), {
        error: 'Inbox ID must be a number',
      }),
  },
  { error: 'Send a JSON body with leaveid and ibxid' },
);

/** The LeaveID header of GET /leave-detail. */
export const leaveIdHeader = id(M.leaveIdRequired);

/** GET /leave-preview: what a request of these dates would use and leave (the form asks as it is filled). */
export const leavePreviewQuery = z
  .object({
    tipe: required(M.typeRequired).max(100, { error: M.typeInvalid }),
    leave_duration: required(M.durationRequired).refine(isOneOf(LEAVE_DURATIONS), { error: M.durationInvalid }),
    start_date: required(M.startRequired).refine(isCalendarDay, { error: M.startInvalid }),
    end_date: required(M.endRequired).refine(isCalendarDay, { error: M.endInvalid }),
  })
  .refine((query) => query.end_date >= query.start_date, { error: M.endBeforeStart, path: ['end_date'] })
  .refine((query) => query.end_date <= `${Number(query.start_date.slice(0, 4)) + 1}${query.start_date.slice(4)}`, {
    error: 'A request spans at most a year',
    path: ['end_date'],
  });

export type LeavePreviewQuery = z.infer<typeof leavePreviewQuery>;

/** POST /leave-delegation: a stand-in by NIK for [from_date, to_date]. */
export const delegationBody = z
  .object(
    {
      nik: z.coerce
        .string({ error: M.nikRequired })
        .trim()
        .regex(/^\d{1,15}$/, { error: M.delegationUnknown })
        .transform(Number),
      from_date: required(M.startRequired).refine(isCalendarDay, { error: M.startInvalid }),
      to_date: required(M.endRequired).refine(isCalendarDay, { error: M.endInvalid }),
    },
    { error: 'Send a JSON body with nik, from_date and to_date' },
  )
  .refine((body) => body.to_date >= body.from_date, { error: M.delegationDates, path: ['to_date'] });

export const delegationParams = z.object({ id: id('Stand-in ID must be a number') });
