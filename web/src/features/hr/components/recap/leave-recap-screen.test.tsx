import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { HrLeaveRecapDocument } from '../../gql/graphql';
import { LeaveRecapScreen } from './leave-recap-screen';

/** The leave recap as the gateway answers it: the company's types come with it (its policies, an HR-added one too). */
const answer = (type: string | null, items: { id: string; type: string }[]) => ({
  request: {
    query: HrLeaveRecapDocument,
    variables: { filter: { from: null, to: null, status: null, type }, page: 1, pageSize: 25 },
  },
  result: {
    data: {
      hrLeaveRecap: {
        __typename: 'LeaveRecapPage' as const,
        from: '2026-11-01',
        to: '2026-11-30',
        total: items.length,
        items: items.map((item) => ({
          __typename: 'LeaveRecapItem' as const,
          ...item,
          nik: 10001,
          name: 'Ade Rahmat Hidayat',
          division: 'OPS',
          duration: 'Full Day',
          startDate: '2026-11-16',
          endDate: '2026-11-17',
          days: 2,
          status: 'Approved',
          decidedBy: 'Dewi Lestari',
        })),
        byStatus: [],
        leaveTypes: ['Cuti Tahunan', 'Sakit', 'Cuti Ayah'],
      },
    },
  },
});

describe('LeaveRecapScreen (issue 44)', () => {
  it("offers the company's leave types from the recap's answer, an HR-added one too, and filters by it", async () => {
    renderAt(<LeaveRecapScreen />, {
      mocks: [
        answer(null, [
          { id: '1', type: 'Sakit' },
          { id: '2', type: 'Cuti Ayah' },
        ]),
        answer('Cuti Ayah', [{ id: '2', type: 'Cuti Ayah' }]),
      ],
    });
    const grid = await screen.findByRole('grid', { name: 'Leave recap' });
    expect(await within(grid).findByText('Sakit')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Leave type' }));
    const options = within(screen.getByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Cuti Tahunan',
      'Sakit',
      'Cuti Ayah',
    ]);
    fireEvent.click(options.getByRole('option', { name: 'Cuti Ayah' }));
    expect(screen.getByRole('combobox', { name: 'Leave type' })).toHaveTextContent('Cuti Ayah');
    await waitFor(() => expect(within(grid).queryByText('Sakit')).not.toBeInTheDocument());
    expect(within(grid).getByText('Cuti Ayah')).toBeInTheDocument();
  });
});
