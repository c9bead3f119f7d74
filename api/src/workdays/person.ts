import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { jakartaDate } from '../lib/jakarta.js';
import { nextDay, previousDay, shiftInstance, type ShiftInstance } from './instance.js';
import { personAssignments, rosterOf, timeZones } from './queries.js';
import { defaultSchedule, scheduleOn, type PersonUnits } from './schedule.js';

/**
 * The shift instances a clocking of one person at `at` may belong to: those of the two Jakarta days
 * before, the day itself and the day after (a shift lasts at most 24 hours and its window reaches at
 * most 12 hours either side), in start order, read in the person's zone (each instance says which). `db` is the transaction when the caller is in one. What the clocking and correction rules give instance.ts's instanceDayOf.
 */
export async function instancesAround(
  ctx: AppContext,
  person: PersonUnits & { comp_kd: string | null },
  at: Date,
  db: Db = ctx.db,
): Promise<ShiftInstance[]> {
  const [assignments, [zone]] = await Promise.all([personAssignments(db, person.comp_kd ?? '', person), timeZones(db, [person.id])]);
  const fallback = defaultSchedule(ctx.config.WORK_START);
  const day = jakartaDate(at, zone?.time_zone);
  const dates = [previousDay(previousDay(day)), previousDay(day), day, nextDay(day)];
  const roster = await rosterOf(db, [person.id], dates[0], dates[3]);
  return dates.map((date) => shiftInstance(date, scheduleOn(assignments, person, date, fallback, roster), zone?.time_zone));
}
