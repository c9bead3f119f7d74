import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { jakartaDay } from '../../../../lib/jakarta';
import { renderAt } from '../../../../test/render';
import { HrHolidaysDocument } from '../../gql/graphql';
import { HolidaysScreen } from './holidays-screen';

const year = Number(jakartaDay(Date.now()).slice(0, 4));

const day = (date: string, name: string, kind: 'NATIONAL' | 'COMPANY', removed = false) => ({
  __typename: 'HrHoliday' as const,
  date: `${year}-${date}`,
  name,
  kind,
  countsAgainstLeave: false,
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
    expect(screen.queryByText('Does not apply')).not.toBeInTheDocument();
  });
});
