/**
 * The leave types an Indonesian company offers (UU Ketenagakerjaan and common company policy).
 * The one list: the api checks against it and serves it as GET /leave-types for the web.
 */
export const LEAVE_TYPES = [
  'Sakit',
  'Izin',
  'Cuti Tahunan',
  'Cuti Melahirkan',
  'Cuti Keguguran',
  'Cuti Haid',
  'Cuti Menikah',
  'Cuti Menikahkan Anak',
  'Cuti Khitanan / Baptis Anak',
  'Cuti Istri Melahirkan / Keguguran',
  'Cuti Duka',
  'Cuti Ibadah Keagamaan',
  'Cuti Besar',
  'Cuti di Luar Tanggungan',
] as const;

export const LEAVE_DURATIONS = ['Full Day', 'Half Day'] as const;

/** Keterangan a supervisor chooses when approving (rules §9). */
export const DECISION_DESCRIPTIONS = ['Potong Cuti', 'Alpa', 'Tidak Potong Cuti', 'Libur Pengganti'] as const;

/** The description that needs a replacement date. */
export const REPLACEMENT_DESCRIPTION = 'Libur Pengganti';

/** Leave attachment limit (rules §9): 2 MB, PDF only. */
export const MAX_ATTACHMENT_BYTES = 2097152;

export type LeaveStatus = 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';

export const isOneOf = <T extends string>(list: readonly T[]) => (value: string): value is T =>
  (list as readonly string[]).includes(value);
