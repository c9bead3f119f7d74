import { describe, expect, it } from '@jest/globals';
import type { Clocking, Holiday } from '../workdays/day.js';
import { countPeriod, daysBetween } from '../workdays/month.js';
import type { Schedule } from '../workdays/schedule.js';
import { withoutBreaks } from './count.js';
import { overtimeLines } from './period.js';
import type { OvertimeRow, OvertimeRules } from './queries.js';

// Issue 45, cases 1, 3 and 4 (docs/rules.md §13 "Counting"): an overtime request is the employer's
// order for a window of real instants (PP 35/2021 art. 28(1)); what counts is the minutes clocked
// inside that window and outside the shift, whichever shift day the clockings belong to. Cuti bersama
// is not "hari libur resmi" (art. 26(2), 31(2)–(3)): worked, it is an ordinary working day (SE Menaker
// M/6/HK.04/XII/2024 B.4), unless the company closes on cuti bersama (its setting).

const at = (wall: string) => new Date(`${wall}:00+07:00`);
let nextId = 1;
/** A clocking at a Jakarta wall time ("2026-12-24T08:00"); the engine decides its shift day. */
const stamp = (wall: string, clocking: boolean): Clocking => ({
  id: nextId++,
  clocking,
  attended_at: at(wall),
  attend_date: wall.slice(0, 10),
  lok_nm: 'Kantor Pusat Jakarta',
  photo: null,
  is_correction: false,
});
const pair = (from: string, to: string) => [stamp(from, true), stamp(to, false)];

const office: Schedule = {
  id: 1,
  name: 'Kantor',
  start: '08:00',
  end: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 0,
};
const night: Schedule = {
  id: 2,
  name: 'Malam',
  start: '22:00',
  end: '06:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 0,
};
const evening: Schedule = {
  id: 4,
  name: 'Sore',
  start: '14:00',
  end: '22:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 0,
};
const six: Schedule = {
  id: 3,
  name: 'Enam hari',
  start: '08:00',
  end: '15:00',
  weekdays: [1, 2, 3, 4, 5, 6],
  grace_minutes: 0,
};

const cutiBersama: Holiday = {
  date: '2026-12-24',
  name: 'Cuti Bersama Natal',
  kind: 'cuti_bersama',
  counts_against_leave: true,
};
const christmas: Holiday = {
  date: '2026-12-25',
  name: 'Hari Raya Natal',
  kind: 'national',
  counts_against_leave: false,
};
const HOLIDAYS = new Map([cutiBersama, christmas].map((holiday) => [holiday.date, holiday]));

/** An approved request for the window [from, until) on `date`, as the api stores it (instants). */
const request = (
  date: string,
  from: string,
  until: string,
  status: OvertimeRow['status'] = 'Approved',
): OvertimeRow => ({
  id: nextId++,
  user_id: 1,
  work_date: date,
  planned_start: at(from),
  planned_end: at(until),
  reason: 'Order',
  asked_by: 2,
  working_day: true,
  consented_at: at(from),
  consent_device: null,
  status,
  decided_by: 2,
  decided_at: at(from),
  created_at: at(from),
  time_zone: 'Asia/Jakarta',
});

const STRICT: OvertimeRules = {
  rounding_minutes: 0,
  shortest_weekday: null,
  cuti_bersama_closed: false,
  rest_day_break: false,
};
const CLOSED: OvertimeRules = { ...STRICT, cuti_bersama_closed: true };
const BLOCKS_30: OvertimeRules = { ...STRICT, rounding_minutes: 30 };
const BREAKS: OvertimeRules = { ...STRICT, rest_day_break: true };

/** The request's line: [day type, minutes clocked inside the window and outside the shift, counted, multiplier-hours]. */
function counted(schedule: Schedule, clockings: Clocking[], order: OvertimeRow, rules = STRICT) {
  const days = countPeriod({
    dates: daysBetween('2026-11-30', '2026-12-31'),
    scheduleOn: () => schedule,
    holidays: HOLIDAYS,
    leaveOn: () => null,
    clockings,
    now: at('2027-01-05T12:00'),
  });
  const lines = overtimeLines(days, [order], () => (schedule.weekdays.length >= 6 ? 6 : 5), rules);
  const line = lines.find((found) => found.request.id === order.id);
  return line
    ? [line.count.day_type, line.count.worked_minutes, line.count.minutes, line.count.multiplier_hours]
    : ['none', 0, 0, 0];
}

