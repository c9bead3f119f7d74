import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { switchLanguage } from '../../../../i18n';
import { renderAt } from '../../../../test/render';
import {
  HrAdjustLeaveBalanceDocument,
  HrLeaveBalancesDocument,
  HrLeaveRulesDocument,
  HrSaveLeavePolicyDocument,
  HrSaveLeaveSettingsDocument,
} from '../../gql/graphql';
import { LeaveBalancesScreen } from './leave-balances-screen';

const balance = (nik: string, name: string, type: string, days: number) => ({
  __typename: 'HrLeaveBalance' as const,
  nik,
  name,
  type,
  balance: days,
});
const balances = (ade: number) => ({
  request: { query: HrLeaveBalancesDocument },
  result: {
    data: {
      hrLeaveBalances: [
        balance('10001', 'Ade Rahmat Hidayat', 'Cuti Tahunan', ade),
        balance('10001', 'Ade Rahmat Hidayat', 'Cuti Panjang', 0),
        balance('10003', 'Siti Aminah', 'Cuti Tahunan', 0),
        balance('10003', 'Siti Aminah', 'Cuti Panjang', 0),
      ],
    },
  },
});

const annual = {
  __typename: 'HrLeavePolicy' as const,
  type: 'Cuti Tahunan',
  kind: 'annual',
  tracksBalance: true,
  daysPerYear: 12,
  accrual: 'yearly',
  serviceMonths: 12,
  carryOverCap: 6,
  carryOverMonths: 6,
  maxDays: null,
  maxMonths: null,
  extraMonthsWithLetter: 0,
  maxDaysPerMonth: null,
  attachmentAfterDays: null,
  paid: true,
  allowNegative: false,
  active: true,
};
const sick = {
  ...annual,
  type: 'Sakit',
  kind: 'sick',
  tracksBalance: false,
  daysPerYear: 0,
  serviceMonths: 0,
  carryOverCap: 0,
  carryOverMonths: 0,
  attachmentAfterDays: 1,
};
const rules = (hours = 48, policies = [annual, sick]) => ({
  request: { query: HrLeaveRulesDocument },
  result: {
    data: {
      hrLeavePolicies: policies,
      hrLeaveSettings: { __typename: 'HrLeaveSettings' as const, escalateAfterHours: hours },
    },
  },
});

