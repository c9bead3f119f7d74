import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage } from '../../../i18n';
import { MyCorrectionsDocument, WithdrawCorrectionDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { PendingCorrections } from './pending-corrections';

// Issue 45 case 10: the person's own correction requests still waiting for their supervisor, each of
// which they may withdraw (asked once more), as a pending leave or overtime request is withdrawn.
const pending = (id: string, clocking: boolean, time: string) => ({
  __typename: 'Correction' as const,
  id,
  date: '20-11-2026',
  time,
  clocking,
  status: 'Pending' as const,
});
const listed = (...items: ReturnType<typeof pending>[]) => ({
  request: { query: MyCorrectionsDocument },
  result: { data: { myCorrections: items } },
});

describe('PendingCorrections', () => {
  it('lists what waits and withdraws one after asking; the list then shows the rest', async () => {
    await switchLanguage('en');
    renderAt(<PendingCorrections />, {
      mocks: [
        listed(pending('7', true, '07:55'), pending('8', false, '17:05')),
        {
          request: { query: WithdrawCorrectionDocument, variables: { id: '7' } },
          result: {
            data: {
              withdrawCorrection: { __typename: 'Result' as const, message: 'Attendance correction request withdrawn' },
            },
          },
        },
        listed(pending('8', false, '17:05')),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Waiting for your supervisor' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Clock In on 20-11-2026 at 07:55Withdraw',
      'Clock Out on 20-11-2026 at 17:05Withdraw',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw: Clock In on 20-11-2026 at 07:55' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Withdraw your correction request (Clock In on 20-11-2026 at 07:55)? Your supervisor is told, and you may ask again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Attendance correction request withdrawn')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('button', { name: 'Withdraw: Clock Out on 20-11-2026 at 17:05' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw: Clock In on 20-11-2026 at 07:55' })).not.toBeInTheDocument();
  });

  it('says it in Indonesian', async () => {
    await switchLanguage('id');
    const { unmount } = renderAt(<PendingCorrections />, { mocks: [listed(pending('9', false, '17:05'))] });
    try {
      expect(await screen.findByRole('heading', { name: 'Menunggu atasan Anda' })).toBeInTheDocument();
      expect(screen.getByRole('listitem')).toHaveTextContent('Absen Pulang 20-11-2026 pukul 17:05Tarik kembali');
    } finally {
      unmount();
      await switchLanguage('en');
    }
  });

  it('shows nothing while none waits', async () => {
    await switchLanguage('en');
    const { container } = renderAt(<PendingCorrections />, { mocks: [listed()] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
