import { z } from 'zod';

// The shapes presenter.ts answers with, for the provider contract (docs/openapi.json).

const minutesByMultiplier = z.object({ '1.5': z.number(), '2': z.number(), '3': z.number(), '4': z.number() });

export const overtimeRequest = z.object({
  id: z.number(),
  employee: z.object({ nik: z.number(), name: z.string() }).optional(),
  date: z.string().meta({ description: 'yyyy-mm-dd, the day the overtime counts on' }),
  start: z.string().meta({ description: 'HH:mm, Jakarta' }),
  end: z.string().meta({ description: 'HH:mm, Jakarta (the next morning when not after start)' }),
  end_date: z.string().meta({
    description: "yyyy-mm-dd of the planned end on the employee's wall clock: the window is real instants (issue 45)",
  }),
  planned_start: z.string(),
  planned_end: z.string(),
  planned_minutes: z.number(),
  reason: z.string(),
  working_day: z.boolean(),
  asked_by_employee: z.boolean(),
  consented_at: z.string().nullable(),
  consent_device: z.string().nullable(),
  status: z.enum(['Pending', 'Approved', 'Rejected']),
  decided_at: z.string().nullable(),
});

export const overtimeTotals = z.object({
  overtime_minutes: z.number(),
  overtime_minutes_by_multiplier: minutesByMultiplier,
  overtime_multiplier_hours: z.number(),
});

export const overtimeMonth = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  through: z.string(),
  employee: z.object({ nik: z.number(), name: z.string() }),
  days: z.array(
    z.object({
      date: z.string(),
      request: overtimeRequest,
      day_type: z.enum(['working', 'rest']),
      requested_minutes: z.number(),
      approved_minutes: z.number(),
      worked_minutes: z.number(),
      counted_minutes: z.number(),
      minutes_by_multiplier: minutesByMultiplier,
      multiplier_hours: z.number(),
    }),
  ),
  rejected: z.array(overtimeRequest),
  totals: overtimeTotals,
});

/** GET /overtime/shift: the day's shift, for the request form's default window. */
export const overtimeShift = z.object({
  date: z.string(),
  working_day: z.boolean().meta({
    description: 'A working day of the person (PP 35/2021 art. 26): overtime starts when the shift ends',
  }),
  start: z.string().meta({ description: "HH:mm on the person's wall clock: the shift's start" }),
  end: z.string().meta({
    description: "HH:mm on the person's wall clock: the shift's end (the next morning's when not after start)",
  }),
});

/** GET /hr/overtime-settings (and the exclusion's answer). */
export const overtimeSettings = z.object({
  rounding_minutes: z.number().meta({ description: '0 counts every minute; 15, 30 or 60 whole blocks, rounded down' }),
  shortest_weekday: z.number().nullable().meta({
    description:
      "ISO weekday (1 Monday … 6 Saturday) of a 6-day week's shortest working day; a national holiday on it is paid by PP 35/2021 art. 31(2)(b)",
  }),
  cuti_bersama_closed: z.boolean().meta({
    description:
      'The company closes on cuti bersama: a cuti bersama day worked is paid as a day off. False (the default): as an ordinary working day (SE Menaker M/6/HK.04/XII/2024 B.4)',
  }),
  rest_day_break: z.boolean().meta({
    description:
      "Take UU 13/2003 art. 79(2)(a)'s half hour after 4 hours of continuous work out of a rest day's overtime. False (the default): what is clocked counts",
  }),
  excluded: z.array(z.object({ nik: z.number(), name: z.string(), department: z.string().nullable() })),
});

/** A person's monthly wage (whole rupiah; null: none), HR's alone. */
export const wage = z.object({ nik: z.number(), name: z.string(), monthly_wage: z.number().nullable() });

export const wages = z.object({ total: z.number(), page: z.number(), page_size: z.number(), items: z.array(wage) });
