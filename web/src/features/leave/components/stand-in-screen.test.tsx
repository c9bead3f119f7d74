import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  AddLeaveDelegationDocument,
  LeaveDelegationsDocument,
  RemoveLeaveDelegationDocument,
} from '../../../gql/graphql';
import { loadArea, switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { StandInScreen } from './stand-in-screen';

const siti = {
  __typename: 'LeaveDelegation' as const,
  id: '7',
  nik: '10003',
  name: 'Siti Aminah',
  fromDate: '2033-03-01',
  toDate: '2033-03-05',
};
const list = (rows: (typeof siti)[]) => ({
  request: { query: LeaveDelegationsDocument },
  result: { data: { leaveDelegations: rows } },
});

beforeAll(() => loadArea('standIn'));
afterEach(() => switchLanguage('en'));

const ENGLISH = { nik: "Colleague's NIK", from: 'From', to: 'To' };

async function fillForm(nik: string, from: string, to: string, labels = ENGLISH) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: labels.nik }), nik);
  await user.type(screen.getByRole('textbox', { name: labels.from }), from);
  await user.type(screen.getByRole('textbox', { name: labels.to }), to);
  return user;
}

describe('StandInScreen (Setting → Stand-in)', () => {
  it('names a colleague by NIK for dd-mm-yyyy dates, says who the api found, and lists them', async () => {
    renderAt(<StandInScreen />, {
      path: '/stand-in',
      mocks: [
        list([]),
        {
          request: {
            query: AddLeaveDelegationDocument,
            variables: { nik: '10003', fromDate: '2033-03-01', toDate: '2033-03-05' },
          },
          result: {
            data: {
              addLeaveDelegation: {
                __typename: 'LeaveDelegationResult' as const,
                message: 'Stand-in saved',
                delegation: { __typename: 'LeaveDelegation' as const, id: '7', name: 'Siti Aminah' },
              },
            },
          },
        },
        list([siti]),
      ],
    });
    expect(await screen.findByText('No stand-in named')).toBeInTheDocument();
    const user = await fillForm('10003', '01-03-2033', '05-03-2033');
    await user.click(screen.getByRole('button', { name: 'Name the stand-in' }));
    expect(await screen.findByText('Siti Aminah stands in for you from 01-03-2033 to 05-03-2033')).toBeInTheDocument();
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Siti Aminah · 10003');
    expect(row).toHaveTextContent('01-03-2033 – 05-03-2033');
    expect(screen.getByRole('textbox', { name: "Colleague's NIK" })).toHaveValue('');
  });

  it('asks for what is missing, and an end before the start, before anything is sent', async () => {
    renderAt(<StandInScreen />, { path: '/stand-in', mocks: [list([])] });
    await screen.findByText('No stand-in named');
    fireEvent.click(screen.getByRole('button', { name: 'Name the stand-in' }));
    expect(screen.getByText('NIK is required')).toBeInTheDocument();
    expect(screen.getByText('Start Date is required')).toBeInTheDocument();
    expect(screen.getByText('End Date is required')).toBeInTheDocument();

    // A start moved past the end is said at once.
    const user = await fillForm('10003', '01-03-2033', '05-03-2033');
    const from = screen.getByRole('textbox', { name: 'From' });
    await user.clear(from);
    await user.type(from, '10-03-2033');
    await user.tab();
    expect(screen.getByText('The stand-in period must end on or after its start')).toBeInTheDocument();
  });

  it("shows the api's refusal in the chosen language", async () => {
    await switchLanguage('id');
    await loadArea('failures');
    renderAt(<StandInScreen />, {
      path: '/stand-in',
      mocks: [
        list([]),
        {
          request: {
            query: AddLeaveDelegationDocument,
            variables: { nik: '10002', fromDate: '2033-03-01', toDate: '2033-03-05' },
          },
          result: {
            errors: [
              new GraphQLError('Choose someone else as your stand-in', {
                extensions: { code: 'BAD_USER_INPUT', reason: 'stand_in_self' },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByText('Belum ada pengganti');
    const user = await fillForm('10002', '01-03-2033', '05-03-2033', { nik: 'NIK rekan', from: 'Dari', to: 'Sampai' });
    await user.click(screen.getByRole('button', { name: 'Tetapkan pengganti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pilih orang lain sebagai pengganti');
  });

  it('removes a stand-in after asking', async () => {
    renderAt(<StandInScreen />, {
      path: '/stand-in',
      mocks: [
        list([siti]),
        {
          request: { query: RemoveLeaveDelegationDocument, variables: { id: '7' } },
          result: { data: { removeLeaveDelegation: { __typename: 'Result' as const, message: 'Stand-in removed' } } },
        },
        list([]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Siti Aminah as stand-in' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Siti Aminah as your stand-in from 01-03-2033 to 05-03-2033?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No stand-in named')).toBeInTheDocument();
    expect(screen.getByText('Stand-in removed')).toBeInTheDocument();
  });

  it('says so when the stand-ins cannot be loaded', async () => {
    renderAt(<StandInScreen />, {
      path: '/stand-in',
      mocks: [{ request: { query: LeaveDelegationsDocument }, error: new Error('boom') }],
    });
    expect(await screen.findByText('Your stand-ins could not be loaded')).toBeInTheDocument();
  });
});
