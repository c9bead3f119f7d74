/**
 * Overtime pay tiers of PP 35/2021 art. 31 (docs/rules.md §13): from the minutes of overtime counted on
 * one day to the multiplier-hours (jam lembur terhitung) payroll multiplies by the hourly wage (art. 32(2):
 * 1/173 of the monthly wage). Pure: the day engine decides the day type and the minutes.
 *
 * The regulation names whole hours ("jam pertama", "jam kedelapan"); a part of an hour is paid at the
 * rate of the hour it falls in, in proportion (90 minutes on a working day = 1 × 1.5 + 0.5 × 2). A company
 * that pays only whole blocks says so with its rounding rule (roundOvertime), applied before this.
 */

/** A working day (overtime past the shift), or a weekly rest day / official holiday (art. 31(1) vs 31(2)–(3)). */
export type OvertimeDayType = 'working' | 'rest';

export interface OvertimeDay {
  day_type: OvertimeDayType;
  /** The person's week: 6 working days (7 h a day) or 5 (8 h a day), PP 35/2021 art. 21(2). */
  week_days: 5 | 6;
  /** A holiday that falls on the shortest working day of a 6-day week (art. 31(2)(b)); ignored otherwise. */
  holiday_on_shortest_day: boolean;
}

/** A run of hours paid at one multiplier: hours `from`..`to` (1-based, `to` included; null = every further hour). */
export interface Tier {
  from: number;
  to: number | null;
  multiplier: number;
}

/**
 * The tiers of a day. The regulation lists no hour past the 4th of a working day (art. 26 caps it) nor
 * past the 11th / 9th / 12th of a rest day; Hadir keeps the last rate for any further minute rather than
 * paying it at nothing (the limits refuse such requests; an HR correction may still produce one).
 */
export function tiersOf(day: OvertimeDay): Tier[] {
  if (day.day_type === 'working') {
    // Art. 31(1): the first hour 1.5 × the hourly wage, each further hour 2 ×.
    return [
      { from: 1, to: 1, multiplier: 1.5 },
      { from: 2, to: null, multiplier: 2 },
    ];
  }
  if (day.week_days === 5) {
    // Art. 31(3): hours 1–8 2 ×, the 9th 3 ×, the 10th–12th 4 ×.
    return [
      { from: 1, to: 8, multiplier: 2 },
      { from: 9, to: 9, multiplier: 3 },
      { from: 10, to: null, multiplier: 4 },
    ];
  }
  if (day.holiday_on_shortest_day) {
    // Art. 31(2)(b): hours 1–5 2 ×, the 6th 3 ×, the 7th–9th 4 ×.
    return [
      { from: 1, to: 5, multiplier: 2 },
      { from: 6, to: 6, multiplier: 3 },
      { from: 7, to: null, multiplier: 4 },
    ];
  }
  // Art. 31(2)(a): hours 1–7 2 ×, the 8th 3 ×, the 9th–11th 4 ×.
  return [
    { from: 1, to: 7, multiplier: 2 },
    { from: 8, to: 8, multiplier: 3 },
    { from: 9, to: null, multiplier: 4 },
  ];
}

/** The multipliers every tier table uses, in the order the exports give them a column. */
export const MULTIPLIERS = [1.5, 2, 3, 4] as const;

export interface OvertimePay {
  /** Minutes counted (the input). */
  minutes: number;
  /** Minutes at each multiplier ("1.5", "2", "3", "4"); a multiplier the day does not use is 0. */
  minutes_by_multiplier: Record<(typeof MULTIPLIERS)[number], number>;
  /** Σ hours × multiplier, to 4 decimals (what payroll multiplies by the hourly wage). */
  multiplier_hours: number;
}

/** Splits counted minutes over a day's tiers and sums the multiplier-hours (art. 31). */
export function overtimePay(day: OvertimeDay, minutes: number): OvertimePay {
  if (!Number.isInteger(minutes) || minutes < 0)
    throw new RangeError(`overtime minutes must be a whole number ≥ 0, got ${minutes}`);
  const byMultiplier: OvertimePay['minutes_by_multiplier'] = { 1.5: 0, 2: 0, 3: 0, 4: 0 };
  let left = minutes;
  for (const tier of tiersOf(day)) {
    if (left === 0) break;
    const span = tier.to === null ? left : Math.min(left, (tier.to - tier.from + 1) * 60);
    byMultiplier[tier.multiplier as (typeof MULTIPLIERS)[number]] += span;
    left -= span;
  }
  const weighted = MULTIPLIERS.reduce((sum, multiplier) => sum + byMultiplier[multiplier] * multiplier, 0);
  return {
    minutes,
    minutes_by_multiplier: byMultiplier,
    multiplier_hours: Math.round((weighted / 60) * 10_000) / 10_000,
  };
}

/** A company's rounding of counted minutes: 0 counts every minute; N counts whole N-minute blocks only (rounded down). */
export function roundOvertime(minutes: number, blockMinutes: number): number {
  if (blockMinutes <= 0) return minutes;
  return Math.floor(minutes / blockMinutes) * blockMinutes;
}

/** PP 35/2021 art. 26(1): at most 4 hours of overtime a day and 18 a week; (2) rest days and holidays are not counted. */
export const DAY_LIMIT_MINUTES = 4 * 60;
export const WEEK_LIMIT_MINUTES = 18 * 60;
