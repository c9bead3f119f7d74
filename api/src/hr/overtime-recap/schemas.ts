import { z } from 'zod';
import { paging } from '../../platform/paging.js';
import { exportFormat } from '../leave-recap/schemas.js';
import { monthQuery } from '../../platform/period.js';
import { scopeQuery } from '../../recap/index.js';
import { OVERTIME_RECAP_MESSAGES as M } from './messages.js';

/** The requests an overtime recap covers: a month's, by status and unit. */
export const overtimeFilterQuery = scopeQuery.extend({
  month: monthQuery,
  status: z.enum(['Pending', 'Approved', 'Rejected'], { error: M.statusInvalid }).optional(),
});

export const overtimeRecapQuery = overtimeFilterQuery.extend({ ...paging });

export const overtimeExportQuery = overtimeFilterQuery.extend({ format: exportFormat });

const minutesByMultiplier = z.object({ '1.5': z.number(), '2': z.number(), '3': z.number(), '4': z.number() });

export const overtimeRecapReply = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  through: z.string(),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  by_status: z.record(z.string(), z.number()),
  items: z.array(
    z.object({
      id: z.number(),
      nik: z.number(),
      name: z.string(),
      department: z.string().nullable(),
      date: z.string(),
      start: z.string(),
      end: z.string(),
      status: z.enum(['Pending', 'Approved', 'Rejected']),
      consented: z.boolean(),
      reason: z.string(),
      day_type: z.enum(['working', 'rest']),
      requested_minutes: z.number(),
      approved_minutes: z.number(),
      worked_minutes: z.number().meta({
        description: 'Clocked beyond the shift (or on a rest day / holiday), before the cap and the rounding',
      }),
      counted_minutes: z.number(),
      minutes_by_multiplier: minutesByMultiplier,
      multiplier_hours: z.number(),
      overtime_pay: z.number().nullable().meta({
        description:
          "Multiplier-hours × the monthly wage / 173 in whole rupiah, when HR entered the person's wage; null otherwise",
      }),
    }),
  ),
});
