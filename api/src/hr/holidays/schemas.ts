import { z } from 'zod';
import { HOLIDAY_MESSAGES as M } from './messages.js';

export const yearQuery = z.object({
  year: z.coerce
    .number({ error: M.yearInvalid })
    .int({ error: M.yearInvalid })
    .min(2000, { error: M.yearInvalid })
    .max(2100, { error: M.yearInvalid })
    .optional(),
});

export const holidayDate = z.iso.date({ error: M.dateInvalid });

/** POST /hr/holidays: a company day off or a cuti bersama day. */
export const holidayBody = z.object(
  {
    date: holidayDate,
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired })
      .max(100, { error: M.nameTooLong }),
    kind: z.enum(['company', 'cuti_bersama'], { error: M.kindInvalid }),
    counts_against_leave: z.boolean({ error: M.flagInvalid }).default(false),
  },
  { error: 'Send a JSON body with the day' },
);

export type HolidayBody = z.infer<typeof holidayBody>;

export const holidayReply = z.object({
  date: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'company', 'cuti_bersama']),
  counts_against_leave: z.boolean(),
  source: z.string().nullable().meta({
    description: "The decree that set a decreed day (the SKB's number and date); null for the company's own days",
  }),
  decreed: z.boolean().meta({
    description:
      'A day the government decreed (a national holiday or an SKB cuti bersama day): removing it stops observing it',
  }),
  removed: z.boolean().meta({ description: 'A decreed day this company does not observe' }),
});