describe('overtime counts the minutes clocked inside the approved window and outside the shift (art. 28)', () => {
  // [case, schedule, clockings, the order, expected [day type, inside the window outside the shift, counted,
  // multiplier-hours], the company's rules (strict when not given)]
  const rows: [string, Schedule, Clocking[], OvertimeRow, [string, number, number, number], OvertimeRules?][] = [
    [
      'case 4: in 06:34, out 17:23, 17:00–18:00 approved: the early arrival is outside the order, 23 count',
      office,
      pair('2026-12-02T06:34', '2026-12-02T17:23'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T18:00'),
      ['working', 23, 23, 0.575],
    ],
    [
      'an early arrival the company ordered: 06:30–08:00 approved, in 06:34, counts 86',
      office,
      pair('2026-12-02T06:34', '2026-12-02T17:23'),
      request('2026-12-02', '2026-12-02T06:30', '2026-12-02T08:00'),
      ['working', 86, 86, 2.3667],
    ],
    [
      'out 19:00, 17:00–19:00 approved, in 07:58: the 2 minutes before the shift are not ordered',
      office,
      pair('2026-12-02T07:58', '2026-12-02T19:00'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T19:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'out 20:00, 17:00–19:00 approved: the window ends the count',
      office,
      pair('2026-12-02T08:00', '2026-12-02T20:00'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T19:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'a window inside the shift counts nothing: 15:00–18:00 approved, out 18:00 counts 60',
      office,
      pair('2026-12-02T08:00', '2026-12-02T18:00'),
      request('2026-12-02', '2026-12-02T15:00', '2026-12-02T18:00'),
      ['working', 60, 60, 1.5],
    ],
    [
      'pending: what was clocked inside the window is shown, nothing counts',
      office,
      pair('2026-12-02T08:00', '2026-12-02T19:00'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T19:00', 'Pending'),
      ['working', 120, 0, 0],
    ],
    [
      'case 3: a 22:00–06:00 worker stays 06:00–08:00 and asks for that morning: 120',
      night,
      pair('2026-12-01T21:55', '2026-12-02T08:00'),
      request('2026-12-02', '2026-12-02T06:00', '2026-12-02T08:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'the same night asked on the previous date (a window 16 hours before the work) counts nothing',
      night,
      pair('2026-12-01T21:55', '2026-12-02T08:00'),
      request('2026-12-01', '2026-12-01T06:00', '2026-12-01T08:00'),
      ['working', 0, 0, 0],
    ],
    [
      'a night worker who comes at 20:00 for a 20:00–22:00 order before his shift: 120',
      night,
      pair('2026-12-02T20:00', '2026-12-03T06:05'),
      request('2026-12-02', '2026-12-02T20:00', '2026-12-02T22:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'case 1: cuti bersama worked (24-12), out 19:00, 17:00–19:00 approved: a working day, 1.5 + 2',
      office,
      pair('2026-12-24T08:00', '2026-12-24T19:00'),
      request('2026-12-24', '2026-12-24T17:00', '2026-12-24T19:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'case 1: cuti bersama, the whole day asked 08:00–19:00: only the time beyond the shift counts',
      office,
      pair('2026-12-24T08:00', '2026-12-24T19:00'),
      request('2026-12-24', '2026-12-24T08:00', '2026-12-24T19:00'),
      ['working', 120, 120, 3.5],
    ],
    [
      'a company that closes on cuti bersama (its setting): the day is a day off, every minute at the rest-day table (8 × 2 + 3 + 2 × 4)',
      office,
      pair('2026-12-24T08:00', '2026-12-24T19:00'),
      request('2026-12-24', '2026-12-24T08:00', '2026-12-24T19:00'),
      ['rest', 660, 660, 27],
      CLOSED,
    ],
    [
      'Christmas (a national holiday), 8 h: every minute at the rest-day table of a 5-day week, 16',
      office,
      pair('2026-12-25T08:00', '2026-12-25T16:00'),
      request('2026-12-25', '2026-12-25T08:00', '2026-12-25T16:00'),
      ['rest', 480, 480, 16],
    ],
    [
      'Saturday, a rest day, in 07:50, 08:00–16:00 approved: the 10 minutes before the order do not count',
      office,
      pair('2026-12-05T07:50', '2026-12-05T16:30'),
      request('2026-12-05', '2026-12-05T08:00', '2026-12-05T16:00'),
      ['rest', 480, 480, 16],
    ],
    [
      'Sunday of a 6-day week, 10 h: 7 × 2 + 3 + 2 × 4',
      six,
      pair('2026-12-06T07:00', '2026-12-06T17:00'),
      request('2026-12-06', '2026-12-06T07:00', '2026-12-06T17:00'),
      ['rest', 600, 600, 25],
    ],
    [
      'evening shift 14:00–22:00, out 00:30, 22:00–01:00 approved: crosses midnight, 150 (1.5 + 1.5 × 2)',
      evening,
      pair('2026-12-02T14:00', '2026-12-03T00:30'),
      request('2026-12-02', '2026-12-02T22:00', '2026-12-03T01:00'),
      ['working', 150, 150, 4.5],
    ],
    [
      'a rest day with two sessions inside the order: both count (4 h + 3 h)',
      office,
      [...pair('2026-12-05T08:00', '2026-12-05T12:00'), ...pair('2026-12-05T13:00', '2026-12-05T16:00')],
      request('2026-12-05', '2026-12-05T08:00', '2026-12-05T16:00'),
      ['rest', 420, 420, 14],
    ],
    [
      'a session still open counts nothing yet',
      office,
      [stamp('2026-12-02T08:00', true)],
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T19:00'),
      ['working', 0, 0, 0],
    ],
    [
      '100 minutes, whole 30-minute blocks (the company rule): 90',
      office,
      pair('2026-12-02T08:00', '2026-12-02T18:40'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T21:00'),
      ['working', 100, 90, 2.5],
      BLOCKS_30,
    ],
    [
      "rest day, 8 h straight, the company takes art. 79(2)(a)'s break out: 450",
      office,
      pair('2026-12-05T08:00', '2026-12-05T16:00'),
      request('2026-12-05', '2026-12-05T08:00', '2026-12-05T16:00'),
      ['rest', 480, 450, 15],
      BREAKS,
    ],
    [
      'rest day, 4 h + a clocked hour off + 3 h: the break was taken, nothing more comes out',
      office,
      [...pair('2026-12-05T08:00', '2026-12-05T12:00'), ...pair('2026-12-05T13:00', '2026-12-05T16:00')],
      request('2026-12-05', '2026-12-05T08:00', '2026-12-05T16:00'),
      ['rest', 420, 420, 14],
      BREAKS,
    ],
    [
      'the break setting leaves a working day alone: 4 h after the shift',
      office,
      pair('2026-12-02T08:00', '2026-12-02T21:00'),
      request('2026-12-02', '2026-12-02T17:00', '2026-12-02T21:00'),
      ['working', 240, 240, 7.5],
      BREAKS,
    ],
  ];
  it.each(rows)('%s', (_case, schedule, clockings, order, expected, rules = STRICT) => {
    expect(counted(schedule, clockings, order, rules)).toEqual(expected);
  });
});

describe('the break of UU 13/2003 art. 79(2)(a): half an hour after each 4 hours of continuous work (where the company takes it out)', () => {
  it.each([
    [240, 240],
    [250, 240],
    [270, 240],
    [300, 270],
    [480, 450],
    [540, 480],
    [600, 540],
  ])('a run of %i minutes counts %i', (run, expected) => {
    expect(withoutBreaks(run)).toBe(expected);
  });
});
