import { describe, expect, it } from '@jest/globals';
import { jakartaDisplayDate, jakartaHourMinute } from '../lib/jakarta.js';
import { correctionWindow, isInCorrectionWindow, jakartaInstant } from './window.js';

// 05-03-2026 10:30 in Jakarta (WIB, UTC+7).
const now = new Date('2026-03-05T03:30:00Z');
const at = (date: string, time: string) => jakartaInstant(date, time)!;

describe('the correction date window (yesterday 00:00 to now, Jakarta time)', () => {
  it('accepts yesterday 00:00 WIB and now', () => {
    expect(isInCorrectionWindow(at('2026-03-04', '00:00'), now)).toBe(true);
    expect(isInCorrectionWindow(at('2026-03-05', '10:30'), now)).toBe(true);
    expect(isInCorrectionWindow(now, now)).toBe(true);
  });

  it('refuses the day before yesterday 23:59 WIB, tomorrow, and two minutes ahead', () => {
    expect(isInCorrectionWindow(at('2026-03-03', '23:59'), now)).toBe(false);
    expect(isInCorrectionWindow(at('2026-03-06', '00:00'), now)).toBe(false);
    expect(isInCorrectionWindow(at('2026-03-05', '10:32'), now)).toBe(false);
  });

  it('counts days in Jakarta, not UTC: at 00:05 WIB, "yesterday" is the Jakarta day before', () => {
    const justAfterMidnight = new Date('2026-03-04T17:05:00Z'); // 05-03-2026 00:05 WIB
    expect(correctionWindow(justAfterMidnight).from.toISOString()).toBe('2026-03-03T17:00:00.000Z');
    expect(isInCorrectionWindow(at('2026-03-04', '00:00'), justAfterMidnight)).toBe(true);
    expect(isInCorrectionWindow(at('2026-03-03', '23:59'), justAfterMidnight)).toBe(false);
  });
});

describe('jakartaInstant', () => {
  it('reads yyyy-mm-dd and HH:mm (or HH:mm:ss) as Jakarta wall-clock time', () => {
    expect(at('2026-03-05', '07:55').toISOString()).toBe('2026-03-05T00:55:00.000Z');
    expect(at('2026-03-05', '07:55:30').toISOString()).toBe('2026-03-05T00:55:30.000Z');
    expect(jakartaDisplayDate(at('2026-03-05', '00:10'))).toBe('05-03-2026');
    expect(jakartaHourMinute(at('2026-03-05', '00:10'))).toBe('00:10');
  });

  it('refuses dates and times that do not exist', () => {
    for (const [date, time] of [
      ['2026-02-30', '08:00'],
      ['2026-13-01', '08:00'],
      ['05-03-2026', '08:00'],
      ['2026-03-05', '24:00'],
      ['2026-03-05', '8:00'],
      ['2026-03-05', '08:60'],
    ]) {
      expect(jakartaInstant(date, time)).toBeNull();
    }
  });
});
