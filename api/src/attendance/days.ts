import { jakartaHourMinute, zonedHourMinute, TIME_ZONE } from '../lib/jakarta.js';
import type { Day } from '../workdays/day.js';

/** One attendance row as the log needs it. `attend_date` is the Jakarta day of `attended_at`. */
export interface ClockingRow {
  id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  /** Added by an approved correction request rather than clocked live. */
  is_correction?: boolean;
  /** Issue 29: needs_review, accepted or rejected; null when nothing flagged it. */
  review_status?: 'needs_review' | 'accepted' | 'rejected' | null;
  /** The zone of the work location it was made at (issue 45 case 8); null when it names none. */
  place_zone?: string | null;
}

/** A clocking's zone: where it was made; the owner's when its location is unknown (a correction without one). */
export const clockingZone = (row: Pick<ClockingRow, 'place_zone'>, ownerZone: string) => row.place_zone ?? ownerZone;

export interface DayStamp {
  id: number;
  clocking: boolean;
  /** HH:mm, Jakarta time. */
  attendance_time: string;
  is_correction: boolean;
  review: 'needs_review' | 'accepted' | 'rejected' | null;
}

/** One in/out pair of the day (HH:mm, Jakarta); a half not clocked (yet) is null. */
export interface DayPair {
  in: string | null;
  out: string | null;
}

/** The Attendance day record of rules §3, with the day engine's pairs and worked minutes (issue 25). */
export interface AttendanceDay {
  id: number;
  dates: string;
  attendance_total: number;
  attend: DayStamp[];
  /** Every in/out pair of the day's shift in time order, as the day engine pairs them (a clocking rejected on review is left out). */
  sessions: DayPair[];
  /** The sum of the closed pairs, each cut to the shift's window (workdays/day.ts). */
  worked_minutes: number;
}

/** What the log takes from the day engine's count of a day (workdays/day.ts). */
export type CountedDay = Pick<Day, 'sessions' | 'worked_minutes'>;

const hourMinute = (instant: Date | null, zone: string) => (instant ? jakartaHourMinute(instant, zone) : null);

const stamp =
  (zone: string) =>
  (row: ClockingRow): DayStamp => ({
    id: row.id,
    clocking: row.clocking,
    attendance_time: zonedHourMinute(row.attended_at, clockingZone(row, zone), zone),
    is_correction: row.is_correction ?? false,
    review: row.review_status ?? null,
  });

const byTime = (a: ClockingRow, b: ClockingRow) => a.attended_at.getTime() - b.attended_at.getTime() || a.id - b.id;

/**
 * Groups a user's rows by Jakarta day, newest day first. A day shows its first clock-in and its last
 * clock-out (so a day with a missing half has one stamp) and counts every row; its id is its first row's.
 */
export function groupDays(
  rows: ClockingRow[],
  counted: ReadonlyMap<string, CountedDay> = new Map(),
  zone: string = TIME_ZONE,
): AttendanceDay[] {
  const days = new Map<string, ClockingRow[]>();
  for (const row of [...rows].sort(byTime)) {
    const day = days.get(row.attend_date) ?? [];
    day.push(row);
    days.set(row.attend_date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([dates, dayRows]) => {
      const firstIn = dayRows.find((row) => row.clocking);
      const lastOut = dayRows.findLast((row) => !row.clocking);
      const day = counted.get(dates);
      return {
        id: dayRows[0].id,
        dates,
        attendance_total: dayRows.length,
        attend: [firstIn, lastOut].filter((row): row is ClockingRow => row !== undefined).map(stamp(zone)),
        sessions: (day?.sessions ?? []).map((pair) => ({
          in: hourMinute(pair.in, zone),
          out: hourMinute(pair.out, zone),
        })),
        worked_minutes: day?.worked_minutes ?? 0,
      };
    });
}

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The day of POST /attendance_list, as yyyy-mm-dd. The web sends its date with slashes replaced by
 * dashes; accepted are yyyy-mm-dd and dd-mm-yyyy (the app's display format, rules §9). Null for
 * anything else, including days that do not exist (31-02-2026).
 */
export function parseListDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const local = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [NaN, NaN, NaN];
  if (!isCalendarDay(year, month, day)) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** yyyy-mm-dd as M/d/yyyy (the Attendance detail date of rules §3). */
export function usDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${month}/${date}/${year}`;
}
