import { z } from 'zod';

/** GET /leave-preview's data. */
export const leavePreviewReply = z.object({
  days: z.number().meta({ description: 'Working days of the person’s schedule in the range; a half day is 0.5' }),
  balance: z
    .number()
    .nullable()
    .meta({ description: 'What is left of the type’s balance before this request (null: the type has none)' }),
  left_after: z.number().nullable(),
  attachment_required: z.boolean(),
  tracks_balance: z.boolean(),
});

/** One type's balance (GET /leave-balances). */
export const typeBalanceReply = z.object({
  leave_type: z.string(),
  kind: z.string().meta({
    description: 'The policy’s kind (annual, special, maternity, …): annual leave whatever the company named it',
  }),
  balance: z.number().meta({ description: 'The ledger’s sum' }),
  pending: z.number().meta({ description: 'Working days of Pending requests' }),
  left: z.number(),
  periods: z.array(z.object({ period: z.string(), balance: z.number(), expires: z.string().nullable() })),
});

/** A stand-in (GET/POST /leave-delegation). */
export const delegationReply = z.object({
  id: z.number(),
  nik: z.number(),
  name: z.string(),
  from_date: z.string(),
  to_date: z.string(),
});
