import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { MonthDays, type MonthDay } from './month-days';

const day = (date: string, extra: Partial<MonthDay>): MonthDay => ({
  date,
  weekday: 1,
  scheduleName: 'Pagi',
  scheduleStart: '08:00',
  scheduleEnd: '17:00',
  status: 'PRESENT',
  lateMinutes: 0,
  halfDay: false,
  missingClockOut: false,
  corrected: false,
  ...extra,
});

describe("a person's month (HR and the supervisor)", () => {
  it('lists every pair of a day of several sessions, the open one as "In since", and each day\'s worked time (issue 25)', () => {
    renderAt(
      <MonthDays
        days={[
          day('2026-11-02', {
            firstIn: '2026-11-02T00:55:00Z',
            lastOut: '2026-11-02T10:05:00Z',
            sessions: [
              { in: '2026-11-02T00:55:00Z', out: '2026-11-02T10:05:00Z' },
              { in: '2026-11-02T10:15:00Z', out: null },
            ],
            workedMinutes: 550,
          }),
          day('2026-11-03', {
            firstIn: '2026-11-03T00:55:00Z',
            lastOut: '2026-11-03T10:05:00Z',
            sessions: [{ in: '2026-11-03T00:55:00Z', out: '2026-11-03T10:05:00Z' }],
            workedMinutes: 550,
          }),
          day('2026-11-04', { status: 'ABSENT', sessions: [], workedMinutes: 0 }),
        ]}
      />,
    );
    const row = (date: string) => screen.getAllByRole('row').find((item) => item.getAttribute('data-date') === date)!;
    const pairs = within(within(row('2026-11-02')).getByRole('group', { name: 'Clock-in and clock-out pairs' }))
      .getAllByText(/./)
      .map((line) => line.textContent);
    expect(pairs).toEqual(['07:55 – 17:05', 'In since 17:15', '9 h 10 m worked']);
    // One pair is the clock-in and clock-out columns: the worked time alone.
    const single = within(within(row('2026-11-03')).getByRole('group'))
      .getAllByText(/./)
      .map((line) => line.textContent);
    expect(single).toEqual(['9 h 10 m worked']);
    expect(within(row('2026-11-04')).queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Worked' })).toBeInTheDocument();
  });

  it("says a day's overtime: the planned times, its status, the hours counted and the multiplier-hours (issue 27)", () => {
    renderAt(
      <MonthDays
        days={[
          day('2026-11-18', {
            sessions: [{ in: '2026-11-18T00:55:00Z', out: '2026-11-18T12:04:00Z' }],
            workedMinutes: 540,
            overtime: { status: 'Approved', start: '17:00', end: '19:00', countedMinutes: 120, multiplierHours: 3.5 },
          }),
          day('2026-11-21', {
            status: 'OFF',
            sessions: [],
            workedMinutes: 0,
            overtime: { status: 'Pending', start: '08:00', end: '12:00', countedMinutes: 0, multiplierHours: 0 },
          }),
          day('2026-11-19', { sessions: [], workedMinutes: 0 }),
        ]}
      />,
    );
    const row = (date: string) => screen.getAllByRole('row').find((item) => item.getAttribute('data-date') === date)!;
    expect(within(row('2026-11-18')).getByText(/^Overtime/)).toHaveTextContent(
      'Overtime 17:00–19:00 (Approved): 2 h counted, 3.5 multiplier-hours',
    );
    expect(within(row('2026-11-21')).getByText(/^Overtime/)).toHaveTextContent(
      'Overtime 08:00–12:00 (Pending): 0 h counted, 0 multiplier-hours',
    );
    expect(within(row('2026-11-19')).queryByText(/^Overtime/)).not.toBeInTheDocument();
  });
});
