import { describe, expect, it } from '@jest/globals';
import { jakartaHourMinute } from '../lib/jakarta.js';
import { countDay, type Clocking, type Day, type DayInput } from './day.js';
import { instanceDayOf, shiftInstance } from './instance.js';
import { countPeriod, daysBetween } from './month.js';
import { defaultSchedule, scheduleOn, type Assignment, type Schedule } from './schedule.js';
import { totalsOf } from './totals.js';

const office: Schedule = {
  id: 1,
  name: 'Kantor 09:00',
  start: '09:00',
  end: '17:00',
  weekdays: [1, 2, 3, 4, 5],
  grace_minutes: 10,
};
const night: Schedule = {
  id: 2,
  name: 'Malam',
  start: '22:00',
  end: '06:00',
  weekdays: [1, 2, 3, 4, 5, 6],
  grace_minutes: 0,
};

let nextId = 1;
/** A clocking at a Jakarta wall time. */
const at = (date: string, time: string, clocking = true, extra: Partial<Clocking> = {}): Clocking => ({
  id: nextId++,
  clocking,
  attended_at: new Date(`${date}T${time}+07:00`),
  attend_date: date,
  lok_nm: 'Kantor Pusat Jakarta',
  photo: `photo-${nextId}.jpg`,
  is_correction: false,
  ...extra,
});

const day = (input: Partial<DayInput> & { date: string }) =>
  countDay({
    schedule: office,
    holiday: null,
    leave: null,
    clockings: [],
    now: new Date('2026-12-31T12:00:00+07:00'),
    ...input,
  });

