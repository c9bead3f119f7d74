import { remembered } from '../lib/remembered.js';

/** A work schedule: when a working day starts and ends, on which ISO weekdays (1 Monday … 7 Sunday), and the grace before late. */
export interface Schedule {
  /** null for the default schedule of someone with no assignment. */
  id: number | null;
  name: string;
  /** HH:mm, Jakarta wall time. An end before the start means the shift ends the next morning; an end equal to it, 24 hours later. */
  start: string;
  end: string;
  weekdays: number[];
  grace_minutes: number;
  /** Minutes before the start from which a clock-in counts for the shift (instance.ts; 120 when unset). */
  check_in_before_minutes?: number;
  /** Minutes after the end until which a clock-out counts for the shift (instance.ts; 360 when unset). */
  check_out_after_minutes?: number;
}

/** Who an assignment is for: a unit of the company, or one employee. */
export type AssignmentTarget =
  { kind: 'division' | 'subdivision' | 'department'; code: string } | { kind: 'employee'; userId: number };

export interface Assignment {
  target: AssignmentTarget;
  valid_from: string;
  schedule: Schedule;
}

/** The units a person belongs to, as assignments name them. */
export interface PersonUnits {
  id: number;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
}

/** Someone with no schedule: WORK_START to 17:00, Monday to Friday, no grace (the api's config). */
export const defaultSchedule = (workStart: string): Schedule => ({
  id: null,
  name: `${workStart}–17:00`,
  start: workStart,
  end: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 0,
});

const matches = (target: AssignmentTarget, person: PersonUnits): 0 | 1 | 2 | 3 | 4 => {
  switch (target.kind) {
    case 'employee':
      return target.userId === person.id ? 4 : 0;
    case 'department':
      return target.code === person.dept_kd ? 3 : 0;
    case 'subdivision':
      return target.code === person.subdivisi_kd ? 2 : 0;
    case 'division':
      return target.code === person.divisi_kd ? 1 : 0;
  }
};

/**
 * One person's roster cells (issue 25), by day (yyyy-mm-dd): on a day, one of the company's schedules'
 * shift or Off; a day without a cell follows the assignments. By person, then by day, so a month of
 * 10,000 people looks its 330,000 days up without making a key for each.
 */
export type Roster = ReadonlyMap<string, Schedule | 'off'>;
/** A (person, day) key, for the roster screens' maps of the cells stored. */
export const rosterKey = (userId: number, day: string) => `${userId} ${day}`;

const EVERY_WEEKDAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * The schedule a person works on a day. A roster cell beats everything (this is the one place): its
 * shift is worked on that day whatever the weekday, and Off is a day off (the assigned times kept).
 * Otherwise their own assignment, else their department's, subdivision's,
 * division's — at each level the one with the latest start on or before the day — else the default.
 * A change with a later start date leaves the days before it as they were.
 */
export function scheduleOn(
  assignments: Assignment[],
  person: PersonUnits,
  day: string,
  fallback: Schedule,
  /** The person's own roster cells. */
  roster?: Roster,
): Schedule {
  const cell = roster?.get(day);
  if (cell === undefined) return assignedOn(assignments, person, day, fallback);
  // A rostered shift needs nothing of the assignments; Off keeps the assigned times.
  return cell === 'off'
    ? variant(OFF, assignedOn(assignments, person, day, fallback), [])
    : variant(ROSTERED, cell, EVERY_WEEKDAY);
}

/**
 * The assignments that may name the person (theirs, or one of their units'): scheduleOn over these
 * answers as over all of the company's, without looking at the others on each of the person's days.
 */
export const assignmentsOf = (assignments: Assignment[], person: PersonUnits): Assignment[] =>
  assignments.filter((assignment) => matches(assignment.target, person) !== 0);

// One rostered (every weekday) and one Off (no weekday) copy per schedule, not one per person-day.
const ROSTERED = new WeakMap<Schedule, Schedule>();
const OFF = new WeakMap<Schedule, Schedule>();
function variant(cache: WeakMap<Schedule, Schedule>, schedule: Schedule, weekdays: number[]): Schedule {
  let copy = cache.get(schedule);
  if (!copy) cache.set(schedule, (copy = { ...schedule, weekdays }));
  return copy;
}

function assignedOn(assignments: Assignment[], person: PersonUnits, day: string, fallback: Schedule): Schedule {
  let best: { level: number; from: string; schedule: Schedule } | null = null;
  for (const assignment of assignments) {
    if (assignment.valid_from > day) continue;
    const level = matches(assignment.target, person);
    if (level === 0) continue;
    if (!best || level > best.level || (level === best.level && assignment.valid_from > best.from)) {
      best = { level, from: assignment.valid_from, schedule: assignment.schedule };
    }
  }
  return best?.schedule ?? fallback;
}

// A month's count asks both of the same few days and times for every person: parsing the text each
// time was about a third of countPeriod's time.

/** ISO weekday (1 Monday … 7 Sunday) of a yyyy-mm-dd calendar day. */
export const isoWeekday = remembered((day) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
});

/** Minutes after midnight of HH:mm. */
export const minutesOf = remembered((time) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
});

export const crossesMidnight = (schedule: Schedule) => minutesOf(schedule.end) <= minutesOf(schedule.start);
