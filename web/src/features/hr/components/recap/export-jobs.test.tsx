import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { loadArea, switchLanguage } from '../../../../i18n';
import { renderAt } from '../../../../test/render';
import { HrCancelExportDocument, HrExportJobsDocument } from '../../gql/graphql';
import { ExportJobs, type AskExport } from './export-jobs';

const job = (
  id: string,
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'CANCELLED' | 'FAILED',
  done: number,
  total: number | null,
  format = 'xlsx',
  failure: string | null = null,
  kind = 'recap',
) => ({
  __typename: 'ExportJob' as const,
  id,
  kind,
  name: `${kind === 'recap' ? 'hadir-recap-2026-11' : 'hadir-leave-2026-11-01-to-2026-11-30'}.${format}`,
  format,
  state,
  done,
  total,
  downloadUrl: state === 'DONE' ? `/api/v1/hr/exports/${id}/file` : null,
  failure,
});
const listing = (jobs: ReturnType<typeof job>[]) => ({
  request: { query: HrExportJobsDocument },
  result: { data: { hrExportJobs: jobs } },
  maxUsageCount: 20,
});
/** A screen's ask that is never pressed. */
const idle: AskExport = () => Promise.resolve(null);

afterEach(() => switchLanguage('en'));

const STALLED =
  'The export stopped twice before it was finished (the server preparing it went away). Please ask for it again; if it keeps failing, contact support.';

describe("ExportJobs (HR's exports, prepared as jobs, on the recap, leave recap and overtime screens)", () => {
  it.each([
    ['en', 'hadir-recap-2026-11.xlsx · failed', STALLED],
    [
      'id',
      'hadir-recap-2026-11.xlsx · gagal',
      'Ekspor berhenti dua kali sebelum selesai (server yang menyiapkannya hilang). Silakan minta lagi; jika terus gagal, hubungi dukungan.',
    ],
  ] as const)('says why a failed export failed, in %s', async (language, line, why) => {
    await loadArea('hrFailures');
    await switchLanguage(language);
    renderAt(<ExportJobs ask={idle} />, {
      mocks: [listing([job('f', 'FAILED', 40, 100, 'xlsx', STALLED)])],
    });
    const failed = await screen.findByRole('group', { name: 'hadir-recap-2026-11.xlsx' });
    expect(within(failed).getByText(line)).toBeInTheDocument();
    expect(within(failed).getByText(why)).toBeInTheDocument();
    expect(within(failed).queryByRole('link', { name: /Download|Unduh/ })).not.toBeInTheDocument();
  });

  it('shows how far each export is, its download once ready, and cancels one being prepared', async () => {
    let cancelled = false;
    renderAt(<ExportJobs ask={idle} />, {
      mocks: [
        listing([job('b', 'RUNNING', 3, 10, 'csv'), job('a', 'DONE', 10, 10)]),
        {
          request: { query: HrCancelExportDocument, variables: { id: 'b' } },
          result: () => {
            cancelled = true;
            return { data: { hrCancelExport: job('b', 'CANCELLED', 3, 10, 'csv') } };
          },
        },
      ],
    });
    const running = await screen.findByRole('group', { name: 'hadir-recap-2026-11.csv' });
    expect(within(running).getByText('hadir-recap-2026-11.csv · being prepared')).toBeInTheDocument();
    expect(within(running).getByText('3 of 10 people')).toBeInTheDocument();
    expect(within(running).getByRole('progressbar', { name: 'Preparing hadir-recap-2026-11.csv' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    const ready = screen.getByRole('group', { name: 'hadir-recap-2026-11.xlsx' });
    expect(within(ready).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/v1/hr/exports/a/file');
    expect(within(ready).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    fireEvent.click(within(running).getByRole('button', { name: 'Cancel' }));
    expect(await within(running).findByText('hadir-recap-2026-11.csv · cancelled')).toBeInTheDocument();
    expect(cancelled).toBe(true);
  });

  it("counts a leave or overtime recap's file in requests, the recap's in people", async () => {
    renderAt(<ExportJobs ask={idle} />, {
      mocks: [listing([job('l', 'RUNNING', 25, 60, 'csv', null, 'leave-recap'), job('r', 'RUNNING', 3, 10)])],
    });
    const leave = await screen.findByRole('group', { name: 'hadir-leave-2026-11-01-to-2026-11-30.csv' });
    expect(within(leave).getByText('25 of 60 requests')).toBeInTheDocument();
    const recap = screen.getByRole('group', { name: 'hadir-recap-2026-11.xlsx' });
    expect(within(recap).getByText('3 of 10 people')).toBeInTheDocument();
  });

  it("asks for the screen's file in the format pressed, and lists it as waiting", async () => {
    const ask = jest.fn<AskExport>(() => Promise.resolve({ id: 'c' }));
    renderAt(<ExportJobs ask={ask} />, {
      mocks: [
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [] } } },
        listing([job('c', 'QUEUED', 0, null)]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Prepare XLSX' }));
    expect(ask).toHaveBeenCalledWith('xlsx');
    const waiting = await screen.findByRole('group', { name: 'hadir-recap-2026-11.xlsx' });
    expect(within(waiting).getByText('hadir-recap-2026-11.xlsx · waiting')).toBeInTheDocument();
    expect(
      within(waiting).getByRole('progressbar', { name: 'Preparing hadir-recap-2026-11.xlsx' }),
    ).toBeInTheDocument();
  });

  it('lists the file asked for even when Prepare is pressed before the list has come (its refetch joined the first, empty, answer)', async () => {
    renderAt(<ExportJobs ask={() => Promise.resolve({ id: 'd' })} />, {
      mocks: [
        // The first list is still on its way when the button is pressed.
        { request: { query: HrExportJobsDocument }, result: { data: { hrExportJobs: [] } }, delay: 300 },
        listing([job('d', 'QUEUED', 0, null)]),
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare XLSX' }));
    const waiting = await screen.findByRole('group', { name: 'hadir-recap-2026-11.xlsx' });
    expect(within(waiting).getByText('hadir-recap-2026-11.xlsx · waiting')).toBeInTheDocument();
  });

  it('says so when the file could not be asked for, and the buttons work again', async () => {
    renderAt(<ExportJobs ask={() => Promise.reject(new Error('Unknown leave type'))} />, {
      mocks: [listing([])],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Prepare CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The export could not be asked for. Try again.');
    expect(screen.getByRole('button', { name: 'Prepare CSV' })).toBeEnabled();
  });
});
