import type { z } from 'zod';
import { badRequest } from '../errors.js';

/** The largest id a serial (int4) column holds: a bigger one, looked up, would make PostgreSQL throw (a 500). */
export const MAX_SERIAL = 2_147_483_647;

/** Parses input with a zod schema; the first problem becomes a 400 a person can read. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw badRequest(issue.message, 'invalid_input', { field: issue.path.join('.') || null });
  }
  return result.data;
}
