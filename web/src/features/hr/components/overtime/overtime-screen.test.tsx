import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { HrExportJobsDocument, HrOvertimeRecapDocument, HrRequestOvertimeRecapExportDocument } from '../../gql/graphql';
import { OvertimeScreen } from './overtime-screen';

const recap = (status: string | null) => ({
  request: {
    query: HrOvertimeRecapDocument,
    variables: { month: '2026-11', filter: { status }, page: 1, pageSize: 25 },
  },
  result: {
    data: {
      hrOvertimeRecap: {
        __typename: 'OvertimeRecapPage' as const,
        month: '2026-11',
        total: 0,
        items: [],
        byStatus: [],
      },
    },
  },
});

const job = (id: string, format: 'xlsx' | 'csv') => ({
  __typename: 'ExportJob' as const,
  id,
  kind: 'overtime-recap',
  name: `hadir-overtime-2026-11.${format}`,
  format,
  state: 'QUEUED' as const,
  done: 0,
  total: null,
  downloadUrl: null,
  failure: null,
});

describe('OvertimeScreen (issue 48: its file is an export job)', () => {
  it("asks for the month's file with the status chosen, and lists each in HR's export list", async () => {
    const asked: unknown[] = [];
    const ask = (variables: object, answer: ReturnType<typeof job>) => ({
      request: { query: HrRequestOvertimeRecapExportDocument, variables },
      result: () => {
        asked.push(variables);
        return { data: { hrRequestOvertimeRecapExport: answer } };
      },
    });
    renderAt(<OvertimeScreen />, {
      path: '/hr/overtime',
      at: '/hr/overtime?month=2026-11',
      mocks: [
        recap(null),
        recap('Approved'),
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [] } } },
        ask({ month: '2026-11', format: 'xlsx', filter: { status: null } }, job('x', 'xlsx')),
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [job('x', 'xlsx')] } } },
        ask({ month: '2026-11', format: 'csv', filter: { status: 'Approved' } }, job('c', 'csv')),
        {
          request: { query: HrExportJobsDocument },
          result: { data: { hrExportJobs: [job('c', 'csv'), job('x', 'xlsx')] } },
          maxUsageCount: 20,
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare XLSX' }));
    const xlsx = await screen.findByRole('group', { name: 'hadir-overtime-2026-11.xlsx' });
    expect(within(xlsx).getByText('hadir-overtime-2026-11.xlsx · waiting')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Approved' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prepare CSV' }));
    expect(await screen.findByRole('group', { name: 'hadir-overtime-2026-11.csv' })).toBeInTheDocument();
    expect(asked).toEqual([
      { month: '2026-11', format: 'xlsx', filter: { status: null } },
      { month: '2026-11', format: 'csv', filter: { status: 'Approved' } },
    ]);
  });
});
