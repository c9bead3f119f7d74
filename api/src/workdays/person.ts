import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { jakartaDate } from '../lib/jakarta.js';
import { nextDay, previousDay, shiftInstance, type ShiftInstance } from './instance.js';
import { personSchedules } from './queries.js';
import { defaultSchedule, scheduleOn, type PersonUnits } from './schedule.js';

/**
 * The shift instances a clocking of one person at `at` may belong to: those of the two Jakarta days
 * before, the day itself and the day after (a shift lasts at most 24 hours and its window reaches at
 * most 12 hours either side), in start order, read in the person's zone (each instance says which). `db` is the transaction when the caller is in one. What the clocking and correction rules give instance.ts's instanceDayOf.
 */
export async function instancesAround(
  ctx: AppContext,
  person: PersonUnits,
  at: Date,
  db: Db = ctx.db,
): Promise<ShiftInstance[]> {
  // The person's day is known only with their zone, read in the same statement: the roster is read
  // for the days any zone's four can fall on (the UTC day 3 before to 2 after), the rest unused.
  const utcDay = at.toISOString().slice(0, 10);
  const [from, to] = [previousDay(previousDay(previousDay(utcDay))), nextDay(nextDay(utcDay))];
  // Outside a transaction, held in memory (issue 48) and dropped when a schedule, a roster, a location or the person changes.
  const read = (
    db === ctx.db
      ? await ctx.reads.schedules.get(`${person.id}:${from}:${to}`, () => personSchedules(db, person.id, from, to))
      : await personSchedules(db, person.id, from, to)
  ) as Awaited<ReturnType<typeof personSchedules>>;
  const { zone, assignments, roster } = read ?? { zone: undefined, assignments: [], roster: new Map() };
  const fallback = defaultSchedule(ctx.config.WORK_START);
  const day = jakartaDate(at, zone);
  const dates = [previousDay(previousDay(day)), previousDay(day), day, nextDay(day)];
  return dates.map((date) => shiftInstance(date, scheduleOn(assignments, person, date, fallback, roster), zone));
}
