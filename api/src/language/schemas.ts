import { z } from 'zod';
import { LANGUAGES } from '../lib/languages.js';

export const MESSAGES = {
  languageInvalid: 'Language must be en or id',
  languageSaved: 'Language saved',
} as const;

export const languageBody = z.object({
  language: z.enum(LANGUAGES, { error: MESSAGES.languageInvalid }),
});
