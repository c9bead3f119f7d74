import { jakartaDate, TIME_ZONE } from '../lib/jakarta.js';
import { shiftInstance, type ShiftInstance } from './instance.js';
import { isoWeekday, type Schedule } from './schedule.js';

/** A clock-in or clock-out of the person (attendance row). */
export interface Clocking {
  id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  lok_nm: string | null;
  photo: string | null;
  is_correction: boolean;
  /** Where a flagged clocking's review stands (issue 29); null or absent for one nothing flagged. */
  review_status?: 'needs_review' | 'accepted' | 'rejected' | null;
}

export type HolidayKind = 'national' | 'company' | 'cuti_bersama';

export interface Holiday {
  date: string;
  name: string;
  kind: HolidayKind;
  /** A cuti bersama day that the company counts against annual leave. */
  counts_against_leave: boolean;
}

/** Approved leave covering the day. */
export interface LeaveDay {
  id: number;
  type: string;
  half_day: boolean;
}

export type DayStatus = 'present' | 'late' | 'absent' | 'leave' | 'holiday' | 'off' | 'upcoming' | 'not_employed';

/** What a day counts as for one person: the one answer Home, the recap, the team view and the exports share. */
export interface Day {
  date: string;
  /** The person's zone (IANA) the day, its shift and its times are read in (instance.ts). */
  time_zone: string;
  weekday: number;
  schedule: Pick<Schedule, 'id' | 'name' | 'start' | 'end' | 'grace_minutes'>;
  /** The day's shift instance: it starts on this date and may end the next day (instance.ts). */
  shift_start: Date;
  shift_end: Date;
  /** One of the schedule's weekdays (a holiday may still fall on it), inside the person's employment. */
  scheduled_weekday: boolean;
  /** Inside one of the person's employment periods (employment.ts); a day outside is `not_employed`. */
  employed: boolean;
  /** A scheduled weekday that is not a holiday: a day the person is expected to work. */
  working: boolean;
  holiday: Holiday | null;
  status: DayStatus;
  first_in: Date | null;
  last_out: Date | null;
  /** Minutes after the instance's start (not after the grace) of a late first clock-in; 0 otherwise. */
  late_minutes: number;
  leave: LeaveDay | null;
  /** The last session is still open after the instance's window for a clock-out has closed. */
  missing_clock_out: boolean;
  /** Every in/out pair of the day's instance, in time order. */
  sessions: Session[];
  /** The sum of the complete pairs, each cut to the instance's window, in whole minutes. */
  worked_minutes: number;
  corrected: boolean;
  /** A clocking of the day is flagged and still waits for its review (issue 29): it counts until it is rejected. */
  flagged: boolean;
  location: string | null;
  photo_in: string | null;
  photo_out: string | null;
  attendance_in: number | null;
  attendance_out: number | null;
}

export interface DayInput {
  date: string;
  schedule: Schedule;
  holiday: Holiday | null;
  leave: LeaveDay | null;
  /** The person's clockings that belong to this day's shift instance (instance.ts, clockingsByDay), by time. */
  clockings: Clocking[];
  now: Date;
  /** Inside the person's employment (employment.ts); true when not given. */
  employed?: boolean;
  /** The person's zone (their location's, or their own); Asia/Jakarta when not given. */
  zone?: string;
  /** The day's shift instance of `schedule` in `zone`, where the caller has it already (countPeriod); made here otherwise. */
  instance?: ShiftInstance;
}

/** One in/out pair of a day; a half is null when it is missing (an open session has no clock-out yet). */
export interface Session {
  in: Date | null;
  out: Date | null;
  attendance_in: number | null;
  attendance_out: number | null;
}

/** When the day's shift ends: the same evening, the next morning for a shift that crosses midnight, 24 hours on for start = end. */
export const shiftEnd = (day: string, schedule: Schedule, zone: string = TIME_ZONE) =>
  shiftInstance(day, schedule, zone).end;

/** The day's clockings as in/out pairs, in time order: a clock-out closes the open clock-in, or stands alone. */
export function sessionsOf(clockings: Clocking[]): Session[] {
  const sessions: Session[] = [];
  let open: Session | null = null;
  for (const row of clockings) {
    if (row.clocking) {
      open = { in: row.attended_at, out: null, attendance_in: row.id, attendance_out: null };
      sessions.push(open);
    } else if (open) {
      open.out = row.attended_at;
      open.attendance_out = row.id;
      open = null;
    } else {
      sessions.push({ in: null, out: row.attended_at, attendance_in: null, attendance_out: row.id });
    }
  }
  return sessions;
}

