import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { switchLanguage } from '../../../../i18n';
import { renderAt } from '../../../../test/render';
import type { RecapRowFieldsFragment } from '../../gql/graphql';
import { RecapTable } from './recap-table';

const row = (nik: number, name: string, clockingsUnderReview: number, clockingsRejected: number) => ({
  __typename: 'RecapRow' as const,
  nik,
  name,
  division: 'OPS',
  subdivision: null,
  department: null,
  scheduledDays: 20,
  present: 12,
  restDaysWorked: 2,
  lateDays: 1,
  lateMinutes: 23,
  absent: 1,
  leave: [] as RecapRowFieldsFragment['leave'],
  leaveDays: 0,
  holidays: 1,
  cutiBersamaCounted: 0,
  missingClockOut: 0,
  corrections: 0,
  overtimeHours: 0,
  overtimeMultiplierHours: 0,
  clockingsUnderReview,
  clockingsRejected,
});

const table = (rows: ReturnType<typeof row>[], leaveTypes: string[] = []) => (
  <RecapTable
    rows={rows}
    month="2026-11"
    leaveTypes={leaveTypes}
    total={rows.length}
    loading={false}
    page={0}
    pageSize={25}
    onPage={() => {}}
  />
);

// HR's console on a wide screen (jsdom has no matchMedia: the table would take it for a phone and keep four columns).
beforeAll(() => {
  window.matchMedia = ((media: string) => ({
    matches: true,
    media,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterAll(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});
afterEach(() => switchLanguage('en'));

describe('RecapTable (issue 45: Present is the scheduled days; a rest day or holiday worked is its own column)', () => {
  it('shows Present and, beside it, the days worked on a rest day or holiday', async () => {
    renderAt(table([row(10001, 'Ade Rahmat Hidayat', 0, 0)]));
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers.indexOf('Worked on a rest day or holiday')).toBe(headers.indexOf('Present') + 1);
    expect(screen.getByRole('gridcell', { name: '2' })).toBeInTheDocument();
  });
});

describe('RecapTable (issue 29)', () => {
  it('shows the clock-ins under review as a link to the review queue on that person, and those rejected', async () => {
    renderAt(table([row(10001, 'Ade Rahmat Hidayat', 2, 1), row(10002, 'Dewi Lestari', 0, 0)]));
    expect(await screen.findByRole('columnheader', { name: 'Clock-ins under review' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Clock-ins rejected' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Review Ade Rahmat Hidayat's 2 clock-ins under review" })).toHaveAttribute(
      'href',
      '/hr/review?nik=10001',
    );
    // Nothing to settle: a plain 0, no link.
    expect(screen.queryByRole('link', { name: /Dewi Lestari's/ })).not.toBeInTheDocument();
  });

  it('Bahasa Indonesia: the headers and the link in Indonesian', async () => {
    await switchLanguage('id');
    renderAt(table([row(10001, 'Ade Rahmat Hidayat', 1, 0)]));
    expect(await screen.findByRole('columnheader', { name: 'Absen sedang ditinjau' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Tinjau 1 absen Ade Rahmat Hidayat yang sedang ditinjau' }),
    ).toHaveAttribute('href', '/hr/review?nik=10001');
  });
});

describe('RecapTable (issue 44)', () => {
  it("has a column per leave type the page names (the company's policies, an HR-added one too), with the person's days", async () => {
    const ade = { ...row(10001, 'Ade Rahmat Hidayat', 0, 0), leave: [{ type: 'Cuti Ayah', days: 2 }], leaveDays: 2 };
    renderAt(table([ade], ['Sakit', 'Cuti Ayah']));
    expect(await screen.findByRole('columnheader', { name: 'Cuti Ayah' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sakit' })).toBeInTheDocument();
    const cells = screen.getAllByRole('gridcell');
    expect(cells.find((cell) => cell.getAttribute('data-field') === 'leave:Cuti Ayah')).toHaveTextContent('2');
    expect(cells.find((cell) => cell.getAttribute('data-field') === 'leave:Sakit')).toHaveTextContent('0');
  });
});
