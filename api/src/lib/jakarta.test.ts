import { describe, expect, it } from '@jest/globals';
import {
  TIME_ZONES,
  jakartaDate,
  jakartaHourMinute,
  jakartaTime,
  latestMonth,
  zoneInstant,
  zoneOffsetMinutes,
} from './jakarta.js';

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

describe("Indonesia's zones counted as fixed offsets (rules §9 Dates and times)", () => {
  // What Intl's own zone data says, to hold the counted wall clock against.
  const intl = (instant: Date, zone: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
  };
  const instants = [
    '1964-01-01T00:00:00.000Z', // the first instant counted: WIB +7 from 1 January 1964 (Keppres 243/1963)
    '1970-01-01T00:00:00.000Z',
    '1999-12-31T16:59:59.999Z', // a millisecond before midnight in Jakarta: seconds are cut, not rounded
    '1999-12-31T17:00:00.000Z', // Jakarta's midnight, still 31 December in UTC
    '2024-02-28T16:00:00.000Z', // 29 February in Jakarta
    '2026-11-27T14:59:59.000Z', // one second before midnight in Makassar
    '2026-11-27T15:00:00.000Z', // Makassar's midnight, Jayapura already at 01:00
    '2038-01-19T03:14:08.000Z', // past 32-bit seconds
    '9999-12-31T20:00:00.000Z', // year 10,000 already in all three zones: Intl answers there
  ];
  it.each(TIME_ZONES.flatMap((zone) => instants.map((instant) => [zone, instant] as const)))(
    '%s at %s: the day, the time and the HH:mm Intl gives',
    (zone, text) => {
      const instant = new Date(text);
      expect({ day: jakartaDate(instant, zone), time: jakartaTime(instant, zone) }).toEqual(intl(instant, zone));
      expect(jakartaHourMinute(instant, zone)).toBe(intl(instant, zone).time.slice(0, 5));
    },
  );

  it.each([
    ['Asia/Jakarta', '1963-12-31T12:00:00Z', 450], // +7:30 before 1964: Intl's zone data answers
    ['Asia/Jayapura', '1963-12-31T12:00:00Z', 570], // +9:30 before 1964
    ['Asia/Jakarta', '2026-06-01T00:00:00Z', 420],
    ['Asia/Makassar', '2026-06-01T00:00:00Z', 480],
    ['Asia/Jayapura', '2026-06-01T00:00:00Z', 540],
    ['Europe/Amsterdam', '2026-06-01T00:00:00Z', 120], // a zone outside Indonesia: Intl, summer time included
    ['Europe/Amsterdam', '2026-01-01T00:00:00Z', 60],
  ])('%s at %s is %i minutes ahead of UTC', (zone, text, minutes) => {
    expect(zoneOffsetMinutes(zone, new Date(text))).toBe(minutes);
  });

  it('a zone outside Indonesia and a day before 1964 keep their own wall clock', () => {
    expect(jakartaTime(new Date('1963-06-01T00:00:00Z'))).toBe('07:30:00');
    expect(jakartaDate(new Date('2026-03-29T22:30:00Z'), 'Europe/Amsterdam')).toBe('2026-03-30');
    expect(zoneInstant('2026-03-30', 8 * 60, 'Europe/Amsterdam').toISOString()).toBe('2026-03-30T06:00:00.000Z');
  });

  it('an invalid instant is refused as before', () => {
    expect(() => jakartaDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
