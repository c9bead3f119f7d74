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

/** A page of a paged list as the api answers it: its items and where they stand in the whole. */
export const pageReply = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().meta({ description: 'Rows matching the filter, on every page' }),
    page: z.number(),
    page_size: z.number(),
  });
