import { jakartaDate, jakartaTime } from '../lib/jakarta.js';
import { crossesMidnight, isoWeekday, minutesOf, type Schedule } from './schedule.js';

/** A clock-in or clock-out of the person (attendance row). */
export interface Clocking {
  id: number;
  clocking: boolean;
  attended_at: Date;
  attend_date: string;
  lok_nm: string | null;
  photo: string | null;
  is_correction: boolean;
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

export type DayStatus = 'present' | 'late' | 'absent' | 'leave' | 'holiday' | 'off' | 'upcoming';

/** What a day counts as for one person: the one answer Home, the recap, the team view and the exports share. */
export interface Day {
  date: string;
  weekday: number;
  schedule: Pick<Schedule, 'id' | 'name' | 'start' | 'end' | 'grace_minutes'>;
  /** One of the schedule's weekdays (a holiday may still fall on it). */
  scheduled_weekday: boolean;
  /** A scheduled weekday that is not a holiday: a day the person is expected to work. */
  working: boolean;
  holiday: Holiday | null;
  status: DayStatus;
  first_in: Date | null;
  last_out: Date | null;
  /** Minutes after the schedule's start (not after the grace) of a late first clock-in; 0 otherwise. */
  late_minutes: number;
  leave: LeaveDay | null;
  missing_clock_out: boolean;
  corrected: boolean;
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
  /** The person's clockings of this day and the next (a night shift's clock-out is the next morning), by time. */
  clockings: Clocking[];
  now: Date;
}

/** How long after a night shift's end its clock-out still belongs to it. */
const LATE_CLOCK_OUT_HOURS = 6;

/** An instant from a Jakarta calendar day and HH:mm (Jakarta has no daylight saving: UTC+7 all year). */
const jakartaInstant = (day: string, time: string) => new Date(`${day}T${time}:00+07:00`);

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** When the day's shift ends: the same evening, or the next morning for a shift that crosses midnight. */
export const shiftEnd = (day: string, schedule: Schedule) =>
  jakartaInstant(crossesMidnight(schedule) ? nextDay(day) : day, schedule.end);

const secondsOfDay = (instant: Date) => {
  const [hours, minutes, seconds] = jakartaTime(instant).split(':').map(Number);
  return hours * 3600 + minutes * 60 + seconds;
};

/** The first clock-in of the day and the last clock-out of its shift. */
function pairOf(input: DayInput) {
  const ins = input.clockings.filter((row) => row.clocking && row.attend_date === input.date);
  const firstIn = ins[0] ?? null;
  if (!firstIn) return { firstIn, lastOut: null, rows: [] };
  const outsUntil = crossesMidnight(input.schedule)
    ? shiftEnd(input.date, input.schedule).getTime() + LATE_CLOCK_OUT_HOURS * 3_600_000
    : Date.parse(`${nextDay(input.date)}T00:00:00+07:00`);
  const outs = input.clockings.filter(
    (row) => !row.clocking && row.attended_at >= firstIn.attended_at && row.attended_at.getTime() < outsUntil,
  );
  const lastOut = outs.at(-1) ?? null;
  return { firstIn, lastOut, rows: [...ins, ...outs] };
}

/** What one day counts as (see Day). Pure: everything it needs is in the input. */
export function countDay(input: DayInput): Day {
  const { date, schedule, holiday, leave, now } = input;
  const weekday = isoWeekday(date);
  const scheduledWeekday = schedule.weekdays.includes(weekday);
  const working = scheduledWeekday && holiday === null;
  const { firstIn, lastOut, rows } = pairOf(input);
  const today = jakartaDate(now);
  const over = now >= shiftEnd(date, schedule);

  let status: DayStatus;
  let lateMinutes = 0;
  if (firstIn) {
    const arrived = secondsOfDay(firstIn.attended_at);
    const start = minutesOf(schedule.start) * 60;
    const late = working && !leave?.half_day && arrived > start + schedule.grace_minutes * 60;
    lateMinutes = late ? Math.floor((arrived - start) / 60) : 0;
    status = late ? 'late' : 'present';
  } else if (date > today) status = 'upcoming';
  else if (holiday) status = 'holiday';
  else if (!scheduledWeekday) status = 'off';
  // A half-day leave of today is not decided until the shift is over: the person may still come in.
  else if (leave && !(leave.half_day && date === today && !over)) status = 'leave';
  else status = date < today || over ? 'absent' : 'upcoming';

  return {
    date,
    weekday,
    schedule: { id: schedule.id, name: schedule.name, start: schedule.start, end: schedule.end, grace_minutes: schedule.grace_minutes },
    scheduled_weekday: scheduledWeekday,
    working,
    holiday,
    status,
    first_in: firstIn?.attended_at ?? null,
    last_out: lastOut?.attended_at ?? null,
    late_minutes: lateMinutes,
    leave,
    missing_clock_out: firstIn !== null && lastOut === null && over,
    corrected: rows.some((row) => row.is_correction),
    location: firstIn?.lok_nm ?? null,
    photo_in: firstIn?.photo ?? null,
    photo_out: lastOut?.photo ?? null,
    attendance_in: firstIn?.id ?? null,
    attendance_out: lastOut?.id ?? null,
  };
}
