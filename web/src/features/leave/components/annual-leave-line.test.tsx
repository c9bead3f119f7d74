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
    const line = await screen.findByRole('link', { name: 'Annual leave: 9 of 12 days left' });
    expect(line).toHaveAttribute('href', '/leave');
    expect(screen.queryByText(/Cuti Haid/)).not.toBeInTheDocument();
  });

  it('speaks Bahasa Indonesia', async () => {
    await switchLanguage('id');
    renderAt(<AnnualLeaveLine />, { mocks: [balances([row('Cuti Tahunan', 'annual', 12, 3)])] });
    expect(await screen.findByRole('link', { name: 'Cuti tahunan: sisa 9 dari 12 hari' })).toBeInTheDocument();
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