const table = () => screen.getByRole('table', { name: 'Leave balances per person' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;

afterEach(() => switchLanguage('en'));

describe('/hr/leave-balances', () => {
  it('shows people × leave types with their balances, found by NIK or name', async () => {
    renderAt(<LeaveBalancesScreen />, { mocks: [balances(18), rules()] });
    const ade = await screen.findByRole('cell', { name: 'Ade Rahmat Hidayat' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['NIK', 'Name', 'Cuti Tahunan', 'Cuti Panjang', '']);
    expect(ade.closest('tr')).toHaveTextContent('10001Ade Rahmat Hidayat18 days0 days');

    const search = screen.getByRole('textbox', { name: 'Search by NIK or name' });
    fireEvent.change(search, { target: { value: '1000' } });
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(search, { target: { value: 'siti' } });
    expect(within(table()).queryByRole('cell', { name: 'Ade Rahmat Hidayat' })).not.toBeInTheDocument();
    expect(rowOf('Siti Aminah')).toHaveTextContent('10003');
    fireEvent.change(search, { target: { value: '99' } });
    expect(screen.getByText('Nobody matches this search')).toBeInTheDocument();
  });

  it('adjusts a balance with days and a reason, asks first with the numbers, then reads the table again', async () => {
    renderAt(<LeaveBalancesScreen />, {
      mocks: [
        balances(18),
        rules(),
        {
          request: {
            query: HrAdjustLeaveBalanceDocument,
            variables: { input: { nik: '10001', type: 'Cuti Tahunan', days: 2, reason: 'Lembur akhir tahun' } },
          },
          result: {
            data: {
              hrAdjustLeaveBalance: {
                __typename: 'HrLeaveAdjustmentResult' as const,
                message: 'Leave balance adjusted',
                balance: 20,
              },
            },
          },
        },
        balances(20),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust the balance of Ade Rahmat Hidayat' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust a leave balance' });
    expect(dialog).toHaveTextContent('Now 18 days');

    // Nothing goes without days other than 0 and a reason.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(dialog).toHaveTextContent('Enter whole or half days other than 0');
    expect(dialog).toHaveTextContent('A reason is required');
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: 'Days' }), '0.3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Days' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Days' }), '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lembur akhir tahun');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await screen.findByText('Add 2 days to the Cuti Tahunan balance of Ade Rahmat Hidayat (18 → 20 days)?'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Ade Rahmat Hidayat now has 20 days of Cuti Tahunan')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowOf('Ade Rahmat Hidayat')).toHaveTextContent('20 days');
  });

  it('asks in red before days are taken off, and keeps the dialog open with the api’s refusal', async () => {
    const { GraphQLError } = await import('graphql');
    renderAt(<LeaveBalancesScreen />, {
      mocks: [
        balances(18),
        rules(),
        {
          request: {
            query: HrAdjustLeaveBalanceDocument,
            variables: { input: { nik: '10001', type: 'Cuti Panjang', days: -1.5, reason: 'Salah input' } },
          },
          result: {
            errors: [
              new GraphQLError('This leave type has no balance', {
                extensions: { code: 'BAD_USER_INPUT', reason: 'leave_type_no_balance' },
              }),
            ],
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust the balance of Ade Rahmat Hidayat' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust a leave balance' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Leave type' }));
    await user.click(screen.getByRole('option', { name: 'Cuti Panjang' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Days' }), '-1,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Salah input');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust' }));
    expect(
      await screen.findByText('Take 1.5 days off the Cuti Panjang balance of Ade Rahmat Hidayat (0 → -1.5 days)?'),
    ).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveClass('MuiButton-colorError');
    fireEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This leave type has no balance');
  });

  it('says so when nobody has a balance, and when the balances cannot be loaded', async () => {
    const empty = renderAt(<LeaveBalancesScreen />, {
      mocks: [{ request: { query: HrLeaveBalancesDocument }, result: { data: { hrLeaveBalances: [] } } }, rules()],
    });
    expect(await screen.findByText('No leave balances yet')).toBeInTheDocument();
    empty.unmount();
    renderAt(<LeaveBalancesScreen />, {
      mocks: [{ request: { query: HrLeaveBalancesDocument }, error: new Error('boom') }, rules()],
    });
    expect(await screen.findByText('The leave balances could not be loaded')).toBeInTheDocument();
  });

  it('speaks Bahasa Indonesia', async () => {
    await switchLanguage('id');
    renderAt(<LeaveBalancesScreen />, { mocks: [balances(18), rules()] });
    expect(await screen.findByRole('table', { name: 'Saldo cuti per orang' })).toHaveTextContent('18 hari');
    expect(screen.getByRole('button', { name: 'Sesuaikan saldo Ade Rahmat Hidayat' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pengaturan cuti' })).toBeInTheDocument();
  });
});

describe('/hr/leave-balances: leave settings', () => {
  it('lists the policies and changes the escalation hours', async () => {
    renderAt(<LeaveBalancesScreen />, {
      mocks: [
        balances(18),
        rules(48),
        {
          request: { query: HrSaveLeaveSettingsDocument, variables: { input: { escalateAfterHours: 24 } } },
          result: { data: { hrSaveLeaveSettings: { __typename: 'Result' as const, message: 'Leave settings saved' } } },
        },
        rules(24),
        balances(18),
      ],
    });
    const policies = await screen.findByRole('table', { name: 'Leave policies' });
    const annualRow = within(policies).getByRole('cell', { name: 'Cuti Tahunan' }).closest('tr')!;
    expect(annualRow).toHaveTextContent('Cuti TahunanAnnualYes12Yearly, on the work anniversary66—Yes');
    expect(within(policies).getByRole('cell', { name: 'Sakit' }).closest('tr')).toHaveTextContent('SakitSickNo—');

    const hours = screen.getByRole('textbox', { name: /working hours/ });
    expect(hours).toHaveValue('48');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.change(hours, { target: { value: '1000' } });
    expect(screen.getByText('Enter whole hours from 0 to 720')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(hours, { target: { value: '24' } });
    fireEvent.click(save);
    expect(await screen.findByText('Leave settings saved')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /working hours/ })).toHaveValue('24');
  });

  it('edits a policy whole in a dialog', async () => {
    renderAt(<LeaveBalancesScreen />, {
      mocks: [
        balances(18),
        rules(),
        {
          request: {
            query: HrSaveLeavePolicyDocument,
            variables: { input: { ...strip(annual), carryOverCap: 3, accrual: 'monthly' } },
          },
          result: { data: { hrSaveLeavePolicy: { __typename: 'Result' as const, message: 'Leave policy saved' } } },
        },
        rules(48, [{ ...annual, carryOverCap: 3, accrual: 'monthly' }, sick]),
        balances(18),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the Cuti Tahunan policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the Cuti Tahunan policy' });
    expect(within(dialog).getByRole('textbox', { name: /Leave type/ })).toBeDisabled();
    const cap = within(dialog).getByRole('textbox', { name: 'Days carried over at most' });
    fireEvent.change(cap, { target: { value: 'x' } });
    expect(dialog).toHaveTextContent('Enter a number from 0 to 365');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(cap, { target: { value: '3' } });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('combobox', { name: 'Accrual' }));
    await user.click(screen.getByRole('option', { name: 'Monthly, pro rata' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Cuti Tahunan policy is saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Leave policies' }))
        .getByRole('cell', { name: 'Cuti Tahunan' })
        .closest('tr'),
    ).toHaveTextContent('Monthly, pro rata');
  });

  it('says so when the settings cannot be loaded', async () => {
    renderAt(<LeaveBalancesScreen />, {
      mocks: [balances(18), { request: { query: HrLeaveRulesDocument }, error: new Error('boom') }],
    });
    expect(await screen.findByText('The leave settings could not be loaded')).toBeInTheDocument();
  });
});

function strip<T extends { __typename?: string }>(policy: T): Omit<T, '__typename'> {
  const { __typename: _typename, ...rest } = policy;
  return rest;
}
