/** What the recap routes say. */
export const RECAP_MESSAGES = {
  recap: 'Attendance recap',
  personMonth: "The person's month",
  monthInvalid: 'month must be a month as yyyy-mm',
  monthInFuture: 'That month has not started yet',
  fileName: (month: string, suffix: string) => `hadir-recap-${month}${suffix}`,
} as const;
