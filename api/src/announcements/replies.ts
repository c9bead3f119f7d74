import { z } from 'zod';

const attachment = z
  .object({
    name: z.string().meta({ description: 'The stored file, served at /files/announcement/{name}' }),
    type: z.enum(['jpg', 'png', 'pdf']),
  })
  .nullable();

/** An announcement as the people in its scope read it on Home. */
export const announcementReply = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  attachment,
  read: z.boolean(),
});

/** An announcement as HR keeps it. */
export const hrAnnouncementReply = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  divisions: z.array(z.string()),
  departments: z.array(z.string()),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  ended_at: z.string().nullable(),
  showing: z.boolean().meta({ description: 'Shows on Home today (started, not past Until, not ended)' }),
  attachment,
  push: z.boolean(),
  pushed_at: z.string().nullable(),
  reads: z.number(),
  updated_at: z.string(),
});
