/** What the recap routes say. */
export const RECAP_MESSAGES = {
  recap: 'Attendance recap',
  personMonth: "The person's month",
  fileName: (month: string, suffix: string) => `hadir-recap-${month}${suffix}`,
} as const;