describe('what a day counts as', () => {
  it('is present within the grace and late after it, late minutes counted from the start', () => {
    expect(
      day({ date: '2026-11-02', clockings: [at('2026-11-02', '09:10:00'), at('2026-11-02', '17:05:00', false)] }),
    ).toMatchObject({
      status: 'present',
      late_minutes: 0,
      missing_clock_out: false,
    });
    const late = day({ date: '2026-11-02', clockings: [at('2026-11-02', '09:10:01'), at('2026-11-02', '12:00:00')] });
    expect([late.status, late.late_minutes]).toEqual(['late', 10]);
    expect(day({ date: '2026-11-02', clockings: [at('2026-11-02', '09:47:59')] }).late_minutes).toBe(47);
  });

  it('judges the first clock-in and pairs it with the last clock-out of the day', () => {
    const result = day({
      date: '2026-11-03',
      clockings: [
        at('2026-11-03', '08:55:00'),
        at('2026-11-03', '12:00:00', false),
        at('2026-11-03', '13:00:00'),
        at('2026-11-03', '17:30:00', false),
      ],
    });
    expect(result.status).toBe('present');
    expect(result.first_in).toEqual(new Date('2026-11-03T08:55:00+07:00'));
    expect(result.last_out).toEqual(new Date('2026-11-03T17:30:00+07:00'));
  });

  it('is absent on a past working day with nothing, off on a weekend, upcoming ahead', () => {
    expect(day({ date: '2026-11-04' }).status).toBe('absent');
    expect(day({ date: '2026-11-07' })).toMatchObject({ status: 'off', working: false, scheduled_weekday: false });
    expect(day({ date: '2026-11-04', now: new Date('2026-11-03T10:00:00+07:00') }).status).toBe('upcoming');
    // Today counts as absent only once the schedule's end has passed.
    expect(day({ date: '2026-11-04', now: new Date('2026-11-04T16:59:00+07:00') }).status).toBe('upcoming');
    expect(day({ date: '2026-11-04', now: new Date('2026-11-04T17:00:00+07:00') }).status).toBe('absent');
  });

  it('calls a weekend or a holiday still ahead what it will be (Day off, Holiday), not "not yet"', () => {
    const now = new Date('2026-11-03T10:00:00+07:00');
    const holiday = {
      date: '2026-12-25',
      name: 'Hari Raya Natal',
      kind: 'national' as const,
      counts_against_leave: false,
    };
    const ahead = [
      day({ date: '2026-11-07', now }), // Saturday, not one of the schedule's weekdays
      day({ date: '2026-11-08', now }), // Sunday
      day({ date: '2026-12-25', holiday, now }), // a Friday holiday
      day({ date: '2026-11-06', now }), // a working Friday: not decided yet
      day({ date: '2026-11-07', now, leave: { id: 9, type: 'Cuti Tahunan', half_day: false } }), // leave over a weekend is still a day off
    ];
    expect(ahead.map((item) => item.status)).toEqual(['off', 'off', 'holiday', 'upcoming', 'off']);
    expect(totalsOf(ahead)).toMatchObject({ absent: 0, present: 0, leave_days: 0, holidays: 1 });
  });

  it('makes a holiday on a working day a holiday, and a clock-in on it present but never late', () => {
    const holiday = {
      date: '2026-08-17',
      name: 'Hari Kemerdekaan',
      kind: 'national' as const,
      counts_against_leave: false,
    };
    expect(day({ date: '2026-08-17', holiday })).toMatchObject({
      status: 'holiday',
      working: false,
      scheduled_weekday: true,
    });
    expect(day({ date: '2026-08-17', holiday, clockings: [at('2026-08-17', '11:00:00')] })).toMatchObject({
      status: 'present',
      late_minutes: 0,
    });
  });

  it('counts approved leave on a working day, and a half day as half leave and half absent', () => {
    const sick = { id: 4, type: 'Sakit', half_day: false };
    const halfDay = { id: 5, type: 'Izin', half_day: true };
    const days = [
      day({ date: '2026-11-09', leave: sick }),
      day({ date: '2026-11-10', leave: halfDay }),
      day({ date: '2026-11-11', leave: halfDay, clockings: [at('2026-11-11', '13:00:00')] }),
      day({ date: '2026-11-08', leave: sick }),
    ];
    expect(days.map((item) => item.status)).toEqual(['leave', 'leave', 'present', 'off']);
    expect(days[2].late_minutes).toBe(0);
    expect(totalsOf(days)).toMatchObject({
      leave: { Sakit: 1, Izin: 1 },
      leave_days: 2,
      absent: 0.5,
      present: 1,
      late_days: 0,
    });
  });

  it('does not count leave still ahead, whether a whole or a half day', () => {
    const now = new Date('2026-11-10T12:00:00+07:00');
    const days = [
      day({ date: '2026-11-12', leave: { id: 6, type: 'Cuti Tahunan', half_day: false }, now }),
      day({ date: '2026-11-13', leave: { id: 7, type: 'Izin', half_day: true }, now }),
    ];
    expect(days.map((item) => item.status)).toEqual(['upcoming', 'upcoming']);
    expect(totalsOf(days)).toMatchObject({ leave: {}, leave_days: 0, absent: 0 });
  });

  it('leaves today’s half-day leave with no clock-in undecided (no half absence) until the shift is over', () => {
    const halfDay = { id: 8, type: 'Izin', half_day: true };
    const morning = day({ date: '2026-11-10', leave: halfDay, now: new Date('2026-11-10T10:00:00+07:00') });
    expect(morning.status).toBe('upcoming');
    expect(totalsOf([morning])).toMatchObject({ leave_days: 0, absent: 0 });
    const evening = day({ date: '2026-11-10', leave: halfDay, now: new Date('2026-11-10T17:00:00+07:00') });
    expect(evening.status).toBe('leave');
    expect(totalsOf([evening])).toMatchObject({ leave: { Izin: 0.5 }, absent: 0.5 });
    const whole = day({
      date: '2026-11-10',
      leave: { ...halfDay, half_day: false },
      now: new Date('2026-11-10T10:00:00+07:00'),
    });
    expect(whole.status).toBe('leave');
  });

  it('gives a night shift the clock-out of the next morning, and says when one is missing', () => {
    const friday = '2026-11-06';
    const paired = day({
      date: friday,
      schedule: night,
      clockings: [at(friday, '22:05:00'), at('2026-11-07', '06:02:00', false)],
    });
    expect(paired).toMatchObject({ status: 'late', late_minutes: 5, missing_clock_out: false });
    expect(paired.last_out).toEqual(new Date('2026-11-06T23:02:00Z'));
    const missing = day({ date: friday, schedule: night, clockings: [at(friday, '21:55:00')] });
    expect(missing).toMatchObject({ status: 'present', missing_clock_out: true });
    // Not missing yet while the shift runs.
    expect(
      day({
        date: friday,
        schedule: night,
        clockings: [at(friday, '21:55:00')],
        now: new Date('2026-11-07T05:00:00+07:00'),
      }).missing_clock_out,
    ).toBe(false);
  });

  it('marks a day whose clocking came from an approved correction', () => {
    expect(
      day({ date: '2026-11-02', clockings: [at('2026-11-02', '08:30:00', true, { is_correction: true })] }).corrected,
    ).toBe(true);
  });

  it('marks a day with a clocking still under review (issue 29), which counts until it is rejected', () => {
    const flagged = day({
      date: '2026-11-02',
      clockings: [
        at('2026-11-02', '08:55:00', true, { review_status: 'needs_review' }),
        at('2026-11-02', '17:01:00', false),
      ],
    });
    expect(flagged).toMatchObject({ status: 'present', flagged: true });
    const decided = day({
      date: '2026-11-02',
      clockings: [
        at('2026-11-02', '08:55:00', true, { review_status: 'accepted' }),
        at('2026-11-02', '17:01:00', false),
      ],
    });
    expect(decided).toMatchObject({ status: 'present', flagged: false });
    expect(day({ date: '2026-11-02', clockings: [at('2026-11-02', '08:55:00')] }).flagged).toBe(false);
  });
});

