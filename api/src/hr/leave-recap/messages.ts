/** What the leave recap says. */
export const LEAVE_RECAP_MESSAGES = {
  recap: 'Leave recap',
  dateInvalid: (field: string) => `${field} must be a date as yyyy-mm-dd`,
  periodBackwards: 'to must be on or after from',
  periodTooLong: 'A leave recap covers at most 366 days',
  statusInvalid: 'status must be Pending, Approved or Rejected',
  typeInvalid: 'Unknown leave type',
  fileName: (from: string, to: string, suffix: string) => `hadir-leave-${from}-to-${to}${suffix}`,
} as const;
