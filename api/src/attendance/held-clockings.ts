// A person's recent clockings held in memory (issue 48), so the clock-in's pre-check (POST
// /check_attend) answers without the database: per person, over the days of the shift instances
// last read, each day's last clocking. Every process learns of every new clocking from the
// database's notice (migration 228: "clocked:…", with what is held of it) and adds it; its own
// clock-in adds its row at once (clock, heldAfterWrite); any other change to a person's clockings
// drops them (lib/read-cache.ts heldReads). The clock-in itself decides again on its own read.
// What reads and keeps them: service.ts (heldRecentClockings, heldAfterWrite).
import type { Change, Staleness } from '../lib/read-cache.js';
import type * as queries from './queries.js';

/** A person's clockings as held: on each day from `from` to `to`, the day's last (no row: none that day), newest first. */
export interface HeldClockings {
  from: string;
  to: string;
  last: queries.RecentClocking[];
}

const newer = (a: queries.RecentClocking, b: queries.RecentClocking) =>
  a.attended_at.getTime() > b.attended_at.getTime() ||
  (a.attended_at.getTime() === b.attended_at.getTime() && a.id > b.id);

const newestFirst = (rows: queries.RecentClocking[]) => rows.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0));

/** What is held of recentClockings' rows over [from, to] (each day's last and last before an instant): each day's last. */
export function heldOf(rows: queries.RecentClocking[], from: string, to: string): HeldClockings {
  const last = new Map<string, queries.RecentClocking>();
  for (const row of rows) {
    const held = last.get(row.attend_date);
    if (!held || newer(row, held)) last.set(row.attend_date, row);
  }
  return { from, to, last: newestFirst([...last.values()]) };
}

/** `held` with a new clocking of the person counted (again: as it was). */
export function withClocking(held: HeldClockings, made: queries.RecentClocking): HeldClockings {
  if (made.attend_date < held.from || made.attend_date > held.to) return held;
  const day = held.last.find((row) => row.attend_date === made.attend_date);
  if (day && !newer(made, day)) return held;
  return { ...held, last: newestFirst([...held.last.filter((row) => row !== day), made]) };
}

/**
 * recentClockings' answer for [from, to] at `at` from what is held, or null where it cannot be told:
 * days not held, or a day whose last clocking is after `at` (then its last at or before `at` is
 * another row, not held). A day's last at or before `at` is otherwise its last.
 */
export function recentFrom(held: HeldClockings, from: string, to: string, at: Date): queries.RecentClocking[] | null {
  if (from < held.from || to > held.to) return null;
  const rows = held.last.filter((row) => row.attend_date >= from && row.attend_date <= to);
  return rows.every((row) => row.attended_at.getTime() <= at.getTime()) ? rows : null;
}

/** A "clocked:<user id>:<id>:<1|0>:<attend_date>:<ms>" notice (migration 228) as the person's key and their new clocking. */
export function clockedChange(change: Change): { key: string; made: queries.RecentClocking } | null {
  const [userId, id, clocking, day, ms] = (change.id ?? '').split(':');
  if (!userId || !id || !day || !ms) return null;
  return {
    key: userId,
    made: { id: Number(id), clocking: clocking === '1', attend_date: day, attended_at: new Date(Number(ms)) },
  };
}

/** The notice of `made` as the database words it (migration 228), for this process's own write. */
export const clockedNotice = (userId: number, made: queries.RecentClocking): Change => ({
  table: 'clocked',
  id: `${userId}:${made.id}:${made.clocking ? 1 : 0}:${made.attend_date}:${made.attended_at.getTime()}`,
});

/**
 * What a change does to the held clockings (lib/read-cache.ts heldReads): a new clocking is added
 * to its person's; any other change to a person's clockings drops theirs; a TRUNCATE, everyone's.
 */
export function clockingsStaleness(change: Change): Staleness<unknown> {
  if (change.table === 'clocked') {
    const clocked = clockedChange(change);
    return clocked ? { key: clocked.key, revise: (held) => withClocking(held as HeldClockings, clocked.made) } : 'all';
  }
  if (change.table !== 'attendance') return 'none';
  return change.id === null ? 'all' : { key: change.id, revise: () => undefined };
}
