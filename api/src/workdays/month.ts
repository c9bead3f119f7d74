import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { countDay, type Clocking, type Day, type Holiday, type LeaveDay } from './day.js';
import { employedOn, type EmploymentPeriod } from './employment.js';
import { holidaysBetween } from './holidays.js';
import { clockingsByDay, nextDay, previousDay, shiftInstance } from './instance.js';
import * as queries from './queries.js';
import { assignmentsOf, defaultSchedule, scheduleOn, type Schedule } from './schedule.js';

export type { Person } from './queries.js';

/** Every calendar day in [from, to], as yyyy-mm-dd. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const groupBy = <T extends { user_id: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.user_id);
    if (group) group.push(row);
    else groups.set(row.user_id, [row]);
  }
  return groups;
};

export interface DaysRequest<P extends queries.Person = queries.Person> {
  company: string;
  /** The people, in the order their months are wanted (the recap's order: NIK). */
  people: P[];
  from: string;
  to: string;
  now: Date;
  /** The people's zones (queries.timeZones), where the caller has read them already (Home's summary, to know the person's month); read here otherwise. */
  zones?: ReadonlyMap<number, string>;
}

/**
 * Each person's days in [from, to], one person at a time, reading the database a batch of people
 * at a time (a few set-based queries per batch), so a month of 10,000 people streams through memory
 * a batch at a time. The company's schedules and holidays are read once.
 */
export async function* daysOf<P extends queries.Person>(
  ctx: Pick<AppContext, 'db' | 'config'>,
  request: DaysRequest<P>,
  batchSize = 500,
): AsyncGenerator<{ person: P; days: Day[] }> {
  const { company, from, to, now } = request;
  const assignments = await queries.companyAssignments(ctx.db, company);
  const holidays = await holidaysBetween(ctx.db, company, from, to);
  const fallback = defaultSchedule(ctx.config.WORK_START);
  const dates = daysBetween(from, to);
  for (let index = 0; index < request.people.length; index += batchSize) {
    const batch = request.people.slice(index, index + batchSize);
    const { leave, rows, employment, roster, zones } = await readBatch(
      ctx.db,
      batch.map((person) => person.id),
      previousDay(from),
      nextDay(to),
      request.zones,
    );
    for (const person of batch) {
      const personLeave = leave.get(person.id) ?? [];
      const periods = employment.get(person.id) ?? [];
      const theirs = assignmentsOf(assignments, person);
      const cells = roster.get(person.id);
      const days = countPeriod({
        dates,
        scheduleOn: (date) => scheduleOn(theirs, person, date, fallback, cells),
        holidays,
        leaveOn: (date) => leaveOn(personLeave, date),
        clockings: rows.get(person.id) ?? [],
        now,
        employedOn: (date) => employedOn(periods, date),
        zone: zones.get(person.id),
      });
      yield { person, days };
    }
  }
}

export interface PeriodInput {
  /** Consecutive days, yyyy-mm-dd. */
  dates: string[];
  scheduleOn: (date: string) => Schedule;
  holidays: Map<string, Holiday>;
  leaveOn: (date: string) => LeaveDay | null;
  /** The person's clockings stored from the day before the first date to the day after the last, by time (a rejected one is left out). */
  clockings: Clocking[];
  now: Date;
  /** Whether the person was employed on the day (employment.ts); every day when not given. */
  employedOn?: (date: string) => boolean;
  /** The person's zone (queries.timeZones); Asia/Jakarta when not given. */
  zone?: string;
}

/**
 * One person's days: each clocking goes to the shift instance it belongs to (instance.ts), then each
 * day is counted (countDay). The days either side are built too, as last night's window reaches into
 * the first morning and the last evening's shift ends the day after. Pure.
 */
export function countPeriod(input: PeriodInput): Day[] {
  const { dates, now } = input;
  const around = [previousDay(dates[0]), ...dates, nextDay(dates.at(-1)!)];
  const schedules = around.map(input.scheduleOn);
  // A clocking rejected on review (issue 29) counts for nothing: no session, no worked minute, no shift
  // it opens. The database read (queries.clockings) already leaves those out; this keeps the rule in
  // the engine for whatever clockings it is given.
  const instances = around.map((date, at) => shiftInstance(date, schedules[at], input.zone));
  const byDay = clockingsByDay(
    instances,
    input.clockings.filter((row) => row.review_status !== 'rejected'),
  );
  return dates.map((date, at) =>
    countDay({
      date,
      schedule: schedules[at + 1],
      holiday: input.holidays.get(date) ?? null,
      leave: input.leaveOn(date),
      clockings: byDay.get(date) ?? [],
      now,
      employed: input.employedOn?.(date) ?? true,
      zone: input.zone,
      instance: instances[at + 1],
    }),
  );
}

async function readBatch(
  db: Db,
  userIds: number[],
  from: string,
  to: string,
  knownZones?: ReadonlyMap<number, string>,
) {
  const [leave, rows, employment, roster, zones] = await Promise.all([
    queries.approvedLeave(db, userIds, from, to),
    queries.clockings(db, userIds, from, to),
    queries.employmentPeriods(db, userIds),
    queries.rosterOf(db, userIds, from, to),
    knownZones ??
      queries.timeZones(db, userIds).then((found) => new Map(found.map((row) => [row.user_id, row.time_zone]))),
  ]);
  return {
    roster,
    leave: groupBy(leave),
    rows,
    employment: groupBy(employment) as Map<number, EmploymentPeriod[]>,
    zones,
  };
}

const leaveOn = (leave: (LeaveDay & { start_date: string; end_date: string })[], date: string): LeaveDay | null => {
  const found = leave.find((row) => row.start_date <= date && row.end_date >= date);
  return found ? { id: found.id, type: found.type, half_day: found.half_day } : null;
};
