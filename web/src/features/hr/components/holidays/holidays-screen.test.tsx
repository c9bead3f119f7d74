import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jakartaDay } from '../../../../lib/jakarta';
import { renderAt } from '../../../../test/render';
import { HrHolidaysDocument } from '../../gql/graphql';
import { HolidaysScreen } from './holidays-screen';

const year = Number(jakartaDay(Date.now()).slice(0, 4));

const SKB = 'SKB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (19-09-2025)';

const day = (date: string, name: string, kind: 'NATIONAL' | 'COMPANY' | 'CUTI_BERSAMA', removed = false) => ({
  __typename: 'HrHoliday' as const,
  date: `${year}-${date}`,
  name,
  kind,
  countsAgainstLeave: false,
  source: kind === 'COMPANY' ? null : SKB,
  decreed: kind !== 'COMPANY',
  removed,
});

const holidays = {
  request: { query: HrHolidaysDocument, variables: { year } },
  result: {
    data: {
      hrHolidays: [
        day('05-01', 'Hari Buruh Internasional', 'NATIONAL', true),
        day('08-17', 'Proklamasi Kemerdekaan', 'NATIONAL'),
        day('11-05', 'Ulang tahun perusahaan', 'COMPANY'),
        day('12-24', 'Cuti Bersama Kelahiran Yesus Kristus', 'CUTI_BERSAMA'),
      ],
    },
  },
};

const row = (name: string) => screen.getByText(name).closest('li')!;

describe('/hr/holidays', () => {
  it('shows whether the company observes a national day apart from the button that changes it', async () => {
    renderAt(<HolidaysScreen />, { mocks: [holidays] });
    await screen.findByText('Proklamasi Kemerdekaan');

    const observed = within(row('Proklamasi Kemerdekaan'));
    expect(observed.getByText('Observed')).toBeInTheDocument();
    expect(observed.getByRole('button', { name: 'Make it a working day' })).toBeInTheDocument();
    expect(observed.queryByRole('button', { name: 'Observed' })).not.toBeInTheDocument();

    const notObserved = within(row('Hari Buruh Internasional'));
    expect(notObserved.getByText('Not observed by this company')).toBeInTheDocument();
    expect(notObserved.getByRole('button', { name: 'Observe again' })).toBeInTheDocument();

    // A company's own day has no observed state: it is there or deleted.
    const own = within(row('Ulang tahun perusahaan'));
    expect(own.queryByText('Observed')).not.toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(own.queryByText(/^Set by/)).not.toBeInTheDocument();
    expect(screen.queryByText('Does not apply')).not.toBeInTheDocument();
  });

  it("shows the SKB's cuti bersama with its decree, and lets HR make it a working day as a national one", async () => {
    renderAt(<HolidaysScreen />, { mocks: [holidays] });
    await screen.findByText('Cuti Bersama Kelahiran Yesus Kristus');
    const cutiBersama = within(row('Cuti Bersama Kelahiran Yesus Kristus'));
    expect(cutiBersama.getByText('Cuti bersama')).toBeInTheDocument();
    expect(cutiBersama.getByText(`Set by ${SKB}`)).toBeInTheDocument();
    expect(cutiBersama.getByText('Observed')).toBeInTheDocument();
    expect(cutiBersama.getByRole('button', { name: 'Make it a working day' })).toBeInTheDocument();
  });
});
