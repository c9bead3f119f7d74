import { describe, expect, it } from '@jest/globals';
import { byDayNewestFirst, dayTimes, hasDayDetails, MISSING_TIME } from './attendance-day';

describe('dayTimes: a day shows dashes for the missing half (rules §4)', () => {
  it('shows both times of a full day', () => {
    expect(
      dayTimes([
        { clocking: true, time: '08:01' },
        { clocking: false, time: '17:05' },
      ]),
    ).toEqual({
      clockIn: '08:01',
      clockOut: '17:05',
    });
  });

  it('dashes the clock-out of a day with only a clock-in', () => {
    expect(dayTimes([{ clocking: true, time: '08:01' }])).toEqual({ clockIn: '08:01', clockOut: MISSING_TIME });
  });

  it('dashes the clock-in of a day with only a clock-out', () => {
    expect(dayTimes([{ clocking: false, time: '17:05' }])).toEqual({ clockIn: MISSING_TIME, clockOut: '17:05' });
  });

  it('dashes both halves of an empty day', () => {
    expect(dayTimes([])).toEqual({ clockIn: '--:--', clockOut: '--:--' });
  });

  it('takes the first clock-in and the last clock-out whatever the order', () => {
    expect(
      dayTimes([
        { clocking: false, time: '12:00' },
        { clocking: true, time: '08:00' },
        { clocking: true, time: '13:00' },
        { clocking: false, time: '17:00' },
      ]),
    ).toEqual({ clockIn: '08:00', clockOut: '17:00' });
  });
});

describe('hasDayDetails: the Details link for every day with a record (rules §2 Live, issue 46)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [7, true],
  ])('%p records → %p', (count, shown) => {
    expect(hasDayDetails(count)).toBe(shown);
  });
});

describe('byDayNewestFirst', () => {
  it('sorts days newest first and keeps one entry per day', () => {
    const days = [
      { date: '2026-10-30', n: 1 },
      { date: '2026-11-02', n: 2 },
      { date: '2026-10-30', n: 3 },
      { date: '2026-11-01', n: 4 },
    ];
    expect(byDayNewestFirst(days).map((day) => day.n)).toEqual([2, 4, 1]);
  });
});
