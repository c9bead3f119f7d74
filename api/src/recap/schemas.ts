import { z } from 'zod';
import { paging } from '../platform/paging.js';
import { monthQuery } from '../platform/period.js';
import { scopeQuery } from './scope.js';

export const recapQuery = scopeQuery.extend({
  month: monthQuery,
  ...paging,
});

export const personMonthQuery = z.object({ month: monthQuery });

export const nikParam = z.coerce
  .string()
  .regex(/^\d{1,12}$/, { error: 'NIK must be digits' })
  .transform(Number);

export const recapExportQuery = scopeQuery.extend({
  month: monthQuery,
  format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }),
  /** CSV only: one row per person and day instead of one per person. */
  detail: z.enum(['0', '1'], { error: 'detail must be 0 or 1' }).default('0'),
});

const totals = {
  scheduled_days: z.number(),
  present: z.number().meta({ description: 'Scheduled working days with a clock-in' }),
  rest_days_worked: z.number().meta({
    description:
      'Days with a clock-in that were not scheduled working days: rest days, holidays, cuti bersama (issue 45)',
  }),
  late_days: z.number(),
  late_minutes: z.number(),
  absent: z.number(),
  leave: z
    .record(z.string(), z.number())
    .meta({ description: 'Working days on approved leave by type (a half day is 0.5)' }),
  leave_days: z.number(),
  holidays: z.number(),
  cuti_bersama_counted: z.number(),
  missing_clock_out: z.number(),
  corrections: z.number(),
  overtime_hours: z.number().meta({ description: 'Approved overtime counted (docs/rules.md §13), in hours' }),
  overtime_minutes: z.number().meta({ description: 'The same in whole minutes: exact, what payroll reads (issue 45)' }),
  overtime_minutes_by_multiplier: z
    .object({ '1.5': z.number(), '2': z.number(), '3': z.number(), '4': z.number() })
    .meta({ description: 'Of those, the minutes paid at each multiplier of PP 35/2021 art. 31' }),
  overtime_hours_by_multiplier: z
    .object({ '1.5': z.number(), '2': z.number(), '3': z.number(), '4': z.number() })
    .meta({ description: 'Of those, the hours paid at each multiplier of PP 35/2021 art. 31' }),
  overtime_multiplier_hours: z.number().meta({
    description: 'Σ hours × multiplier: what payroll multiplies by the hourly wage (1/173 of the monthly wage)',
  }),
  clockings_under_review: z.number().meta({
    description:
      "The person's clockings of the period flagged and still waiting for their review (issue 29): they count until rejected",
  }),
  clockings_rejected: z
    .number()
    .meta({ description: 'The clockings of the period rejected on review: no day counts them' }),
};

/** A person's line of the recap (docs/hr-api.md). */
export const recapRowReply = z.object({
  nik: z.number(),
  name: z.string(),
  division: z.string().nullable(),
  subdivision: z.string().nullable(),
  department: z.string().nullable(),
  ...totals,
});

const period = { month: z.string(), from: z.string(), to: z.string(), through: z.string() };

export const recapReply = z.object({
  ...period,
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  items: z.array(recapRowReply),
  leave_types: z.array(z.string()).meta({
    description:
      "The company's leave types, a column each: every type it has a policy for (an HR-added one too), in the policies' order",
  }),
});

const holiday = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'company', 'cuti_bersama']),
  counts_against_leave: z.boolean(),
});

/** What one day counts as (api/src/workdays/day.ts). */
export const dayReply = z.object({
  date: z.string(),
  time_zone: z.string().meta({
    description: "The person's zone (IANA, issue 25) the day, its shift and its times are read in",
  }),
  weekday: z.number().meta({ description: 'ISO: 1 Monday … 7 Sunday' }),
  schedule: z.object({
    id: z.number().nullable(),
    name: z.string(),
    start: z.string(),
    end: z.string(),
    grace_minutes: z.number(),
  }),
  shift_start: z
    .string()
    .meta({ description: "The day's shift instance: it starts on this date and may end the next day" }),
  shift_end: z.string(),
  scheduled_weekday: z.boolean(),
  employed: z.boolean().meta({
    description: "Inside the person's employment (join date to last working day); a day outside is not_employed",
  }),
  working: z.boolean(),
  holiday: holiday.nullable(),
  status: z.enum(['present', 'late', 'absent', 'leave', 'holiday', 'off', 'upcoming', 'not_employed']),
  first_in: z.string().nullable(),
  last_out: z.string().nullable(),
  late_minutes: z.number(),
  leave: z.object({ id: z.number(), type: z.string(), half_day: z.boolean() }).nullable(),
  missing_clock_out: z.boolean(),
  sessions: z
    .array(
      z.object({
        in: z.string().nullable(),
        out: z.string().nullable(),
        attendance_in: z.number().nullable(),
        attendance_out: z.number().nullable(),
      }),
    )
    .meta({ description: "Every in/out pair of the day's shift, in time order (a missing half is null)" }),
  worked_minutes: z.number().meta({ description: 'The sum of the complete pairs, each cut to the shift window' }),
  corrected: z.boolean(),
  flagged: z.boolean().meta({
    description: 'A clock-in of the day is flagged and waits for its review (issue 29); it counts until rejected',
  }),
  location: z.string().nullable(),
  photo_in: z.string().nullable(),
  photo_out: z.string().nullable(),
  attendance_in: z.number().nullable(),
  attendance_out: z.number().nullable(),
  overtime: z
    .object({
      status: z.enum(['Pending', 'Approved', 'Rejected']),
      start: z.string(),
      end: z.string(),
      requested_minutes: z.number(),
      approved_minutes: z.number(),
      worked_minutes: z.number().meta({
        description: 'Clocked beyond the shift (or on a rest day / holiday), before the cap and the rounding',
      }),
      counted_minutes: z.number(),
      multiplier_hours: z.number(),
    })
    .nullable()
    .meta({ description: "The day's overtime request (not a rejected one) and what it counts (docs/rules.md §13)" }),
});

export const personMonthReply = z.object({
  ...period,
  viewer_time_zone: z.string().meta({
    description: "The reader's zone: a time of the person's in another zone is shown with that zone's name",
  }),
  employee: z.object({
    nik: z.number(),
    name: z.string(),
    division: z.string().nullable(),
    subdivision: z.string().nullable(),
    department: z.string().nullable(),
  }),
  days: z.array(dayReply),
  totals: recapRowReply,
});
