import { overtimeTiersOn, type Tier } from '../lib/legal-rules.js';

/**
 * Overtime pay tiers of PP 35/2021 art. 31 (docs/rules.md §13; the tables are lib/legal-rules.ts's): from the minutes of overtime counted on
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
  /** yyyy-mm-dd: the day worked, whose law counts it (a past month by the rules then in force). */
  date: string;
  day_type: OvertimeDayType;
  /** The person's week: 6 working days (7 h a day) or 5 (8 h a day), PP 35/2021 art. 21(2). */
  week_days: 5 | 6;
  /** A holiday that falls on the shortest working day of a 6-day week (art. 31(2)(b)); ignored otherwise. */
  holiday_on_shortest_day: boolean;
}

export type { Tier };

/** The tiers of a day, by the text in force on it (lib/legal-rules.ts `overtimeTiersOn`). */
export function tiersOf(day: OvertimeDay): readonly Tier[] {
  const tiers = overtimeTiersOn(day.date);
  if (day.day_type === 'working') return tiers.working;
  if (day.week_days === 5) return tiers.rest_5_day_week;
  return day.holiday_on_shortest_day ? tiers.holiday_on_shortest_day : tiers.rest_6_day_week;
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
