import { inForce } from '../lib/legal-rules.js';
import type { Day } from './day.js';

/** A person's period in numbers: the recap's row, Home's summary and the export's summary sheet. */
export interface Totals {
  /** Days the person was expected to work (scheduled weekdays that are not holidays), the whole period. */
  scheduled_days: number;
  /** Scheduled working days with a clock-in (never more than scheduled_days). */
  present: number;
  /** Days with a clock-in that were not scheduled working days: a rest day, a holiday, a cuti bersama day (issue 45 case 7). */
  rest_days_worked: number;
  late_days: number;
  late_minutes: number;
  /** Working days up to now with no clock-in and no approved leave; half a day for a half-day leave. */
  absent: number;
  /** Working days on approved leave by type; a half-day leave counts 0.5. */
  leave: Record<string, number>;
  leave_days: number;
  /** Holidays that fell on the person's scheduled weekdays. */
  holidays: number;
  /**
   * Of those, cuti bersama days the company counts against annual leave and the person did not work: one
   * worked (a complete session of the day, as the leave ledger reads it) keeps its day of leave (SE Menaker
   * M/6/HK.04/XII/2024 B.4, issue 45 case 2), so the recap says what the ledger took.
   */
  cuti_bersama_counted: number;
  missing_clock_out: number;
  /** Days with a clocking added by an approved correction. */
  corrections: number;
}

/**
 * `annualLeaveFrom`: the first day the person has annual leave (null: none), where the caller knows it —
 * a cuti bersama day before it takes nothing from leave, as the ledger deducts nothing (issue 45).
 */
export function totalsOf(days: Iterable<Day>, annualLeaveFrom?: string | null): Totals {
  const totals: Totals = {
    scheduled_days: 0,
    present: 0,
    rest_days_worked: 0,
    late_days: 0,
    late_minutes: 0,
    absent: 0,
    leave: {},
    leave_days: 0,
    holidays: 0,
    cuti_bersama_counted: 0,
    missing_clock_out: 0,
    corrections: 0,
  };
  for (const day of days) {
    if (day.working) totals.scheduled_days += 1;
    if (day.status === 'present' || day.status === 'late') {
      if (day.working) totals.present += 1;
      else totals.rest_days_worked += 1;
    }
    if (day.status === 'late') {
      totals.late_days += 1;
      totals.late_minutes += day.late_minutes;
    }
    if (day.status === 'absent') totals.absent += 1;
    // Leave taken so far: a day counted as leave, or a half day the person also worked. A day still
    // ahead (upcoming) is not counted, whether a whole or a half day.
    const worked = day.status === 'present' || day.status === 'late';
    if (day.leave && day.working && (day.status === 'leave' || (day.leave.half_day && worked))) {
      const share = day.leave.half_day ? 0.5 : 1;
      totals.leave[day.leave.type] = (totals.leave[day.leave.type] ?? 0) + share;
      totals.leave_days += share;
      if (day.status === 'leave' && day.leave.half_day) totals.absent += 0.5;
    }
    if (day.holiday && day.scheduled_weekday) {
      totals.holidays += 1;
      const kept =
        inForce('cutiBersamaWorkedKept', day.date) && day.sessions.some((session) => session.in && session.out);
      const entitled = annualLeaveFrom === undefined || (annualLeaveFrom !== null && day.date >= annualLeaveFrom);
      if (day.holiday.kind === 'cuti_bersama' && day.holiday.counts_against_leave && !kept && entitled)
        totals.cuti_bersama_counted += 1;
    }
    if (day.missing_clock_out) totals.missing_clock_out += 1;
    if (day.corrected) totals.corrections += 1;
  }
  return totals;
}
