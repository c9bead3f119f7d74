import { z } from 'zod';
import { IMPORT_MESSAGES as M } from './messages.js';

export const confirmBody = z.object(
  { import_id: z.uuid({ error: M.notFound }) },
  { error: M.importIdRequired },
);

export const templateFormat = z.enum(['xlsx', 'csv'], { error: M.formatInvalid });
