import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { AttendanceDetailDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { DetailScreen } from './detail-screen';

const record = (address: string | null) => ({
  __typename: 'AttendanceDetail' as const,
  id: '7',
  date: '2026-03-09',
  time: '07:58',
  clocking: true,
  locationName: 'Kantor Pusat Jakarta',
  address,
  latitude: -6.2,
  longitude: 106.816666,
  photoUrl: null,
  description: null,
  isCorrection: false,
  review: null,
});

const detailMock = (address: string | null) => ({
  request: { query: AttendanceDetailDocument, variables: { id: '7' } },
  result: { data: { attendanceDetail: record(address) } },
});

describe('DetailScreen', () => {
  it('shows the street address the api stored under the location name', async () => {
    renderAt(<DetailScreen />, {
      path: '/detail/:id',
      at: '/detail/7',
      mocks: [detailMock('Jalan M.H. Thamrin, Menteng, Jakarta Pusat')],
    });
    const location = (await screen.findByText('Location')).nextElementSibling!;
    expect(location).toHaveTextContent('Kantor Pusat JakartaJalan M.H. Thamrin, Menteng, Jakarta Pusat');
    expect(screen.getByTestId('detail-address')).toHaveTextContent('Jalan M.H. Thamrin, Menteng, Jakarta Pusat');
  });

  it('shows the location name alone when the record has no address (reverse geocoding is off by default)', async () => {
    renderAt(<DetailScreen />, { path: '/detail/:id', at: '/detail/7', mocks: [detailMock(null)] });
    const location = (await screen.findByText('Location')).nextElementSibling!;
    expect(location).toHaveTextContent(/^Kantor Pusat Jakarta$/);
    expect(screen.queryByTestId('detail-address')).not.toBeInTheDocument();
  });
});
