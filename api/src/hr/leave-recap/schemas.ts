import { z } from 'zod';
import { paging } from '../../platform/paging.js';
import { scopeQuery } from '../../recap/index.js';
import { LEAVE_RECAP_MESSAGES as M } from './messages.js';

const day = (field: string) =>
  z
    .string({ error: M.dateInvalid(field) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.dateInvalid(field) })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        error: M.dateInvalid(field),
      },
    )
    .optional();

/** The requests a leave recap covers: those overlapping [from, to], by status, type and unit. */
export const leaveFilterQuery = scopeQuery.extend({
  from: day('from'),
  to: day('to'),
  status: z.enum(['Pending', 'Approved', 'Rejected'], { error: M.statusInvalid }).optional(),
  type: z
    .string({ error: M.typeInvalid })
    .trim()
    .min(1, { error: M.typeInvalid })
    .max(100, { error: M.typeInvalid })
    .meta({
      description:
        "One of the company's leave types (the reply's leave_types: its policies, an HR-added type too); another is 400",
    })
    .optional(),
});

export const leaveRecapQuery = leaveFilterQuery.extend({
  ...paging,
});

export const exportFormat = z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' });

export const leaveExportQuery = leaveFilterQuery.extend({ format: exportFormat });

export const leaveRecapReply = z.object({
  from: z.string(),
  to: z.string(),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  items: z.array(
    z.object({
      id: z.number(),
      nik: z.number(),
      name: z.string(),
      division: z.string().nullable(),
      department: z.string().nullable(),
      type: z.string(),
      duration: z.string(),
      start_date: z.string(),
      end_date: z.string(),
      days: z.number(),
      status: z.string(),
      description: z.string().nullable(),
      decided_by: z.object({ nik: z.number(), name: z.string().nullable() }).nullable(),
      decided_at: z.string().nullable(),
    }),
  ),
  by_status: z.record(z.string(), z.number()),
  by_type: z.record(z.string(), z.number()),
  leave_types: z.array(z.string()).meta({
    description:
      "The types `type` may name: every type the company has a policy for (an HR-added one too), in the policies' order",
  }),
});
