import { describe, expect, it } from '@jest/globals';
import { defaultWindow, endDateOf, windowText } from './window';

// Issue 45 case 3: an overtime request is a window of real instants; an until not after the from is the
// next morning's, and every screen says the day it ends.
describe('the window of an overtime request', () => {
  it.each([
    ['an evening', '2026-12-02', '17:00', '19:00', '2026-12-02', '02-12-2026 · 17:00–19:00'],
    ['past midnight', '2026-12-02', '22:00', '01:00', '2026-12-03', '02-12-2026 · 22:00–03-12-2026 01:00'],
    ["a night worker's morning", '2026-12-03', '06:00', '08:00', '2026-12-03', '03-12-2026 · 06:00–08:00'],
    ['the end of a month', '2026-12-31', '23:00', '02:00', '2027-01-01', '31-12-2026 · 23:00–01-01-2027 02:00'],
  ])('%s: %s %s–%s ends on %s', (_case, date, start, end, endDate, text) => {
    expect(endDateOf(date, start, end)).toBe(endDate);
    expect(windowText({ date, start, end, endDate })).toBe(text);
  });
});

describe('the window the form offers (issue 45): from the end of the shift on a working day', () => {
  it.each([
    ['an office day', { workingDay: true, start: '08:00', end: '17:00' }, { start: '17:00', end: '19:00' }],
    [
      "a night worker's day: the morning after",
      { workingDay: true, start: '22:00', end: '06:00' },
      { start: '06:00', end: '08:00' },
    ],
    [
      'an evening shift: past midnight',
      { workingDay: true, start: '14:00', end: '22:30' },
      { start: '22:30', end: '00:30' },
    ],
    [
      'a rest day: from the usual start',
      { workingDay: false, start: '08:00', end: '17:00' },
      { start: '08:00', end: '10:00' },
    ],
  ])('%s', (_case, shift, expected) => {
    expect(defaultWindow(shift)).toEqual(expected);
  });
});
