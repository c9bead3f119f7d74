import { z } from 'zod';
import { pageNumber } from '../../platform/paging.js';
import { isCalendarDay } from '../employees/fields.js';
import { AUDIT_ACTIONS, AUDIT_MESSAGES as M } from './messages.js';

const nik = z
  .string()
  .trim()
  .regex(/^\d{1,16}$/, { error: M.nikInvalid })
  .transform(Number)
  .optional();
const day = z.string().trim().refine(isCalendarDay, { error: M.dateInvalid }).optional();

export const auditQuery = z.object({
  page: pageNumber,
  page_size: z.coerce
    .number({ error: M.pageSizeInvalid })
    .int()
    .min(1, { error: M.pageSizeInvalid })
    .max(100, { error: M.pageSizeInvalid })
    .default(50),
  employee: nik,
  actor: nik,
  from: day,
  to: day,
  action: z.enum(AUDIT_ACTIONS, { error: M.actionInvalid }).optional(),
});

export type AuditQuery = z.infer<typeof auditQuery>;
