import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CancelLeaveDocument, LeaveBalancesDocument, LeaveListDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { LeaveScreen } from './leave-screen';

const leave = (
  id: string,
  status: 'Pending' | 'Approved' | 'Rejected',
  startDate: string,
  endDate: string,
  days: number | null = null,
) => ({
  __typename: 'Leave' as const,
  id,
  type: 'Sakit',
  startDate,
  endDate,
  status,
  days,
});
const listMock = (
  leaves: ReturnType<typeof leave>[],
  summary: { approved: number; rejected: number; pending: number },
) => ({
  request: { query: LeaveListDocument },
  result: {
    data: {
      leaves,
      leaveSummary: {
        __typename: 'LeaveSummary' as const,
        ...summary,
        total: summary.approved + summary.rejected + summary.pending,
      },
    },
  },
});

describe('LeaveScreen', () => {
  it('shows the summary, the requests with dd-mm-yyyy dates and styled statuses, and the create link', async () => {
    renderAt(<LeaveScreen />, {
      path: '/leave',
      mocks: [
        listMock(
          [
            leave('3', 'Pending', '2031-05-02', '2031-05-06', 3),
            leave('2', 'Approved', '2031-04-01', '2031-04-01', 0.5),
            leave('1', 'Rejected', '2031-03-01', '2031-03-02'),
            leave('0', 'Approved', '2031-02-02', '2031-02-02', 1),
          ],
          { approved: 1, rejected: 1, pending: 1 },
        ),
      ],
    });
    expect(await screen.findByLabelText('Approved 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Rejected 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Pending 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Total 3')).toBeInTheDocument();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    // Each request's working days (Friday to Tuesday over a weekend: 3), none for one older than the count.
    expect(rows[0]).toHaveTextContent('02-05-2031 – 06-05-2031 · 3 days');
    expect(rows[1]).toHaveTextContent('01-04-2031 · 0.5 days');
    expect(rows[1]).not.toHaveTextContent('–');
    expect(rows[2]).not.toHaveTextContent('days');
    // One day is "1 day", not "1 days".
    expect(rows[3]).toHaveTextContent(/02-02-2031 · 1 dayApproved$/);
    const chip = (row: HTMLElement, status: string) => within(row).getByText(status).closest('.MuiChip-root');
    expect(chip(rows[0], 'Pending')).toHaveClass('MuiChip-colorWarning');
    expect(chip(rows[1], 'Approved')).toHaveClass('MuiChip-colorSuccess');
    expect(chip(rows[2], 'Rejected')).toHaveClass('MuiChip-colorError');
    expect(screen.getByRole('link', { name: 'Create Leave Request' })).toHaveAttribute('href', '/add-leave');
  });

  it('withdraws a Pending request after asking, and reads the list again (issue 45 case 10)', async () => {
    const before = listMock(
      [leave('3', 'Pending', '2031-05-02', '2031-05-06', 3), leave('2', 'Approved', '2031-04-01', '2031-04-01', 1)],
      { approved: 1, rejected: 0, pending: 1 },
    );
    const after = listMock([leave('2', 'Approved', '2031-04-01', '2031-04-01', 1)], {
      approved: 1,
      rejected: 0,
      pending: 0,
    });
    // Annual leave: 12 days, 3 held by the Pending request (left 9); withdrawn, 12 are left again.
    const balances = (pending: number) => ({
      request: { query: LeaveBalancesDocument },
      result: {
        data: {
          leaveBalances: [
            {
              __typename: 'LeaveBalance' as const,
              type: 'Cuti Tahunan',
              kind: 'annual',
              balance: 12,
              pending,
              left: 12 - pending,
            },
          ],
        },
      },
    });
    renderAt(<LeaveScreen />, {
      path: '/leave',
      mocks: [
        before,
        balances(3),
        {
          request: { query: CancelLeaveDocument, variables: { leaveId: '3' } },
          result: { data: { cancelLeave: { __typename: 'Result' as const, message: 'Leave request cancelled' } } },
        },
        after,
        balances(0),
      ],
    });
    expect(await screen.findByText('9 days left · 3 pending')).toBeInTheDocument();
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    // Only the Pending one offers it.
    expect(within(rows[1]).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Withdraw your Sakit request for 02-05-2031 – 06-05-2031?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Leave request cancelled')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText('Pending 0')).toBeInTheDocument();
    expect(within(await screen.findByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('12 days left')).toBeInTheDocument();
  });

  it('says so when there are no requests yet', async () => {
    renderAt(<LeaveScreen />, { path: '/leave', mocks: [listMock([], { approved: 0, rejected: 0, pending: 0 })] });
    expect(await screen.findByText('No leave requests yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Total 0')).toBeInTheDocument();
  });

  it('when the list cannot be loaded the summary says so instead of shimmering, and Try again brings both', async () => {
    renderAt(<LeaveScreen />, {
      path: '/leave',
      mocks: [
        { request: { query: LeaveListDocument }, error: new Error('boom') },
        listMock([leave('2', 'Approved', '2031-04-01', '2031-04-01')], { approved: 1, rejected: 0, pending: 0 }),
      ],
    });
    const summary = screen.getByRole('region', { name: 'Leave Summary' });
    expect(await within(summary).findByText('The leave summary could not be loaded')).toBeInTheDocument();
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('The leave requests could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(summary).findByLabelText('Approved 1')).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });
});
