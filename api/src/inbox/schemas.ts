import { z } from 'zod';

export const PERIOD_MESSAGE = 'Period must be a month from 1 to 12';

/** The Period header of GET /inbox: a month 1-12 of the last twelve (see inboxOfMonth). */
export const periodHeader = z
  .string({ error: PERIOD_MESSAGE })
  .trim()
  .regex(/^\d{1,2}$/, { error: PERIOD_MESSAGE })
  .transform(Number)
  .refine((month) => month >= 1 && month <= 12, { error: PERIOD_MESSAGE });
