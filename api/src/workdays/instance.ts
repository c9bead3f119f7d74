import { TIME_ZONE, zoneOffsetMinutes } from '../lib/jakarta.js';
import { remembered } from '../lib/remembered.js';
import { minutesOf, type Schedule } from './schedule.js';

/**
 * Shift instances (issue 25): a schedule's day as an absolute start and end, and which instance a
 * clocking belongs to. Pure, like the rest of the engine: the clock and the database stay outside.
 *
 * - An instance belongs to the day it starts on; a shift whose end is not after its start (22:00–06:00)
 *   ends the next day, and one that ends when it starts (08:00–08:00) lasts 24 hours.
 * - Its window runs from `check_in_before_minutes` before the start to `check_out_after_minutes` after
 *   the end (120 and 360 unless HR sets others on the schedule).
 * - A clock-out belongs to the instance of the open clock-in before it while that instance's window is
 *   open, so a night shift's 06:05 clock-out counts on the evening it started; anything else belongs
 *   to the latest-starting instance whose window contains it, so a clock-in at 07:55 goes to today's
 *   early shift even while last night's window is still open; a clocking in no window stays on the
 *   day it was stored on (`attend_date`).
 * - Wall-clock times are read in the person's zone (their location's, or their own when HR set one;
 *   Asia/Jakarta by default): a WITA site's 08:00 start is 00:00 UTC, a Jakarta one's 01:00 UTC.
 */

/** Minutes before a shift's start from which a clock-in counts for it, unless the schedule says otherwise. */
export const CHECK_IN_BEFORE_MINUTES = 120;
/** Minutes after a shift's end until which a clock-out counts for it, unless the schedule says otherwise. */
export const CHECK_OUT_AFTER_MINUTES = 360;

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface ShiftInstance {
  /** The day the shift starts on, yyyy-mm-dd: the day it counts on. */
  date: string;
  start: Date;
  end: Date;
  /** From when a clock-in belongs to it. */
  opens: Date;
  /** Until when (excluded) a clock-out belongs to it. */
  closes: Date;
  /** The IANA zone its wall-clock times were read in. */
  zone: string;
}

/** Midnight of a yyyy-mm-dd wall-clock day in a zone, in milliseconds (Indonesia keeps no daylight saving: one offset a day). */
// A recap of 10,000 people asks the same few hundred (zone, day) pairs over and over: counted once each.
const midnightOf = remembered((zoneAndDate) => {
  const [zone, date] = zoneAndDate.split(' ');
  const utc = Date.parse(`${date}T00:00:00Z`);
  return utc - zoneOffsetMinutes(zone, new Date(utc)) * MINUTE;
});
const midnight = (date: string, zone: string) => midnightOf(`${zone} ${date}`);

/** How long a schedule's shift lasts, in minutes: an end not after the start is the next day's (24 hours when equal). */
export function shiftMinutes(schedule: Pick<Schedule, 'start' | 'end'>): number {
  const length = minutesOf(schedule.end) - minutesOf(schedule.start);
  return length > 0 ? length : length + 24 * 60;
}

// A month's count asks for the same instance (one schedule, zone and day) for each of 10,000 people:
// made once and shared, as a value never changed, not four new Dates per person-day. Kept with the
// schedule object it was made of, and at most a few hundred days of one zone.
const INSTANCES = new WeakMap<Schedule, Map<string, Map<string, ShiftInstance>>>();

/** The instance of a schedule that starts on `date`, its wall-clock times read in `zone`. Shared: never change it. */
export function shiftInstance(date: string, schedule: Schedule, zone: string = TIME_ZONE): ShiftInstance {
  let zones = INSTANCES.get(schedule);
  if (!zones) INSTANCES.set(schedule, (zones = new Map()));
  let days = zones.get(zone);
  if (!days) zones.set(zone, (days = new Map()));
  let instance = days.get(date);
  if (!instance) {
    if (days.size >= 400) days.clear();
    days.set(date, (instance = makeInstance(date, schedule, zone)));
  }
  return instance;
}

function makeInstance(date: string, schedule: Schedule, zone: string): ShiftInstance {
  const start = midnight(date, zone) + minutesOf(schedule.start) * MINUTE;
  const end = start + shiftMinutes(schedule) * MINUTE;
  return Object.freeze({
    date,
    start: new Date(start),
    end: new Date(end),
    opens: new Date(start - (schedule.check_in_before_minutes ?? CHECK_IN_BEFORE_MINUTES) * MINUTE),
    closes: new Date(end + (schedule.check_out_after_minutes ?? CHECK_OUT_AFTER_MINUTES) * MINUTE),
    zone,
  });
}

const contains = (instance: ShiftInstance, time: number) =>
  instance.opens.getTime() <= time && time < instance.closes.getTime();

/** The latest-starting instance whose window contains the instant, or null. `instances` run by start. */
function latestContaining(instances: ShiftInstance[], time: number): ShiftInstance | null {
  for (let index = instances.length - 1; index >= 0; index -= 1) {
    if (contains(instances[index], time)) return instances[index];
  }
  return null;
}

export interface Stamp {
  clocking: boolean;
  attended_at: Date;
}

/**
 * The day a clocking at `stamp.attended_at` belongs to (the module's rule), given the instances around
 * it (by start), the day of the person's open clock-in (null when their last clocking was a clock-out
 * or there is none) and the day to keep when no window contains it.
 */
export function instanceDayOf(
  instances: ShiftInstance[],
  stamp: Stamp,
  openDay: string | null,
  otherwise: string,
): string {
  const open = openDay === null ? null : (instances.find((instance) => instance.date === openDay) ?? null);
  return instanceOf(instances, stamp, open)?.date ?? otherwise;
}

function instanceOf(instances: ShiftInstance[], stamp: Stamp, open: ShiftInstance | null): ShiftInstance | null {
  const time = stamp.attended_at.getTime();
  if (!stamp.clocking && open && time < open.closes.getTime()) return open;
  return latestContaining(instances, time);
}

/**
 * Each clocking's day, by the module's rule: clockings (in time order, with the day they were stored
 * on) grouped by the instance they belong to. Days with none are absent from the map.
 */
export function clockingsByDay<T extends Stamp & { attend_date: string }>(
  instances: ShiftInstance[],
  clockings: T[],
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  let open: ShiftInstance | null = null;
  for (const clocking of clockings) {
    const instance = instanceOf(instances, clocking, open);
    open = clocking.clocking ? instance : null;
    const day = instance?.date ?? clocking.attend_date;
    const group = days.get(day);
    if (group) group.push(clocking);
    else days.set(day, [clocking]);
  }
  return days;
}

/** yyyy-mm-dd of the day after / before. */
export const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
export const previousDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
