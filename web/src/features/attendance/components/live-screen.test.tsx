import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AttendanceMonthDocument, CheckAttendanceDocument } from '../../../gql/graphql';
import { logMonths } from '../../../lib/jakarta';
import { sessionStore } from '../../../lib/session-store';
import { nonceOffer } from '../lib/clock-outbox';
import { renderAt } from '../../../test/render';
import { LiveScreen } from './live-screen';

const stamp = (id: string, clocking: boolean, time: string) => ({
  __typename: 'AttendanceStamp' as const,
  id,
  clocking,
  time,
});
const pair = (clockIn: string | null, clockOut: string | null) => ({
  __typename: 'AttendancePair' as const,
  in: clockIn,
  out: clockOut,
});
const day = (
  date: string,
  total: number,
  attend: ReturnType<typeof stamp>[],
  sessions: ReturnType<typeof pair>[] = [],
  workedMinutes = 0,
) => ({
  __typename: 'AttendanceDay' as const,
  id: date,
  date,
  total,
  attend,
  sessions,
  workedMinutes,
});

const monthMock = (days: ReturnType<typeof day>[]) => ({
  request: { query: AttendanceMonthDocument, variables: { monthIndex: logMonths()[0].monthIndex } },
  result: { data: { attendanceMonth: days } },
});

const routes = [
  { path: '/clockin', element: <p>clock in page</p> },
  { path: '/clockout', element: <p>clock out page</p> },
];

describe('LiveScreen', () => {
  it('shows each day with its times, dashes for a missing half, and Details for every day, a normal one too (issue 46)', async () => {
    const mocks = [
      monthMock([
        day('2026-11-03', 3, [stamp('5', true, '08:00'), stamp('7', false, '17:30')]),
        day('2026-11-02', 2, [stamp('3', true, '08:05'), stamp('4', false, '17:00')]),
        day('2026-11-01', 1, [stamp('1', true, '07:55')]),
      ]),
    ];
    renderAt(<LiveScreen />, { path: '/live', mocks, routes });
    const days = await screen.findByRole('list', { name: 'Days of the month' });
    const [third, second, first] = within(days).getAllByRole('listitem');
    expect(third).toHaveAccessibleName('03-11-2026');
    expect(within(third).getByRole('link', { name: 'Details of 03-11-2026' })).toHaveAttribute(
      'href',
      '/attendance/list/2026-11-03',
    );
    expect(within(third).getByText('17:30')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Details of 02-11-2026' })).toHaveAttribute(
      'href',
      '/attendance/list/2026-11-02',
    );
    expect(within(first).getByText('07:55')).toBeInTheDocument();
    expect(within(first).getByText('--:--')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Details of 01-11-2026' })).toBeInTheDocument();
  });

  it('lists every pair of a day of several sessions, the open one last as "In since", with the worked time (issue 25)', async () => {
    const mocks = [
      monthMock([
        day(
          '2026-11-04',
          3,
          [stamp('8', true, '07:55'), stamp('9', false, '17:05')],
          [pair('07:55', '17:05'), pair('17:15', null)],
          550,
        ),
        day(
          '2026-11-03',
          4,
          [stamp('5', true, '07:55'), stamp('7', false, '17:05')],
          [pair('07:55', '12:00'), pair('13:00', '17:05')],
          490,
        ),
        day('2026-11-02', 2, [stamp('3', true, '08:05'), stamp('4', false, '17:15')], [pair('08:05', '17:15')], 550),
      ]),
    ];
    renderAt(<LiveScreen />, { path: '/live', mocks, routes });
    const days = await screen.findByRole('list', { name: 'Days of the month' });
    const [open, twoPairs, onePair] = within(days).getAllByRole('listitem');
    const pairs = (row: HTMLElement) =>
      within(within(row).getByRole('group', { name: 'Clock-in and clock-out pairs' }))
        .getAllByText(/./)
        .map((line) => line.textContent);
    // The open clock-in is the latest state, never hidden behind the first pair.
    expect(pairs(open)).toEqual(['07:55 – 17:05', 'In since 17:15', '9 h 10 m worked']);
    expect(pairs(twoPairs)).toEqual(['07:55 – 12:00', '13:00 – 17:05', '8 h 10 m worked']);
    // One pair keeps the two columns, and says what it worked.
    expect(within(onePair).queryByRole('group')).not.toBeInTheDocument();
    expect(within(onePair).getByText('17:15')).toBeInTheDocument();
    expect(within(onePair).getByText('9 h 10 m worked')).toBeInTheDocument();
  });

  it('says so when the month has no attendance', async () => {
    renderAt(<LiveScreen />, { path: '/live', mocks: [monthMock([])], routes });
    expect(await screen.findByText('No attendance this month')).toBeInTheDocument();
  });

  it('offers the current and the previous month', async () => {
    renderAt(<LiveScreen />, { path: '/live', mocks: [monthMock([])], routes });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(logMonths().map((month) => month.label));
  });

  it('shows the server refusal of the pre-check in the alert and stays', async () => {
    const mocks = [
      monthMock([]),
      {
        request: { query: CheckAttendanceDocument, variables: { clocking: false } },
        result: {
          errors: [new GraphQLError('You have not clocked in today', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ];
    const { router } = renderAt(<LiveScreen />, { path: '/live', mocks, routes });
    fireEvent.click(screen.getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have not clocked in today');
    expect(router.state.location.pathname).toBe('/live');
  });

  it("opens the clock-in screen when the pre-check passes, keeping the answer's nonce for the clock-in's signature", async () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const mocks = [
      monthMock([]),
      {
        request: { query: CheckAttendanceDocument, variables: { clocking: true } },
        result: {
          data: {
            checkAttendance: {
              __typename: 'AttendanceCheck' as const,
              message: 'You can clock in now',
              nonce: { __typename: 'ClockingNonce' as const, nonce: 'n-ahead' },
            },
          },
        },
      },
    ];
    renderAt(<LiveScreen />, { path: '/live', mocks, routes });
    fireEvent.click(screen.getByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(screen.getByText('clock in page')).toBeInTheDocument());
    expect(nonceOffer.take('10001')).toBe('n-ahead');
    sessionStore.clear();
  });

  it('opens the clock-in screen on an answer without a nonce (an older api): the clock-in then asks for its own', async () => {
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const mocks = [
      monthMock([]),
      {
        request: { query: CheckAttendanceDocument, variables: { clocking: true } },
        result: {
          data: {
            checkAttendance: { __typename: 'AttendanceCheck' as const, message: 'You can clock in now', nonce: null },
          },
        },
      },
    ];
    renderAt(<LiveScreen />, { path: '/live', mocks, routes });
    fireEvent.click(screen.getByRole('button', { name: 'Clock In' }));
    await waitFor(() => expect(screen.getByText('clock in page')).toBeInTheDocument());
    expect(nonceOffer.take('10001')).toBeNull();
    sessionStore.clear();
  });
});
