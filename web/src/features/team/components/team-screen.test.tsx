import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TeamRecapDocument, TeamTodayDocument } from '../gql/graphql';
import { renderAt } from '../../../test/render';
import { TeamScreen } from './team-screen';

const person = (nik: number, name: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'TeamMember' as const,
  nik,
  name,
  date: '2026-11-20',
  status,
  firstIn: null,
  lateMinutes: 0,
  leaveType: null,
  holiday: null,
  flagged: false,
  ...extra,
});

const today = {
  request: { query: TeamTodayDocument },
  result: {
    data: {
      teamToday: {
        __typename: 'TeamToday' as const,
        date: '2026-11-20',
        people: [
          person(10001, 'Ade Rahmat Hidayat', 'LATE', {
            firstIn: '2026-11-20T02:23:00.000Z',
            lateMinutes: 23,
            flagged: true,
          }),
          person(10003, 'Sri Wahyuni', 'LEAVE', { leaveType: 'Sakit' }),
          // At a WITA site near midnight: already Saturday there.
          person(10004, 'Budi Santoso', 'NOT_YET', { date: '2026-11-21' }),
        ],
      },
    },
  },
};

const recap = {
  request: { query: TeamRecapDocument, variables: { month: null } },
  result: {
    data: {
      teamRecap: {
        __typename: 'RecapPage' as const,
        month: '2026-11',
        through: '2026-11-20',
        total: 1,
        items: [
          {
            __typename: 'RecapRow' as const,
            nik: 10001,
            name: 'Ade Rahmat Hidayat',
            scheduledDays: 14,
            present: 12,
            restDaysWorked: 1,
            lateDays: 1,
            lateMinutes: 23,
            absent: 1.5,
            leaveDays: 0.5,
            missingClockOut: 0,
          },
        ],
      },
    },
  },
};

describe('TeamScreen', () => {
  it("shows who's in today with a status in words, and the team's month with a link to each person", async () => {
    renderAt(<TeamScreen />, { mocks: [today, recap] });
    const list = await screen.findByRole('list', { name: "Who's in today" });
    const [ade, sri, budi] = within(list).getAllByRole('listitem');
    expect(ade).toHaveTextContent('Ade Rahmat Hidayat');
    expect(ade).toHaveTextContent('10001 · in at 09:23');
    expect(within(ade).getByText('Late 23 min')).toBeInTheDocument();
    // Ade's clock-in today is flagged (issue 29): the supervisor sees it on the list.
    expect(within(ade).getByText('Needs review')).toBeInTheDocument();
    expect(within(sri).queryByText('Needs review')).not.toBeInTheDocument();
    expect(sri).toHaveTextContent('10003 · Sakit');
    expect(within(sri).getByText('Leave')).toBeInTheDocument();
    expect(within(budi).getByText('Not in yet')).toBeInTheDocument();
    expect(budi).toHaveTextContent('10004 · already 21-11-2026 there');
    expect(sri).not.toHaveTextContent('already');
    expect(screen.getByText('20-11-2026')).toBeInTheDocument();

    const month = await screen.findByRole('list', { name: "The team's month" });
    const link = within(month).getByRole('link', { name: /Ade Rahmat Hidayat/ });
    expect(link).toHaveTextContent('Present 12/14 · rest day or holiday 1 · late 1 (23 min) · absent 1.5 · leave 0.5');
    expect(link).toHaveAttribute('href', '/team/10001?month=2026-11');
  });

  it('says when the team could not be loaded, and Try again asks again', async () => {
    const refused = { request: { query: TeamTodayDocument }, error: new Error('offline') };
    renderAt(<TeamScreen />, { mocks: [refused, recap, today] });
    const failed = await screen.findByText('Your team could not be loaded.');
    expect(failed).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Late 23 min')).toBeInTheDocument();
  });

  it('says so when nobody reports to the supervisor yet', async () => {
    const nobody = { ...today, result: { data: { teamToday: { ...today.result.data.teamToday, people: [] } } } };
    const noRows = {
      ...recap,
      result: { data: { teamRecap: { ...recap.result.data.teamRecap, total: 0, items: [] } } },
    };
    renderAt(<TeamScreen />, { mocks: [nobody, noRows] });
    await waitFor(() => expect(screen.getAllByText('Nobody reports to you yet.')).toHaveLength(2));
  });
});
