/** Minutes as hours a person reads: 120 → 2, 90 → 1.5, 100 → 1.67. */
export const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
