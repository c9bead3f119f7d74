import type { ReviewCounts } from '../attendance/review.js';
import type { OvertimeDayLine, OvertimeTotals } from '../overtime/period.js';
import { jakartaHourMinute } from '../lib/jakarta.js';
import type { Day } from '../workdays/day.js';
import type { Totals } from '../workdays/totals.js';
import type { RecapPerson } from './queries.js';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * A person's line of the recap: who, their period's totals, their counted overtime (docs/rules.md §13)
 * in hours, and their clock-ins not settled by review (issue 29).
 */
export const recapRow = (person: RecapPerson, totals: Totals, overtime: OvertimeTotals, review: ReviewCounts) => ({
  nik: person.nik,
  name: person.name,
  division: person.divisi_kd,
  subdivision: person.subdivisi_kd,
  department: person.dept_kd,
  ...totals,
  overtime_hours: hours(overtime.overtime_minutes),
  overtime_minutes: overtime.overtime_minutes,
  overtime_minutes_by_multiplier: {
    '1.5': overtime.overtime_minutes_by_multiplier['1.5'],
    '2': overtime.overtime_minutes_by_multiplier['2'],
    '3': overtime.overtime_minutes_by_multiplier['3'],
    '4': overtime.overtime_minutes_by_multiplier['4'],
  },
  overtime_hours_by_multiplier: {
    '1.5': hours(overtime.overtime_minutes_by_multiplier['1.5']),
    '2': hours(overtime.overtime_minutes_by_multiplier['2']),
    '3': hours(overtime.overtime_minutes_by_multiplier['3']),
    '4': hours(overtime.overtime_minutes_by_multiplier['4']),
  },
  overtime_multiplier_hours: overtime.overtime_multiplier_hours,
  clockings_under_review: review.under_review,
  clockings_rejected: review.rejected,
});

export type RecapRow = ReturnType<typeof recapRow>;

/** A day as the api answers it (instants as ISO strings). */
const iso = (instant: Date | null) => instant?.toISOString() ?? null;

/** A day of a person's month, with its overtime line when it had a request (docs/rules.md §13). */
export const presentDay = (day: Day, overtime?: OvertimeDayLine) => ({
  ...day,
  overtime: overtime
    ? {
        status: overtime.request.status,
        start: jakartaHourMinute(overtime.request.planned_start, overtime.request.time_zone),
        end: jakartaHourMinute(overtime.request.planned_end, overtime.request.time_zone),
        requested_minutes: overtime.requested_minutes,
        approved_minutes: overtime.approved_minutes,
        worked_minutes: overtime.count.worked_minutes,
        counted_minutes: overtime.count.minutes,
        multiplier_hours: overtime.count.multiplier_hours,
      }
    : null,
  shift_start: day.shift_start.toISOString(),
  shift_end: day.shift_end.toISOString(),
  first_in: iso(day.first_in),
  last_out: iso(day.last_out),
  sessions: day.sessions.map((session) => ({ ...session, in: iso(session.in), out: iso(session.out) })),
});
