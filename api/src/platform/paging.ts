import { z } from 'zod';

/** A paged list's page, from 1 (docs/hr-api.md). */
export const pageNumber = z.coerce
  .number({ error: 'page must be a number' })
  .int()
  .min(1, { error: 'page starts at 1' })
  .default(1);

/** `page` and `page_size` (1 to 100 rows, 25 unless asked) of HR's paged lists. */
export const paging = {
  page: pageNumber,
  page_size: z.coerce
    .number({ error: 'page_size must be a number' })
    .int()
    .min(1, { error: 'page_size must be between 1 and 100' })
    .max(100, { error: 'page_size must be between 1 and 100' })
    .default(25),
};
