/** The accuracy of the most precise fix, metres: the one the api judges a clock-in by (its bestFix); null with none. */
export const bestAccuracy = (fixes: readonly { accuracy: number }[]): number | null =>
  fixes.length === 0 ? null : Math.min(...fixes.map((fix) => fix.accuracy));

/** The widest accuracy circle a clock-in at a location is taken with: the api's word, else the radius (rules §9). */
export const accuracyLimitOf = (location: { radius: number; accuracyLimit?: number | null }): number =>
  location.accuracyLimit ?? location.radius;
