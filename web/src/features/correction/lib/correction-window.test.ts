import { describe, expect, it } from '@jest/globals';
import { correctionWindow, isInCorrectionWindow, jakartaInstant } from './correction-window';

// 21 November 2026, 09:30:45 in Jakarta (02:30:45 UTC).
const now = new Date('2026-11-21T02:30:45Z');

describe('the correction window (rules §9: yesterday 00:00 to now, Jakarta time)', () => {
  it('opens at yesterday 00:00 WIB', () => {
    expect(isInCorrectionWindow('2026-11-20', '00:00', now)).toBe(true);
  });

  it('closes at now, to the minute', () => {
    expect(isInCorrectionWindow('2026-11-21', '09:30', now)).toBe(true);
    expect(isInCorrectionWindow('2026-11-21', '09:31', now)).toBe(false);
  });

  it('refuses the day before yesterday, even its last minute', () => {
    expect(isInCorrectionWindow('2026-11-19', '23:59', now)).toBe(false);
    expect(isInCorrectionWindow('2026-11-19', '08:00', now)).toBe(false);
  });

  it('refuses tomorrow', () => {
    expect(isInCorrectionWindow('2026-11-22', '00:00', now)).toBe(false);
  });

  it('uses the Jakarta day, not UTC: 23:30 UTC is already the next day in Jakarta', () => {
    const lateUtc = new Date('2026-11-20T23:30:00Z'); // 21 Nov 06:30 WIB
    expect(isInCorrectionWindow('2026-11-20', '00:00', lateUtc)).toBe(true);
    expect(isInCorrectionWindow('2026-11-19', '23:59', lateUtc)).toBe(false);
  });

  it('gives the pickers their min and max', () => {
    expect(correctionWindow(now)).toMatchObject({
      minDate: '2026-11-20',
      maxDate: '2026-11-21',
      maxTimeToday: '09:30',
    });
    expect(correctionWindow(now).from).toEqual(new Date('2026-11-19T17:00:00Z'));
  });

  it('refuses a day or time that is not real', () => {
    expect(jakartaInstant('2026-02-30', '08:00')).toBeNull();
    expect(jakartaInstant('2026-11-20', '24:00')).toBeNull();
    expect(isInCorrectionWindow('', '08:00', now)).toBe(false);
  });
});

describe("the company's correction window (issue 25: calendar days back, set by HR)", () => {
  // Monday 16 November 2026, 09:00 in Jakarta.
  const monday = new Date('2026-11-16T02:00:00Z');

  it('with 3 days, Monday reaches Friday 00:00 and offers Friday to today; Thursday stays out', () => {
    expect(isInCorrectionWindow('2026-11-13', '17:05', monday, 3)).toBe(true);
    expect(isInCorrectionWindow('2026-11-13', '00:00', monday, 3)).toBe(true);
    expect(isInCorrectionWindow('2026-11-12', '23:59', monday, 3)).toBe(false);
    expect(correctionWindow(monday, 3)).toMatchObject({
      minDate: '2026-11-13',
      maxDate: '2026-11-16',
      days: ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16'],
    });
  });

  it('with the default 1 day, Friday is out on Monday and the pickers offer yesterday and today', () => {
    expect(isInCorrectionWindow('2026-11-13', '17:05', monday)).toBe(false);
    expect(correctionWindow(monday).days).toEqual(['2026-11-15', '2026-11-16']);
  });

  it('still closes at now, whatever its width', () => {
    expect(isInCorrectionWindow('2026-11-16', '09:01', monday, 31)).toBe(false);
    expect(correctionWindow(monday, 31).minDate).toBe('2026-10-16');
  });
});
