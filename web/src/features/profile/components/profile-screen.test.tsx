import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ProfileDocument, UpdateProfileDocument } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session-store';
import { renderAt } from '../../../test/render';
import { ProfileScreen } from './profile-screen';

const ade = {
  __typename: 'User' as const,
  id: '1',
  nik: '10001',
  name: 'Ade Rahmat Hidayat',
  gender: 'Laki-laki',
  email: 'ade.rahmat@hadir.test',
  phone: '081234567801',
  address: 'Jl. Kebon Jeruk No. 1, Jakarta',
  birthDate: '1994-08-17',
  birthPlace: 'Jakarta',
  company: 'HADIR',
  division: 'OPS',
  subdivision: 'OPS-FIELD',
  department: 'OPS-JKT',
  companyName: 'Hadir',
  divisionName: 'Operations',
  subdivisionName: 'Field Operations',
  departmentName: 'Operations Jakarta',
  photoUrl: null,
  roleId: 1,
  blood: 'O',
  joinDate: '2021-06-14T00:00:00.000Z',
};

const profileMock = { request: { query: ProfileDocument }, result: { data: { me: ade } } };

const pick = (file: File) => fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [file] } });
const bytes = (size: number) => new Uint8Array(size);

beforeEach(() => {
  sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
});
afterEach(() => {
  delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
});

describe('ProfileScreen', () => {
  it('shows every field of the user on three tabs, units by name, dates as dd-mm-yyyy', async () => {
    renderAt(<ProfileScreen />, { path: '/profile', mocks: [profileMock] });
    expect(await screen.findByLabelText('E-mail')).toHaveValue('ade.rahmat@hadir.test');
    expect(screen.getByLabelText('Phone')).toHaveValue('081234567801');
    expect(screen.getByLabelText('Address')).toHaveValue('Jl. Kebon Jeruk No. 1, Jakarta');

    fireEvent.click(screen.getByRole('tab', { name: 'Personal' }));
    const biograph = screen.getByRole('tabpanel');
    for (const text of ['Laki-laki', 'Jakarta', '17-08-1994', 'O'])
      expect(within(biograph).getByText(text)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Information' }));
    const information = screen.getByRole('tabpanel');
    for (const text of [
      'Hadir',
      'Operations',
      'Field Operations',
      'Operations Jakarta',
      '14-06-2021',
      '10001',
      'Employee',
    ]) {
      expect(within(information).getByText(text)).toBeInTheDocument();
    }
    for (const code of ['OPS', 'OPS-FIELD', 'OPS-JKT'])
      expect(within(information).queryByText(code)).not.toBeInTheDocument();
    expect(within(information).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends only the filled fields, so a blank phone keeps the current value', async () => {
    const saved = { ...ade, email: 'ade.baru@hadir.test', photoUrl: '/images/profile/new.jpg' };
    const mocks = [
      profileMock,
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: { email: 'ade.baru@hadir.test', address: 'Jl. Kebon Jeruk No. 1, Jakarta' },
            photo: null,
          },
        },
        result: { data: { updateProfile: saved } },
      },
    ];
    renderAt(<ProfileScreen />, { path: '/profile', mocks });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ade.baru@hadir.test' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile updated successfully');
    expect(screen.getByLabelText('Phone')).toHaveValue('081234567801');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ade.baru@hadir.test');
    expect(sessionStore.get()?.photoUrl).toBe('/images/profile/new.jpg');
  });

  it("refuses a photo over 2 MB with 'Attachment size too large, maximum 2 Mb!'", async () => {
    renderAt(<ProfileScreen />, { path: '/profile', mocks: [profileMock] });
    await screen.findByLabelText('E-mail');
    pick(new File([bytes(2_097_153)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Attachment size too large, maximum 2 Mb!');
  });

  it("refuses a photo wider than 4000 px with 'Image dimension exceed the limit'", async () => {
    const close = jest.fn();
    (globalThis as { createImageBitmap?: unknown }).createImageBitmap = jest.fn(async () => ({
      width: 4001,
      height: 3000,
      close,
    }));
    renderAt(<ProfileScreen />, { path: '/profile', mocks: [profileMock] });
    await screen.findByLabelText('E-mail');
    pick(new File([bytes(1000)], 'wide.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Image dimension exceed the limit');
    expect(close).toHaveBeenCalled();
  });

  it('refuses a file that is not a PNG or JPEG', async () => {
    renderAt(<ProfileScreen />, { path: '/profile', mocks: [profileMock] });
    await screen.findByLabelText('E-mail');
    pick(new File([bytes(10)], 'letter.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File not supported, please attach PNG or JPG format!');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the server message when saving fails', async () => {
    const { GraphQLError } = await import('graphql');
    const mocks = [
      profileMock,
      {
        request: {
          query: UpdateProfileDocument,
          variables: {
            input: { email: 'ade@', phone: '081234567801', address: 'Jl. Kebon Jeruk No. 1, Jakarta' },
            photo: null,
          },
        },
        result: {
          errors: [new GraphQLError('Enter a valid e-mail address', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ];
    renderAt(<ProfileScreen />, { path: '/profile', mocks });
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'ade@' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid e-mail address');
  });
});
