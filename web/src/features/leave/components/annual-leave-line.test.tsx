import { afterEach, describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { LeaveBalancesDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { AnnualLeaveLine } from './annual-leave-line';
import { LeaveBalanceCard } from './leave-balance-card';

const row = (type: string, kind: string, balance: number, pending: number) => ({
  __typename: 'LeaveBalance' as const,
  type,
  kind,
  balance,
  pending,
  left: balance - pending,
});
const balances = (rows: ReturnType<typeof row>[]) => ({
  request: { query: LeaveBalancesDocument },
  result: { data: { leaveBalances: rows } },
});

afterEach(() => switchLanguage('en'));

describe('AnnualLeaveLine (Home)', () => {
  it('reads what is left of annual leave (pending requests taken off), whatever the company named it, and opens the leave screen', async () => {
    renderAt(<AnnualLeaveLine />, {
      mocks: [balances([row('Cuti Haid', 'menstrual', 2, 0), row('Cuti Tahunan', 'annual', 12, 3)])],
    });
    const line = await screen.findByRole('link', { name: 'Annual leave: 9 days left · 3 pending' });
    expect(line).toHaveAttribute('href', '/leave');
    expect(screen.queryByText(/Cuti Haid/)).not.toBeInTheDocument();
  });

  it('says the leave screen\'s numbers in its words, carried days in: one line, no "of N" that reads as a year\'s grant', async () => {
    // 12 granted this year and 6 carried from the last: the leave screen says 18 left.
    renderAt(
      <>
        <LeaveBalanceCard />
        <AnnualLeaveLine />
      </>,
      { mocks: [balances([row('Cuti Tahunan', 'annual', 18, 0)])] },
    );
    expect(await screen.findByLabelText('Cuti Tahunan: 18 days left')).toHaveTextContent('18 days left');
    expect(screen.getByRole('link', { name: 'Annual leave: 18 days left' })).toBeInTheDocument();
  });

  it('speaks Bahasa Indonesia', async () => {
    await switchLanguage('id');
    renderAt(<AnnualLeaveLine />, { mocks: [balances([row('Cuti Tahunan', 'annual', 12, 3)])] });
    expect(
      await screen.findByRole('link', { name: 'Cuti tahunan: sisa 9 hari · 3 menunggu persetujuan' }),
    ).toBeInTheDocument();
  });

  it('shows nothing for a company whose policies give no annual balance', async () => {
    // The leave screen's card reads the same query: once it shows the balances, the line has had them too.
    renderAt(
      <>
        <LeaveBalanceCard />
        <AnnualLeaveLine />
      </>,
      { mocks: [balances([row('Cuti Haid', 'menstrual', 2, 0)])] },
    );
    expect(await screen.findByText('Cuti Haid')).toBeInTheDocument();
    expect(screen.queryByText(/Annual leave/)).not.toBeInTheDocument();
  });
});
