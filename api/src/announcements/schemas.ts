import { z } from 'zod';
import { MAX_SERIAL } from '../http/validate.js';
import { ANNOUNCEMENT_MESSAGES as M } from './messages.js';

export const announcementId = z.coerce
  .number({ error: M.notFound })
  .int({ error: M.notFound })
  .positive({ error: M.notFound })
  .max(MAX_SERIAL, { error: M.notFound });

/** Unit codes as a form sends them: separated by commas, blank for none. */
const unitCodes = z
  .string({ error: M.unitsInvalid })
  .default('')
  .transform((text) =>
    text
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
  )
  .refine((codes) => codes.length <= 100 && codes.every((code) => code.length <= 40), { error: M.unitsInvalid });

const flag = z
  .enum(['true', 'false'], { error: 'push must be true or false' })
  .default('false')
  .transform((value) => value === 'true');

/** POST and PUT /hr/announcements: the multipart form's text fields (the file goes as `attachment`). */
export const announcementFields = z
  .object(
    {
      title: z.string({ error: M.titleRequired }).trim().min(1, { error: M.titleRequired }).max(120, {
        error: M.titleTooLong,
      }),
      body: z.string({ error: M.bodyRequired }).trim().min(1, { error: M.bodyRequired }).max(4000, {
        error: M.bodyTooLong,
      }),
      divisions: unitCodes,
      departments: unitCodes,
      starts_on: z.iso.date({ error: M.startsInvalid }),
      ends_on: z
        .union([z.literal(''), z.iso.date({ error: M.endsInvalid })], { error: M.endsInvalid })
        .optional()
        .transform((value) => value || null),
      push: flag,
      remove_attachment: flag,
    },
    { error: 'Send the announcement as a form' },
  )
  .refine((form) => !form.ends_on || form.ends_on >= form.starts_on, { error: M.endsBeforeStart, path: ['ends_on'] });

export type AnnouncementForm = z.infer<typeof announcementFields>;
