import { z } from 'zod';
import { IMPORT_MESSAGES as M } from './messages.js';

export const confirmBody = z.object(
  {
    import_id: z.uuid({ error: M.notFound }),
    // E-mail every person the file creates who has an e-mail their activation link and code.
    send_codes: z.boolean({ error: 'send_codes must be true or false' }).optional().default(false),
  },
  { error: M.importIdRequired },
);

export const templateFormat = z.enum(['xlsx', 'csv'], { error: M.formatInvalid });

const counts = z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number() });

/** POST /hr/import/dry-run's report: every row's result; nothing is written. */
export const importReportReply = z.object({
  import_id: z.string().meta({ description: 'What POST /hr/import/confirm takes' }),
  file_name: z.string(),
  rows: z.number(),
  counts,
  errors: z.array(
    z.object({
      row: z.number(),
      nik: z.string().meta({ description: "The row's NIK as the file has it (empty when it has none)" }),
      field: z.string().nullable(),
      message: z.string(),
    }),
  ),
  changes: z
    .array(
      z.object({
        row: z.number(),
        nik: z.number(),
        name: z.string(),
        action: z.enum(['create', 'update']),
        fields: z.array(z.string()).meta({ description: 'The fields an update changes' }),
      }),
    )
    .meta({ description: 'The rows that create or change someone (the first ones of a large file)' }),
  expires_at: z.string(),
});

/** POST /hr/import/confirm: what was written, and how many activation codes went by e-mail when asked. */
export const importDoneReply = z.object({
  counts: counts.extend({ codes_emailed: z.number().optional() }),
});
