import { z } from 'zod';

/** Leave item of the list (rules §3; presenter.ts presentLeaveItem). */
export const leaveItemReply = z.object({
  id: z.number(),
  tipe: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.string().meta({ description: 'Pending, Approved, Rejected or Cancelled' }),
  days: z
    .number()
    .nullable()
    .meta({ description: 'Working days the request counts; null for requests filed before it was kept' }),
});

/** Leave detail (rules §3; presenter.ts presentLeaveDetail): the request, its supervisor and its employee. */
export const leaveDetailReply = z.object({
  leave: leaveItemReply.extend({
    reason: z.string(),
    leave_duration: z.string(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    attachment: z.string().nullable().meta({ description: "The letter's file name; null when none was sent" }),
    signature: z.string().meta({ description: "The employee's drawn signature's file name" }),
    spv_signature: z.string().nullable(),
    description: z.string().nullable().meta({ description: "The supervisor's Keterangan" }),
    replacement_date: z.string().nullable(),
    pdf_name: z.string().nullable().meta({ description: 'The signed form, once approved' }),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  }),
  karyawan: z
    .object({ name: z.string().nullable() })
    .meta({ description: "The employee's supervisor (name null when they have none)" }),
  user: z.object({
    name: z.string(),
    nik: z.number(),
    lok_kd: z
      .string()
      .nullable()
      .meta({ description: "The employee's department code (dept_kd), under rules §3's name" }),
    department: z.string().nullable().meta({
      description: "The employee's department by name (its code where it has none), as the signed form prints it",
    }),
  }),
});

/** PUT /leave: the approved request and its signed form. */
export const leaveApprovedReply = z.object({ id: z.number(), status: z.string(), pdf_name: z.string().nullable() });

/** DELETE /leave and POST /leave-cancel: the request and its status now. */
export const leaveStatusReply = z.object({ id: z.number(), status: z.string() });

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
