import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { countDay, type Clocking, type Day, type LeaveDay } from './day.js';
import { holidaysBetween } from './holidays.js';
import * as queries from './queries.js';
import { defaultSchedule, scheduleOn } from './schedule.js';

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
}

/**
 * Each person's days in [from, to], one person at a time, reading the database a batch of people
 * at a time (a few set-based queries per batch), so a month of 10,000 people streams through memory
 * a batch at a time. The company's schedules and holidays are read once.
 */
export async function* daysOf<P extends queries.Person>(
  ctx: AppContext,
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
    const { leave, rows } = await readBatch(ctx.db, batch.map((person) => person.id), from, to);
    for (const person of batch) {
      const personLeave = leave.get(person.id) ?? [];
      const personRows = rows.get(person.id) ?? [];
      const days = dates.map((date, at) =>
        countDay({
          date,
          schedule: scheduleOn(assignments, person, date, fallback),
          holiday: holidays.get(date) ?? null,
          leave: leaveOn(personLeave, date),
          clockings: personRows.filter((row) => row.attend_date === date || row.attend_date === dates[at + 1] || (at === dates.length - 1 && row.attend_date > date)),
          now,
        }),
      );
      yield { person, days };
    }
  }
}

async function readBatch(db: Db, userIds: number[], from: string, to: string) {
  const [leave, rows] = await Promise.all([queries.approvedLeave(db, userIds, from, to), queries.clockings(db, userIds, from, to)]);
  return { leave: groupBy(leave), rows: groupBy(rows) as Map<number, (Clocking & { user_id: number })[]> };
}

const leaveOn = (leave: (LeaveDay & { start_date: string; end_date: string })[], date: string): LeaveDay | null => {
  const found = leave.find((row) => row.start_date <= date && row.end_date >= date);
  return found ? { id: found.id, type: found.type, half_day: found.half_day } : null;
};