/** A stamp's minute, as the person reads it (HH:mm): seconds do not count. */
const minuteOf = (time: number) => Math.floor(time / 60_000);

/** Minutes worked: the sum of the complete pairs, each cut to the instance's window, from the HH:mm a person reads. */
function workedMinutes(sessions: Session[], instance: ShiftInstance): number {
  let worked = 0;
  for (const session of sessions) {
    if (!session.in || !session.out) continue;
    const from = minuteOf(Math.max(session.in.getTime(), instance.opens.getTime()));
    const to = minuteOf(Math.min(session.out.getTime(), instance.closes.getTime()));
    if (to > from) worked += to - from;
  }
  return worked;
}

// The schedule as a day shows it, one object per schedule (a month's days share a few), not one per person-day.
const SHOWN = new WeakMap<Schedule, Day['schedule']>();
function shown(schedule: Schedule): Day['schedule'] {
  let found = SHOWN.get(schedule);
  if (!found) {
    const { id, name, start, end, grace_minutes } = schedule;
    SHOWN.set(schedule, (found = Object.freeze({ id, name, start, end, grace_minutes })));
  }
  return found;
}

/** What one day counts as (see Day). Pure: everything it needs is in the input. */
export function countDay(input: DayInput): Day {
  const { date, schedule, holiday, leave, now, clockings } = input;
  const employed = input.employed ?? true;
  const zone = input.zone ?? TIME_ZONE;
  const weekday = isoWeekday(date);
  // Before the join date or after the last working day nothing is expected: no scheduled day, absence or late.
  const scheduledWeekday = employed && schedule.weekdays.includes(weekday);
  const working = scheduledWeekday && holiday === null;
  const instance = input.instance ?? shiftInstance(date, schedule, zone);
  const sessions = sessionsOf(clockings);
  const firstIn = clockings.find((row) => row.clocking) ?? null;
  const lastOut = firstIn
    ? (clockings.findLast((row) => !row.clocking && row.attended_at >= firstIn.attended_at) ?? null)
    : null;
  // Today is the person's today: at 23:30 in Jakarta it is already tomorrow in Jayapura. Read only
  // for a day with no clock-in (a day worked is decided without it).
  const today = () => jakartaDate(now, zone);
  const over = now >= instance.end;

  let status: DayStatus;
  let lateMinutes = 0;
  if (!employed) status = 'not_employed';
  else if (firstIn) {
    // Judged against the instance's start, so a clock-in after midnight for a 22:00 shift is late, not early.
    const lateBy = firstIn.attended_at.getTime() - instance.start.getTime();
    const late = working && !leave?.half_day && lateBy > schedule.grace_minutes * 60_000;
    lateMinutes = late ? Math.floor(lateBy / 60_000) : 0;
    status = late ? 'late' : 'present';
  } else if (holiday) status = 'holiday';
  // A day off is known ahead; only a working day still to come is not decided yet.
  else if (!scheduledWeekday) status = 'off';
  else if (date > today()) status = 'upcoming';
  // A half-day leave of today is not decided until the shift is over: the person may still come in.
  else if (leave && !(leave.half_day && date === today() && !over)) status = 'leave';
  else status = date < today() || over ? 'absent' : 'upcoming';

  const last = sessions.at(-1);
  return {
    date,
    time_zone: zone,
    weekday,
    schedule: shown(schedule),
    shift_start: instance.start,
    shift_end: instance.end,
    scheduled_weekday: scheduledWeekday,
    employed,
    working,
    holiday,
    status,
    first_in: firstIn?.attended_at ?? null,
    last_out: lastOut?.attended_at ?? null,
    late_minutes: lateMinutes,
    leave,
    // Missing once the window for a clock-out has closed with the last session still open.
    missing_clock_out:
      employed && last !== undefined && last.in !== null && last.out === null && now >= instance.closes,
    sessions,
    worked_minutes: workedMinutes(sessions, instance),
    corrected: clockings.some((row) => row.is_correction),
    flagged: clockings.some((row) => row.review_status === 'needs_review'),
    location: firstIn?.lok_nm ?? null,
    photo_in: firstIn?.photo ?? null,
    photo_out: lastOut?.photo ?? null,
    attendance_in: firstIn?.id ?? null,
    attendance_out: lastOut?.id ?? null,
  };
}
