import { describe, expect, it } from '@jest/globals';
import { i18n } from '../i18n';
import {
  formatJakarta,
  isoDay,
  jakartaClock,
  jakartaDay,
  jakartaDisplayDate,
  jakartaLongDate,
  logMonths,
  recentMonths,
} from './jakarta';

// Jakarta is UTC+7 all year (no daylight saving).
describe('Jakarta time around midnight', () => {
  it('is still the old day one second before Jakarta midnight', () => {
    const instant = new Date('2026-03-15T16:59:59Z');
    expect(jakartaClock(instant)).toBe('23:59:59');
    expect(jakartaDay(instant)).toBe('2026-03-15');
    expect(jakartaDisplayDate(instant)).toBe('15-03-2026');
  });

  it('is the new day at Jakarta midnight though UTC is still on the old one', () => {
    const instant = new Date('2026-03-15T17:00:00Z');
    expect(jakartaClock(instant)).toBe('00:00:00');
    expect(jakartaDay(instant)).toBe('2026-03-16');
    expect(jakartaLongDate(instant)).toBe('Monday, 16-03-2026');
  });

  it('turns the year at Jakarta midnight on 31 December', () => {
    expect(jakartaDay(new Date('2026-12-31T16:59:59Z'))).toBe('2026-12-31');
    expect(jakartaDay(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
  });
});

describe('Jakarta time counted without Intl (UTC+7, rules: Keppres 243/1963 and 41/1987)', () => {
  // What Intl's time-zone data says, for instants across years, months, leap days and both sides of midnight.
  const instants = [
    '2024-02-29T16:59:59Z',
    '2024-02-29T17:00:00Z',
    '2025-01-01T00:00:00Z',
    '2026-06-30T23:30:00Z',
    '2026-11-26T10:05:09Z',
    '2027-12-31T16:59:59Z',
    '2027-12-31T17:00:00Z',
    '1999-07-04T03:04:05Z',
    '2038-01-19T03:14:08Z',
  ];
  const intl = (language: string, options: Intl.DateTimeFormatOptions, instant: Date) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', { timeZone: 'Asia/Jakarta', ...options }).format(
      instant,
    );
  it.each(instants.flatMap((instant) => ['en', 'id'].map((language) => [instant, language] as const)))(
    'writes %s in %s as Intl does',
    async (text, language) => {
      await i18n.changeLanguage(language);
      const instant = new Date(text);
      const numeric = {
        hourCycle: 'h23' as const,
        year: 'numeric' as const,
        month: '2-digit' as const,
        day: '2-digit' as const,
        hour: '2-digit' as const,
        minute: '2-digit' as const,
        second: '2-digit' as const,
      };
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', ...numeric })
          .formatToParts(instant)
          .map((part) => [part.type, part.value]),
      );
      expect(formatJakarta(instant, 'yyyy-MM-dd HH:mm:ss')).toBe(
        `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`,
      );
      expect(formatJakarta(instant, 'MMMM')).toBe(intl(language, { month: 'long' }, instant));
      expect(formatJakarta(instant, 'EEEE')).toBe(intl(language, { weekday: 'long' }, instant));
      expect(formatJakarta(instant, 'd M')).toBe(`${Number(parts.day)} ${Number(parts.month)}`);
      await i18n.changeLanguage('en');
    },
  );
});

describe('logMonths: the current and the previous month (rules §9)', () => {
  it('offers November then October in mid November', () => {
    expect(logMonths(new Date('2026-11-21T05:00:00Z'))).toEqual([
      { monthIndex: 10, year: 2026, label: 'November 2026' },
      { monthIndex: 9, year: 2026, label: 'October 2026' },
    ]);
  });

  it('moves to the new month at Jakarta midnight at the end of a month, not at UTC midnight', () => {
    expect(logMonths(new Date('2026-02-28T16:59:59Z'))[0].label).toBe('February 2026');
    expect(logMonths(new Date('2026-02-28T17:00:00Z')).map((month) => month.label)).toEqual([
      'March 2026',
      'February 2026',
    ]);
  });

  it('offers last December in January, across the year', () => {
    expect(logMonths(new Date('2026-12-31T17:30:00Z'))).toEqual([
      { monthIndex: 0, year: 2027, label: 'January 2027' },
      { monthIndex: 11, year: 2026, label: 'December 2026' },
    ]);
  });

  it('ends a 31-day month correctly', () => {
    expect(logMonths(new Date('2026-08-31T16:00:00Z'))[0].monthIndex).toBe(7);
    expect(logMonths(new Date('2026-08-31T17:00:00Z'))[0].monthIndex).toBe(8);
  });
});

describe('recentMonths: the inbox’s twelve months', () => {
  it('goes back across the year with each month’s own year, newest first', () => {
    const months = recentMonths(12, new Date('2027-02-10T05:00:00Z'));
    expect(months.map((month) => month.label)).toEqual([
      'February 2027',
      'January 2027',
      'December 2026',
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
    ]);
    expect(months[2]).toEqual({ monthIndex: 11, year: 2026, label: 'December 2026' });
    expect(new Set(months.map((month) => month.monthIndex)).size).toBe(12);
  });
});

describe('isoDay', () => {
  it.each([
    ['2026-11-21', '2026-11-21'],
    ['21-11-2026', '2026-11-21'],
    ['21/11/2026', '2026-11-21'],
    ['2026/11/21', '2026-11-21'],
    ['21.11.2026', '2026-11-21'],
    ['21112026', '2026-11-21'],
    [' 29-02-2028 ', '2028-02-29'],
    ['yesterday', null],
    ['1-2-2026', null],
    ['31-02-2026', null],
    ['29-02-2026', null],
    ['2026-13-01', null],
    ['00-01-2026', null],
  ])('%p → %p', (text, day) => {
    expect(isoDay(text)).toBe(day);
  });
});

describe('formatJakarta: every pattern the app writes, in both languages (no Intl, no date library)', () => {
  // 25-11-2026 17:05:09 UTC is Thursday 26-11-2026 00:05:09 in Jakarta.
  const instant = '2026-11-25T17:05:09Z';
  it.each([
    ['yyyy-MM-dd', 'en', '2026-11-26'],
    ['dd-MM-yyyy', 'en', '26-11-2026'],
    ['dd-MM-yyyy HH:mm', 'en', '26-11-2026 00:05'],
    ['HH:mm:ss', 'en', '00:05:09'],
    ['ddMMyyyy', 'en', '26112026'],
    ['yyyy-MM', 'en', '2026-11'],
    ['M', 'en', '11'],
    ['MMMM yyyy', 'en', 'November 2026'],
    ['EEEE, dd-MM-yyyy', 'en', 'Thursday, 26-11-2026'],
    ['MMMM yyyy', 'id', 'November 2026'],
    ['EEEE, dd-MM-yyyy', 'id', 'Kamis, 26-11-2026'],
  ] as const)('%s in %s is %s', async (pattern, language, expected) => {
    await i18n.changeLanguage(language);
    try {
      expect(formatJakarta(instant, pattern)).toBe(expected);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names months and weekdays in Indonesian as the spec writes them', async () => {
    await i18n.changeLanguage('id');
    try {
      expect(formatJakarta('2026-08-07T03:00:00Z', 'EEEE d MMMM yyyy')).toBe('Jumat 7 Agustus 2026');
      expect(formatJakarta('2026-02-01T03:00:00Z', 'EEEE, MMMM')).toBe('Minggu, Februari');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('refuses an instant that is none', () => {
    expect(() => formatJakarta('not a date', 'yyyy')).toThrow(RangeError);
  });
});
