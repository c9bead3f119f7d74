import type { AppContext } from '../context.js';
import type { Day } from '../workdays/day.js';
import { daysOf, nextDay, previousDay, type Person } from '../workdays/index.js';
import { companyAssignments } from '../workdays/index.js';
import { assignmentsOf, defaultSchedule, isoWeekday, scheduleOn } from '../workdays/index.js';
import { countOvertime, weekDaysOf, type OvertimeCount } from './count.js';
import { MULTIPLIERS } from './multiplier.js';
import { requestsBetween, rulesOf, type OvertimeRow, type OvertimeRules } from './queries.js';

/** A day with an overtime request: what was asked, approved, worked beyond the shift and counted (docs/rules.md §13). */
export interface OvertimeDayLine {
  date: string;
  request: OvertimeRow;
  requested_minutes: number;
  /** The planned minutes once approved; 0 otherwise. */
  approved_minutes: number;
  count: OvertimeCount;
}

/** A person's period in overtime numbers: the recap's columns and the exports' tier columns. */
export interface OvertimeTotals {
  /** Minutes counted (approved, capped, rounded). */
  overtime_minutes: number;
  /** Minutes counted at each multiplier, keyed "1.5", "2", "3", "4". */
  overtime_minutes_by_multiplier: Record<string, number>;
  overtime_multiplier_hours: number;
}

const plannedMinutes = (row: OvertimeRow) =>
  Math.round((row.planned_end.getTime() - row.planned_start.getTime()) / 60_000);

/**
 * A day the person works in the sense of PP 35/2021 art. 26 and 31(1): a scheduled weekday that is no
 * holiday — or a cuti bersama day, which is not "hari libur resmi": worked, it is an ordinary working
 * day (SE Menaker M/6/HK.04/XII/2024 B.4), unless the company closes on cuti bersama (its setting).
 */
export const overtimeWorkingDay = (
  day: Pick<Day, 'scheduled_weekday' | 'holiday'>,
  rules: Pick<OvertimeRules, 'cuti_bersama_closed'>,
) =>
  day.scheduled_weekday &&
  (day.holiday === null || (day.holiday.kind === 'cuti_bersama' && !rules.cuti_bersama_closed));

/**
 * Counts one person's requests over the day engine's days. Pure. Each request is a window of real
 * instants: the clockings inside it count whichever day's shift they belong to, so `days` should run a
 * day either side of the requests' dates. Days not yet over are counted from what is clocked so far (a
 * session still open counts nothing).
 */
export function overtimeLines(
  days: Day[],
  requests: OvertimeRow[],
  weekDaysOn: (date: string) => 5 | 6,
  rules: OvertimeRules,
): OvertimeDayLine[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const sessions = days.flatMap((day) => day.sessions);
  const shifts = days
    .filter((day) => overtimeWorkingDay(day, rules))
    .map((day) => ({ start: day.shift_start, end: day.shift_end }));
  const lines: OvertimeDayLine[] = [];
  for (const request of requests) {
    if (request.status === 'Rejected') continue;
    const day = byDate.get(request.work_date);
    if (!day) continue;
    const weekDays = weekDaysOn(request.work_date);
    const count = countOvertime({
      window: { start: request.planned_start, end: request.planned_end },
      sessions,
      shifts,
      approved: request.status === 'Approved',
      day: {
        date: request.work_date,
        day_type: overtimeWorkingDay(day, rules) ? 'working' : 'rest',
        week_days: weekDays,
        holiday_on_shortest_day: holidayOnShortestDay(day, weekDays, rules),
      },
      rounding_minutes: rules.rounding_minutes,
      rest_day_break: rules.rest_day_break,
    });
    lines.push({
      date: request.work_date,
      request,
      requested_minutes: plannedMinutes(request),
      approved_minutes: request.status === 'Approved' ? plannedMinutes(request) : 0,
      count,
    });
  }
  return lines;
}

/**
 * Art. 31(2)(b): an official (national) holiday on the weekday HR marked as the shortest working day of a
 * 6-day week. A weekly rest day, a company holiday or cuti bersama is not "hari libur resmi" (§13).
 */
export const holidayOnShortestDay = (
  day: Pick<Day, 'date' | 'holiday'>,
  weekDays: 5 | 6,
  rules: Pick<OvertimeRules, 'shortest_weekday'>,
) =>
  weekDays === 6 &&
  day.holiday?.kind === 'national' &&
  rules.shortest_weekday !== null &&
  isoWeekday(day.date) === rules.shortest_weekday;

export function overtimeTotals(lines: OvertimeDayLine[]): OvertimeTotals {
  const byMultiplier: Record<string, number> = Object.fromEntries(
    MULTIPLIERS.map((multiplier) => [String(multiplier), 0]),
  );
  let minutes = 0;
  let hours = 0;
  for (const line of lines) {
    minutes += line.count.minutes;
    hours += line.count.multiplier_hours;
    for (const multiplier of MULTIPLIERS)
      byMultiplier[String(multiplier)] += line.count.minutes_by_multiplier[multiplier];
  }
  return {
    overtime_minutes: minutes,
    overtime_minutes_by_multiplier: byMultiplier,
    overtime_multiplier_hours: Math.round(hours * 10_000) / 10_000,
  };
}

/** Each person's overtime lines in [from, to] beside their days, a batch of people at a time (daysOf's reading). */
export async function* overtimeOf<P extends Person & { comp_kd?: string | null }>(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: { company: string; people: P[]; from: string; to: string; now: Date },
): AsyncGenerator<{ person: P; days: Day[]; lines: OvertimeDayLine[] }> {
  const assignments = await companyAssignments(ctx.db, request.company);
  const fallback = defaultSchedule(ctx.config.WORK_START);
  const rules = await rulesOf(ctx.db, request.company);
  const rows = await requestsBetween(
    ctx.db,
    request.people.map((person) => person.id),
    request.from,
    request.to,
  );
  // Each person's requests looked up, not filtered out of everyone's (10,000 people × the month's requests).
  const byPerson = new Map<number, OvertimeRow[]>();
  for (const row of rows) {
    const mine = byPerson.get(row.user_id);
    if (mine) mine.push(row);
    else byPerson.set(row.user_id, [row]);
  }
  // A window's clockings may belong to the shift of the day before (a night worker's morning) or after.
  const around = { ...request, from: previousDay(request.from), to: nextDay(request.to) };
  for await (const { person, days } of daysOf(ctx, around)) {
    const mine = byPerson.get(person.id);
    // Most people ask for no overtime in a month: nothing to count, and no index of their days to build.
    let lines: OvertimeDayLine[] = [];
    if (mine) {
      const theirs = assignmentsOf(assignments, person);
      const weekDaysOn = (date: string) => weekDaysOf(scheduleOn(theirs, person, date, fallback).weekdays);
      lines = overtimeLines(days, mine, weekDaysOn, rules);
    }
    yield { person, days: days.slice(1, -1), lines };
  }
}