describe('whose schedule a day uses', () => {
  const person = { id: 7, divisi_kd: 'OPS', subdivisi_kd: 'OPS-FIELD', dept_kd: 'OPS-JKT' };
  const fallback = defaultSchedule('08:00');
  const warehouse: Schedule = {
    ...office,
    id: 3,
    name: 'Gudang',
    start: '07:00',
    end: '15:00',
    weekdays: [1, 2, 3, 4, 5, 6],
  };
  const assignments: Assignment[] = [
    { target: { kind: 'division', code: 'OPS' }, valid_from: '2026-01-01', schedule: office },
    { target: { kind: 'division', code: 'OPS' }, valid_from: '2026-11-16', schedule: warehouse },
    { target: { kind: 'department', code: 'FIN-JKT' }, valid_from: '2026-01-01', schedule: night },
  ];

  it('changes mid-month from the new start date and leaves the days before as they were', () => {
    expect(scheduleOn(assignments, person, '2026-11-15', fallback).name).toBe('Kantor 09:00');
    expect(scheduleOn(assignments, person, '2026-11-16', fallback).name).toBe('Gudang');
  });

  it("prefers the employee's own, then the department, subdivision, division, then the default", () => {
    const own: Assignment = { target: { kind: 'employee', userId: 7 }, valid_from: '2026-11-20', schedule: night };
    const department: Assignment = {
      target: { kind: 'department', code: 'OPS-JKT' },
      valid_from: '2026-11-18',
      schedule: fallback,
    };
    expect(scheduleOn([...assignments, own, department], person, '2026-11-19', fallback)).toBe(fallback);
    expect(scheduleOn([...assignments, own, department], person, '2026-11-20', fallback)).toBe(night);
    expect(scheduleOn(assignments, person, '2025-12-31', fallback)).toBe(fallback);
    expect(scheduleOn(assignments, { ...person, divisi_kd: 'FIN' }, '2026-11-20', fallback)).toBe(fallback);
  });

  it('the default is WORK_START to 17:00, Monday to Friday, no grace', () => {
    expect(fallback).toMatchObject({
      id: null,
      start: '08:00',
      end: '17:00',
      weekdays: [1, 2, 3, 4, 5],
      grace_minutes: 0,
    });
  });
});

