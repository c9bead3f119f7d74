import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '../../../lib/session-store';
import { LiveClock } from './live-clock';

// Issue 45 case 8: a person's clock reads their own zone, and names it (WIB, WITA, WIT).
beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-25T16:59:58Z') });
});
afterEach(() => {
  jest.useRealTimers();
  sessionStore.clear();
});

describe('LiveClock', () => {
  it.each([
    [undefined, '23:59:58', 'Wednesday, 25-11-2026 WIB', '00:00:01', 'Thursday, 26-11-2026 WIB'],
    ['Asia/Makassar', '00:59:58', 'Thursday, 26-11-2026 WITA', '01:00:01', 'Thursday, 26-11-2026 WITA'],
    ['Asia/Jayapura', '01:59:58', 'Thursday, 26-11-2026 WIT', '02:00:01', 'Thursday, 26-11-2026 WIT'],
  ])('%s: %s, %s, then a tick later %s', (timeZone, clock, date, later, laterDate) => {
    sessionStore.set({ nik: '10001', name: 'Agus', roleId: 1, photoUrl: null, timeZone });
    render(<LiveClock />);
    expect([screen.getByTestId('live-clock').textContent, screen.getByTestId('live-date').textContent]).toEqual([
      clock,
      date,
    ]);
    act(() => jest.advanceTimersByTime(3000));
    expect([screen.getByTestId('live-clock').textContent, screen.getByTestId('live-date').textContent]).toEqual([
      later,
      laterDate,
    ]);
  });
});
