import { z } from 'zod';
import { scopeQuery } from '../../recap/index.js';
import { ROSTER_MESSAGES as M } from './messages.js';

export const rosterMonth = z
  .string({ error: M.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: M.monthInvalid });

export const rosterQuery = scopeQuery.extend({ month: rosterMonth });
export type RosterQuery = z.infer<typeof rosterQuery>;

/** A cell as HR sets it: one of the company's schedules' shift, Off, or empty (the schedule assignment applies). */
export const rosterCell = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shift'), schedule_id: z.number().int().positive() }),
  z.object({ kind: z.literal('off') }),
  z.object({ kind: z.literal('empty') }),
]);
export type RosterCell = z.infer<typeof rosterCell>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
  );

/** One change set: all of it is saved, or none. */
export const rosterChanges = z.object(
  {
    changes: z
      .array(z.object({ nik: z.number().int().positive(), day, cell: rosterCell }), { error: M.changesInvalid })
      .min(1, { error: M.changesInvalid })
      .max(20_000, { error: M.changesInvalid }),
  },
  { error: M.changesInvalid },
);
export type RosterChanges = z.infer<typeof rosterChanges>;

const shift = z.object({ id: z.number().nullable(), name: z.string(), start: z.string(), end: z.string() });

export const rosterReply = z.object({
  month: z.string(),
  days: z.array(z.string()),
  schedules: z.array(shift.extend({ id: z.number() })),
  people: z.array(
    z.object({
      nik: z.number(),
      name: z.string(),
      cells: z.array(
        z.object({
          day: z.string(),
          cell: z.enum(['shift', 'off', 'empty']),
          schedule_id: z.number().nullable(),
          /** What the schedule assignment says for the day, shown faint under an empty cell. */
          assigned: shift.extend({ working: z.boolean() }),
        }),
      ),
    }),
  ),
  total: z.number(),
});

/** A cell as the import's dry run shows it: a shift (with its schedule's name), Off, or empty. */
const cellView = z.object({
  kind: z.enum(['shift', 'off', 'empty']),
  name: z.string().nullable().meta({ description: "The shift's schedule name; null for Off and empty" }),
});

/** POST /hr/rosters/import/dry-run's report: each cell the file would change and every error; nothing is written. */
export const rosterReportReply = z.object({
  import_id: z.string().meta({ description: 'What POST /hr/rosters/import/confirm takes' }),
  file_name: z.string(),
  month: z.string().nullable().meta({ description: "yyyy-mm of the file's day columns; null when it has none" }),
  rows: z.number(),
  counts: z.object({
    people: z.number(),
    cells: z.number(),
    changed: z.number(),
    unchanged: z.number(),
    errors: z.number(),
  }),
  changes: z
    .array(
      z.object({
        row: z.number(),
        nik: z.number(),
        name: z.string(),
        day: z.string(),
        before: cellView,
        after: cellView,
      }),
    )
    .meta({ description: 'The cells that change (the first ones of a large file)' }),
  errors: z
    .array(
      z.object({
        row: z.number(),
        nik: z
          .string()
          .nullable()
          .meta({ description: "The row's NIK as the file has it; null for the header row or none" }),
        message: z.string(),
      }),
    )
    .meta({ description: 'The errors in words (the first ones of a large file)' }),
  expires_at: z.string(),
});
