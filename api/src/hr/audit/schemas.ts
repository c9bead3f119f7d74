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

const auditPerson = z.object({ nik: z.number(), name: z.string() }).nullable();
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** docs/hr-api.md's Audit entry (presentAuditEntry). */
export const auditEntryReply = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actor: auditPerson.meta({ description: 'Who made the change; null for the system' }),
  subject: auditPerson.meta({ description: 'The employee the change is about, when it is about one' }),
  target: z.string(),
  summary: z.string().meta({ description: 'The entry in English' }),
  summary_key: z.string().nullable().meta({
    description:
      'The sentence as a key of the audit catalogue (a client writes it in its reader’s language with summary_values); null for an entry stored before keys were',
  }),
  summary_values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .meta({ description: 'The values of the sentence’s placeholders' }),
  changes: z
    .array(z.object({ field: z.string(), before: auditValue, after: auditValue }))
    .meta({ description: 'Each field changed, before → after, as a person reads it (never a secret)' }),
});
