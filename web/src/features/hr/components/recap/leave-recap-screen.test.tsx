import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { HrExportJobsDocument, HrLeaveRecapDocument, HrRequestLeaveRecapExportDocument } from '../../gql/graphql';
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
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [] } } },
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

  it("asks for its file as a job with the screen's period and type, and shows it in HR's export list", async () => {
    const job = (state: 'QUEUED' | 'DONE') => ({
      __typename: 'ExportJob' as const,
      id: 'e1',
      kind: 'leave-recap',
      name: 'hadir-leave-2026-11-01-to-2026-11-30.csv',
      format: 'csv',
      state,
      done: state === 'DONE' ? 1 : 0,
      total: state === 'DONE' ? 1 : null,
      downloadUrl: state === 'DONE' ? '/api/v1/hr/exports/e1/file' : null,
      failure: null,
    });
    let asked = false;
    renderAt(<LeaveRecapScreen />, {
      mocks: [
        answer(null, [{ id: '2', type: 'Cuti Ayah' }]),
        answer('Cuti Ayah', [{ id: '2', type: 'Cuti Ayah' }]),
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [] } } },
        {
          // The period the recap answered with (this month), since HR chose none; the type HR chose.
          request: {
            query: HrRequestLeaveRecapExportDocument,
            variables: {
              format: 'csv',
              filter: { from: '2026-11-01', to: '2026-11-30', status: null, type: 'Cuti Ayah' },
            },
          },
          result: () => {
            asked = true;
            return { data: { hrRequestLeaveRecapExport: job('QUEUED') } };
          },
        },
        {
          request: { query: HrExportJobsDocument },
          result: { data: { hrExportJobs: [job('DONE')] } },
          maxUsageCount: 5,
        },
      ],
    });
    await screen.findByRole('grid', { name: 'Leave recap' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Leave type' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Cuti Ayah' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prepare CSV' }));
    const file = await screen.findByRole('group', { name: 'hadir-leave-2026-11-01-to-2026-11-30.csv' });
    expect(asked).toBe(true);
    expect(within(file).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/v1/hr/exports/e1/file');
  });
});
