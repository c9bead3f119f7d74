import { describe, expect, it } from '@jest/globals';
import { jakartaDate } from '../lib/jakarta.js';
import { groupDays, parseListDate, usDate, type ClockingRow } from './days.js';

let nextId = 1;
/** A row at a Jakarta wall-clock instant, its day derived the way POST /attendance derives it. */
const row = (wib: string, clocking: boolean): ClockingRow => {
  const attended_at = new Date(`${wib}+07:00`);
  return { id: nextId++, clocking, attended_at, attend_date: jakartaDate(attended_at) };
};

describe('the Jakarta day of a clocking', () => {
  it('puts 23:59 WIB on that day and 00:01 WIB on the next, though both are the same UTC day', () => {
    const late = new Date('2026-03-10T16:59:00Z');
    const early = new Date('2026-03-10T17:01:00Z');
    expect(jakartaDate(late)).toBe('2026-03-10');
    expect(jakartaDate(early)).toBe('2026-03-11');
  });

  it('crosses month and year ends at Jakarta midnight', () => {
    expect(jakartaDate(new Date('2026-01-31T16:59:59Z'))).toBe('2026-01-31');
    expect(jakartaDate(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02-01');
    expect(jakartaDate(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});

describe('groupDays', () => {
  it('shows the first clock-in and the last clock-out of a day and counts every record, newest day first', () => {
    const days = groupDays([
      row('2026-03-09T08:05:00', true),
      row('2026-03-10T07:55:00', true),
      row('2026-03-10T12:00:00', false),
      row('2026-03-10T13:00:00', true),
      row('2026-03-10T17:30:00', false),
    ]);
    expect(days.map((day) => [day.dates, day.attendance_total])).toEqual([
      ['2026-03-10', 4],
      ['2026-03-09', 1],
    ]);
    expect(days[0].attend.map(({ clocking, attendance_time }) => [clocking, attendance_time])).toEqual([
      [true, '07:55'],
      [false, '17:30'],
    ]);
  });

  it('leaves out the missing half of a day', () => {
    const [onlyIn] = groupDays([row('2026-03-09T08:05:00', true)]);
    const [onlyOut] = groupDays([row('2026-03-08T17:00:00', false)]);
    expect(onlyIn.attend).toEqual([
      { id: expect.any(Number), clocking: true, attendance_time: '08:05', is_correction: false, review: null },
    ]);
    expect(onlyOut.attend.map((stamp) => stamp.clocking)).toEqual([false]);
  });

  it('keeps a clock-in at 23:59 WIB and a clock-out at 00:01 WIB on two days', () => {
    const days = groupDays([row('2026-03-10T23:59:00', true), row('2026-03-11T00:01:00', false)]);
    expect(
      days.map((day) => [day.dates, day.attend.map((s) => `${s.clocking ? 'in' : 'out'} ${s.attendance_time}`)]),
    ).toEqual([
      ['2026-03-11', ['out 00:01']],
      ['2026-03-10', ['in 23:59']],
    ]);
  });

  it('gives a day the id of its first record, whatever order the rows come in', () => {
    const first = row('2026-03-10T07:00:00', true);
    const second = row('2026-03-10T16:00:00', false);
    expect(groupDays([second, first])[0].id).toBe(first.id);
  });
});

describe('parseListDate', () => {
  it('accepts yyyy-mm-dd and dd-mm-yyyy', () => {
    expect(parseListDate('2026-03-09')).toBe('2026-03-09');
    expect(parseListDate('09-03-2026')).toBe('2026-03-09');
    expect(parseListDate('9-3-2026')).toBe('2026-03-09');
  });

  it('refuses days that do not exist and other shapes', () => {
    expect(parseListDate('31-02-2026')).toBeNull();
    expect(parseListDate('2026-13-01')).toBeNull();
    expect(parseListDate('03/09/2026')).toBeNull();
    expect(parseListDate('2026-03-09T00:00')).toBeNull();
    expect(parseListDate('')).toBeNull();
  });

  it('knows leap years', () => {
    expect(parseListDate('29-02-2028')).toBe('2028-02-29');
    expect(parseListDate('29-02-2026')).toBeNull();
  });
});

describe('usDate', () => {
  it('writes the detail date as M/d/yyyy', () => {
    expect(usDate('2026-03-09')).toBe('3/9/2026');
    expect(usDate('2026-12-31')).toBe('12/31/2026');
  });
});
