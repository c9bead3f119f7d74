import { describe, expect, it } from '@jest/globals';
import { latestMonth } from './jakarta.js';

describe('latestMonth', () => {
  const wib = (text: string) => new Date(`${text}+07:00`);

  it('answers a month of this Jakarta year when it has begun', () => {
    expect(latestMonth(2, wib('2026-03-15T10:00:00'))).toEqual({ year: 2026, monthIndex: 2 });
    expect(latestMonth(1, wib('2026-03-15T10:00:00'))).toEqual({ year: 2026, monthIndex: 1 });
  });

  it('answers last year for a month that has not begun (December, seen in January)', () => {
    expect(latestMonth(11, wib('2027-01-05T10:00:00'))).toEqual({ year: 2026, monthIndex: 11 });
  });

  it('turns the year at Jakarta midnight, not UTC midnight', () => {
    const newYearInJakarta = new Date('2026-12-31T17:30:00Z');
    expect(latestMonth(0, newYearInJakarta)).toEqual({ year: 2027, monthIndex: 0 });
    expect(latestMonth(11, newYearInJakarta)).toEqual({ year: 2026, monthIndex: 11 });
  });
});
