import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskShiftSwapDocument, ShiftSwapsDocument, SwapTeamDocument } from '../../../gql/graphql';
import { loadArea, switchLanguage } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { renderAt } from '../../../test/render';
import { SwapsScreen } from './swaps-screen';

const asked = {
  __typename: 'ShiftSwap' as const,
  id: '5',
  day: '2033-03-01',
  status: 'ASKED' as const,
  requesterNik: 20003,
  requesterName: 'Putri Ayu Lestari',
  colleagueNik: 20005,
  colleagueName: 'Wulan Sari',
};
const list = (rows: (typeof asked)[]) => ({
  request: { query: ShiftSwapsDocument },
  result: { data: { shiftSwaps: rows } },
});
const team = (day: string) => ({
  request: { query: SwapTeamDocument, variables: { day } },
  result: {
    data: { swapTeam: [{ __typename: 'SwapMate' as const, nik: 20005, name: 'Wulan Sari', shift: 'Rota Siang' }] },
  },
});

beforeAll(async () => {
  await loadArea('swap');
  sessionStore.set({ nik: '20003', name: 'Putri Ayu Lestari', roleId: 3, photoUrl: null });
});
afterEach(() => switchLanguage('en'));

describe('SwapsScreen (/swaps)', () => {
  it("takes the day as dd-mm-yyyy, offers that day's teammates, and asks for the swap on it", async () => {
    renderAt(<SwapsScreen />, {
      path: '/swaps',
      mocks: [
        list([]),
        team('2033-03-01'),
        {
          request: { query: AskShiftSwapDocument, variables: { day: '2033-03-01', colleagueNik: 20005 } },
          result: {
            data: {
              askShiftSwap: {
                __typename: 'ShiftSwapResult' as const,
                message: 'Shift swap asked',
                swap: { __typename: 'ShiftSwap' as const, id: '5', status: 'ASKED' as const },
              },
            },
          },
        },
        list([asked]),
      ],
    });
    expect(await screen.findByText('No shift swaps yet')).toBeInTheDocument();
    const day = screen.getByRole('textbox', { name: 'Day' });
    expect(day).toHaveAttribute('placeholder', 'dd-mm-yyyy');
    expect(screen.getByRole('combobox', { name: 'Colleague (same team)' })).toHaveAttribute('aria-disabled', 'true');

    const user = userEvent.setup();
    await user.type(day, '01032033');
    expect(day).toHaveValue('01-03-2033');
    const colleague = screen.getByRole('combobox', { name: 'Colleague (same team)' });
    await waitFor(() => expect(colleague).not.toHaveAttribute('aria-disabled'));
    await user.click(colleague);
    await user.click(await screen.findByRole('option', { name: 'Wulan Sari · Rota Siang' }));
    await user.click(screen.getByRole('button', { name: 'Ask to swap' }));

    expect(await screen.findByText('Shift swap asked')).toBeInTheDocument();
    const card = await screen.findByLabelText('01-03-2033 Putri Ayu Lestari ↔ Wulan Sari');
    expect(within(card).getByText('Waiting for the colleague')).toBeInTheDocument();
  });

  it('says under the field when the day is not on the calendar, and offers nobody until it is', async () => {
    renderAt(<SwapsScreen />, { path: '/swaps', mocks: [list([])] });
    await screen.findByText('No shift swaps yet');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '31-02-2033');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('That day is not on the calendar');
    expect(screen.getByRole('combobox', { name: 'Colleague (same team)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Ask to swap' })).toBeDisabled();
  });

  it('reads dd-mm-yyyy in Indonesian too', async () => {
    await switchLanguage('id');
    await loadArea('swap');
    renderAt(<SwapsScreen />, { path: '/swaps', mocks: [list([asked])] });
    expect(await screen.findByLabelText('01-03-2033 Putri Ayu Lestari ↔ Wulan Sari')).toHaveTextContent(
      'Menunggu rekan',
    );
    expect(screen.getByRole('textbox', { name: 'Tanggal' })).toHaveAttribute('placeholder', 'hh-bb-tttt');
  });
});
