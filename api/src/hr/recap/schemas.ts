import { z } from 'zod';
import { monthQuery } from './period.js';
import { scopeQuery } from './scope.js';

export const recapQuery = scopeQuery.extend({
  month: monthQuery,
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, { error: 'page starts at 1' }).default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1, { error: 'page_size must be between 1 and 100' })
    .max(100, { error: 'page_size must be between 1 and 100' })
    .default(25),
});

export const personMonthQuery = z.object({ month: monthQuery });

export const nikParam = z.coerce.string().regex(/^\d{1,12}$/, { error: 'NIK must be digits' }).transform(Number);

export const recapExportQuery = scopeQuery.extend({
  month: monthQuery,
  format: z.enum(['xlsx', 'csv'], { error: 'format must be xlsx or csv' }),
  /** CSV only: one row per person and day instead of one per person. */
  detail: z.enum(['0', '1'], { error: 'detail must be 0 or 1' }).default('0'),
});
