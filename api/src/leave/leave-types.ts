// The leave types themselves are data: a company's policies (policy.ts's Indonesia preset until HR
// changes one, plus any type HR adds) decide what may be filed and what the reports count.

export const LEAVE_DURATIONS = ['Full Day', 'Half Day'] as const;

/** Keterangan a supervisor chooses when approving (rules §9). */
export const DECISION_DESCRIPTIONS = ['Potong Cuti', 'Alpa', 'Tidak Potong Cuti', 'Libur Pengganti'] as const;

/** The description that needs a replacement date. */
export const REPLACEMENT_DESCRIPTION = 'Libur Pengganti';

/** Leave attachment limit (rules §9): 2 MB, PDF only. */
export const MAX_ATTACHMENT_BYTES = 2097152;

export type LeaveStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';

export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);
