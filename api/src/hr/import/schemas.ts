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