describe('the days of a month', () => {
  it('knows February, leap years and month ends', () => {
    expect(daysBetween('2026-02-01', '2026-02-28')).toHaveLength(28);
    expect(daysBetween('2028-02-01', '2028-02-29').at(-1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('counts a whole month: scheduled days exclude weekends and holidays', () => {
    const holiday = { date: '2026-12-25', name: 'Natal', kind: 'national' as const, counts_against_leave: false };
    const cuti = {
      date: '2026-12-24',
      name: 'Cuti bersama Natal',
      kind: 'cuti_bersama' as const,
      counts_against_leave: true,
    };
    const days = daysBetween('2026-12-01', '2026-12-31').map((date) =>
      day({
        date,
        holiday: date === holiday.date ? holiday : date === cuti.date ? cuti : null,
        clockings: date === '2026-12-01' ? [at(date, '09:30:00')] : [],
        now: new Date('2026-12-31T12:00:00+07:00'),
      }),
    );
    // 31 days − 8 weekend days − 2 holidays = 21; the 31st is today, before 17:00, so not absent yet.
    expect(days.at(-1)!.status).toBe('upcoming');
    expect(totalsOf(days)).toMatchObject({
      scheduled_days: 21,
      present: 1,
      late_days: 1,
      late_minutes: 30,
      absent: 19,
      holidays: 2,
      cuti_bersama_counted: 1,
    });
  });
});

describe('shift instances: which shift a clocking counts for (rules §10)', () => {
  const day_: Schedule = {
    id: 10,
    name: 'Pagi',
    start: '08:00',
    end: '17:00',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    grace_minutes: 0,
  };
  const night_: Schedule = { ...day_, id: 11, name: 'Malam', start: '22:00', end: '06:00' };
  const evening: Schedule = { ...day_, id: 12, name: 'Sore', start: '18:00', end: '02:00' };
  const fullDay: Schedule = { ...day_, id: 13, name: '24 jam', start: '08:00', end: '08:00' };
  const independence = {
    date: '2026-08-17',
    name: 'Hari Kemerdekaan',
    kind: 'national' as const,
    counts_against_leave: false,
  };

  /** A clocking written as 'yyyy-mm-dd HH:mm in|out [rejected]', stored on its Jakarta calendar day (as before issue 25). */
  const stamp = (text: string) => {
    const [date, time, kind, review] = text.split(' ');
    return at(date, `${time}:00`, kind === 'in', review === 'rejected' ? { review_status: 'rejected' } : {});
  };
  const period = (
    schedule: Schedule | ((date: string) => Schedule),
    dates: string[],
    clockings: string[],
    now: string,
    holidays: Map<string, typeof independence> = new Map(),
  ) =>
    countPeriod({
      dates,
      scheduleOn: typeof schedule === 'function' ? schedule : () => schedule,
      holidays,
      leaveOn: () => null,
      clockings: clockings.map(stamp),
      now: new Date(`${now}:00+07:00`),
    });
  const hm = (instant: Date | null) => (instant ? jakartaHourMinute(instant) : null);
  const summary = (item: Day) => ({
    date: item.date,
    status: item.status,
    in: hm(item.first_in),
    out: hm(item.last_out),
    late: item.late_minutes,
    missing: item.missing_clock_out,
    worked: item.worked_minutes,
    sessions: item.sessions.length,
  });

  // case | schedule | days | clockings | now | each day: status, first in, last out, late minutes, missing clock-out, worked minutes, sessions
  const rows: [
    string,
    Schedule | ((date: string) => Schedule),
    string[],
    string[],
    string,
    ReturnType<typeof summary>[],
    Map<string, typeof independence> | null,
  ][] = [
    [
      'day shift 08:00–17:00, in 07:55, out 17:05',
      day_,
      ['2026-11-02'],
      ['2026-11-02 07:55 in', '2026-11-02 17:05 out'],
      '2026-11-03 09:00',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:55',
          out: '17:05',
          late: 0,
          missing: false,
          worked: 550,
          sessions: 1,
        },
      ],
      null,
    ],
    [
      '22:00–06:00, in 21:55, out 06:05: one present day, the next day untouched',
      night_,
      ['2026-11-06', '2026-11-07'],
      ['2026-11-06 21:55 in', '2026-11-07 06:05 out'],
      '2026-11-08 12:00',
      [
        {
          date: '2026-11-06',
          status: 'present',
          in: '21:55',
          out: '06:05',
          late: 0,
          missing: false,
          worked: 490,
          sessions: 1,
        },
        { date: '2026-11-07', status: 'absent', in: null, out: null, late: 0, missing: false, worked: 0, sessions: 0 },
      ],
      null,
    ],
    [
      'a 22:00 shift clocked in after midnight is late on the day it started',
      night_,
      ['2026-11-06', '2026-11-07'],
      ['2026-11-07 00:30 in', '2026-11-07 06:00 out'],
      '2026-11-08 12:00',
      [
        {
          date: '2026-11-06',
          status: 'late',
          in: '00:30',
          out: '06:00',
          late: 150,
          missing: false,
          worked: 330,
          sessions: 1,
        },
        { date: '2026-11-07', status: 'absent', in: null, out: null, late: 0, missing: false, worked: 0, sessions: 0 },
      ],
      null,
    ],
    [
      '18:00–02:00 with no clock-out: missing once the window (02:00 + 6 h) has closed',
      evening,
      ['2026-11-06'],
      ['2026-11-06 17:58 in'],
      '2026-11-07 08:00',
      [
        {
          date: '2026-11-06',
          status: 'present',
          in: '17:58',
          out: null,
          late: 0,
          missing: true,
          worked: 0,
          sessions: 1,
        },
      ],
      null,
    ],
    [
      '18:00–02:00 with no clock-out, still inside the window: not missing yet',
      evening,
      ['2026-11-06'],
      ['2026-11-06 17:58 in'],
      '2026-11-07 07:59',
      [
        {
          date: '2026-11-06',
          status: 'present',
          in: '17:58',
          out: null,
          late: 0,
          missing: false,
          worked: 0,
          sessions: 1,
        },
      ],
      null,
    ],
    [
      'two sessions in a day: worked is their sum, the open one is what a forgotten clock-out leaves',
      day_,
      ['2026-11-02'],
      [
        '2026-11-02 07:55 in',
        '2026-11-02 12:00 out',
        '2026-11-02 13:00 in',
        '2026-11-02 17:05 out',
        '2026-11-02 17:15 in',
      ],
      '2026-11-03 09:00',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:55',
          out: '17:05',
          late: 0,
          missing: true,
          worked: 490,
          sessions: 3,
        },
      ],
      null,
    ],
    [
      'two pairs, 07:55–12:00 and 13:00–17:05: both listed, worked is their sum',
      day_,
      ['2026-11-02'],
      ['2026-11-02 07:55 in', '2026-11-02 12:00 out', '2026-11-02 13:00 in', '2026-11-02 17:05 out'],
      '2026-11-03 09:00',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:55',
          out: '17:05',
          late: 0,
          missing: false,
          worked: 490,
          sessions: 2,
        },
      ],
      null,
    ],
    [
      'an open second pair (in 07:55, out 17:05, in 17:15) during the day: listed, not counted, not missing yet',
      day_,
      ['2026-11-02'],
      ['2026-11-02 07:55 in', '2026-11-02 17:05 out', '2026-11-02 17:15 in'],
      '2026-11-02 17:30',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:55',
          out: '17:05',
          late: 0,
          missing: false,
          worked: 550,
          sessions: 2,
        },
      ],
      null,
    ],
    [
      'a pair whose clock-in was rejected on review (issue 29) counts nothing: its clock-out stands alone',
      day_,
      ['2026-11-02'],
      ['2026-11-02 07:55 in', '2026-11-02 12:00 out', '2026-11-02 13:00 in rejected', '2026-11-02 17:05 out'],
      '2026-11-03 09:00',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:55',
          out: '17:05',
          late: 0,
          missing: false,
          worked: 245,
          sessions: 2,
        },
      ],
      null,
    ],
    [
      'a 24-hour shift 08:00–08:00: the next morning’s clock-out closes it, the next clock-in starts the next one',
      fullDay,
      ['2026-11-02', '2026-11-03'],
      ['2026-11-02 07:50 in', '2026-11-03 08:05 out', '2026-11-03 08:07 in'],
      '2026-11-03 12:00',
      [
        {
          date: '2026-11-02',
          status: 'present',
          in: '07:50',
          out: '08:05',
          late: 0,
          missing: false,
          worked: 1455,
          sessions: 1,
        },
        { date: '2026-11-03', status: 'late', in: '08:07', out: null, late: 7, missing: false, worked: 0, sessions: 1 },
      ],
      null,
    ],
    [
      'a national holiday inside a night shift: the shift counts on the day it started, the holiday’s own night is the holiday',
      night_,
      ['2026-08-16', '2026-08-17'],
      ['2026-08-16 21:58 in', '2026-08-17 06:01 out'],
      '2026-08-19 12:00',
      [
        {
          date: '2026-08-16',
          status: 'present',
          in: '21:58',
          out: '06:01',
          late: 0,
          missing: false,
          worked: 483,
          sessions: 1,
        },
        { date: '2026-08-17', status: 'holiday', in: null, out: null, late: 0, missing: false, worked: 0, sessions: 0 },
      ],
      new Map([['2026-08-17', independence]]),
    ],
    [
      'a night then a day shift: 06:05 closes last night, 07:55 opens today although last night’s window is still open',
      (date: string) => (date < '2026-11-07' ? night_ : day_),
      ['2026-11-06', '2026-11-07'],
      ['2026-11-06 21:55 in', '2026-11-07 06:05 out', '2026-11-07 07:55 in', '2026-11-07 17:00 out'],
      '2026-11-08 12:00',
      [
        {
          date: '2026-11-06',
          status: 'present',
          in: '21:55',
          out: '06:05',
          late: 0,
          missing: false,
          worked: 490,
          sessions: 1,
        },
        {
          date: '2026-11-07',
          status: 'present',
          in: '07:55',
          out: '17:00',
          late: 0,
          missing: false,
          worked: 545,
          sessions: 1,
        },
      ],
      null,
    ],
    [
      'the first day of a period gets nothing of the night before it',
      night_,
      ['2026-11-01'],
      ['2026-10-31 21:55 in', '2026-11-01 06:05 out', '2026-11-01 21:50 in', '2026-11-02 06:00 out'],
      '2026-11-03 12:00',
      [
        {
          date: '2026-11-01',
          status: 'present',
          in: '21:50',
          out: '06:00',
          late: 0,
          missing: false,
          worked: 490,
          sessions: 1,
        },
      ],
      null,
    ],
  ];

  it.each(rows)('%s', (_case, schedule, dates, clockings, now, expected, holidays) => {
    expect(period(schedule, dates, clockings, now, holidays ?? undefined).map(summary)).toEqual(expected);
  });

  it('puts a clocking in no window on the day it was stored, and a clock-out on the open clock-in’s shift while its window is open', () => {
    const instances = ['2026-11-05', '2026-11-06', '2026-11-07'].map((date) => shiftInstance(date, night_));
    const out = (text: string) => ({ clocking: false, attended_at: new Date(`${text}:00+07:00`) });
    expect(instanceDayOf(instances, out('2026-11-07T06:05'), '2026-11-06', '2026-11-07')).toBe('2026-11-06');
    expect(instanceDayOf(instances, out('2026-11-07T11:59'), '2026-11-06', '2026-11-07')).toBe('2026-11-06');
    expect(instanceDayOf(instances, out('2026-11-07T12:00'), '2026-11-06', '2026-11-07')).toBe('2026-11-07');
    expect(
      instanceDayOf(
        instances,
        { clocking: true, attended_at: new Date('2026-11-07T19:59:00+07:00') },
        null,
        '2026-11-07',
      ),
    ).toBe('2026-11-07');
    expect(
      instanceDayOf(instances, { clocking: true, attended_at: new Date('2026-11-07T20:00:00+07:00') }, null, 'x'),
    ).toBe('2026-11-07');
  });

  it('takes each schedule’s own window (check-in opens N minutes before, check-out until M after)', () => {
    const strict: Schedule = { ...day_, check_in_before_minutes: 30, check_out_after_minutes: 60 };
    expect(shiftInstance('2026-11-02', strict)).toEqual({
      date: '2026-11-02',
      start: new Date('2026-11-02T08:00:00+07:00'),
      end: new Date('2026-11-02T17:00:00+07:00'),
      opens: new Date('2026-11-02T07:30:00+07:00'),
      closes: new Date('2026-11-02T18:00:00+07:00'),
      zone: 'Asia/Jakarta',
    });
    expect(shiftInstance('2026-11-02', night_)).toMatchObject({
      opens: new Date('2026-11-02T20:00:00+07:00'),
      closes: new Date('2026-11-03T12:00:00+07:00'),
    });
  });
});
