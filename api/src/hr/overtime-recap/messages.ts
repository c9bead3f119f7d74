/** What the overtime recap says. */
export const OVERTIME_RECAP_MESSAGES = {
  recap: 'Overtime recap',
  statusInvalid: 'status must be Pending, Approved or Rejected',
  fileName: (month: string, suffix: string) => `hadir-overtime-${month}${suffix}`,
} as const;
