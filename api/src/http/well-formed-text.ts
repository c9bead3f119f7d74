import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

/**
 * NUL, which PostgreSQL cannot store in text (the query failed: a 500), and half a UTF-16
 * character (a lone surrogate, which JSON's "\ud800" can carry), which is not Unicode and would be
 * stored as U+FFFD without a word.
 */
// eslint-disable-next-line no-control-regex -- NUL is the very character refused
const NOT_TEXT = /[\u0000\p{Cs}]/u;

/** The path ("address", "items.0.name") of the first string in value that is not storable text, or null. */
export function malformedTextField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return NOT_TEXT.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = malformedTextField(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** The one rule for text input: 400 invalid_input naming the field. */
export function assertWellFormedText(value: unknown): void {
  const field = malformedTextField(value);
  if (field !== null)
    throw badRequest('This field contains a character that is not allowed', 'invalid_input', { field });
}

/**
 * Every route's path, query and JSON body pass the rule before any handler runs (multipart
 * fields when readMultipart reads them), so no route can forget it.
 */
export async function refuseMalformedText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) assertWellFormedText(part);
}
