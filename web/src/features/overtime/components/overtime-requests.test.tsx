import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AskOvertimeDocument,
  ConsentOvertimeDocument,
  OvertimeRequestDocument,
  OvertimeShiftDocument,
  OvertimeTeamMemberDocument,
  WithdrawOvertimeDocument,
  type OvertimeRequestFieldsFragment,
} from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { AskOvertimeScreen } from './ask-overtime-screen';
import { OvertimeApproveScreen } from './overtime-decision-screen';
import { OwnRequestActions } from './own-request-actions';

// Issue 45 case 10: a person's own undecided request can be agreed to later or withdrawn; the approver
// sees why Approve waits; a supervisor asks overtime of a team member.
const request = (over: Partial<OvertimeRequestFieldsFragment> = {}) => ({
  __typename: 'OvertimeRequest' as const,
  id: '7',
  employeeName: 'Ade Rahmat Hidayat',
  employeeNik: 10001,
  date: '2031-05-06',
  start: '17:00',
  end: '19:00',
  endDate: '2031-05-06',
  plannedMinutes: 120,
  reason: 'Stock opname',
  workingDay: true,
  askedByEmployee: true,
  consentedAt: null,
  consentDevice: null,
  status: 'Pending' as OvertimeRequestFieldsFragment['status'],
  ...over,
});

describe('OwnRequestActions', () => {
  it('agrees later to a request sent without "I agree"', async () => {
    let changed = 0;
    renderAt(<OwnRequestActions request={request()} onChanged={() => (changed += 1)} />, {
      mocks: [
        {
          request: { query: ConsentOvertimeDocument, variables: { id: '7' } },
          result: {
            data: { consentOvertime: request({ consentedAt: '2031-05-01T03:00:00Z', consentDevice: 'Chrome' }) },
          },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: 'I agree to this overtime' }));
    expect(await screen.findByText('Overtime agreed')).toBeInTheDocument();
    expect(changed).toBe(1);
  });

  it('withdraws after asking, and offers nothing on a decided request', async () => {
    let changed = 0;
    const { unmount } = renderAt(
      <OwnRequestActions request={request({ consentedAt: '2031-05-01T03:00:00Z' })} onChanged={() => (changed += 1)} />,
      {
        mocks: [
          {
            request: { query: WithdrawOvertimeDocument, variables: { id: '7' } },
            result: {
              data: { withdrawOvertime: { __typename: 'Result' as const, message: 'Overtime request withdrawn' } },
            },
          },
        ],
      },
    );
    // Agreed already: only Withdraw.
    expect(screen.queryByRole('button', { name: 'I agree to this overtime' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Withdraw your overtime request for 06-05-2031, 17:00–19:00?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Overtime request withdrawn')).toBeInTheDocument();
    expect(changed).toBe(1);
    unmount();
    renderAt(<OwnRequestActions request={request({ status: 'Approved' })} onChanged={() => undefined} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('OvertimeApproveScreen', () => {
  it('says why Approve waits while the employee has not agreed', async () => {
    renderAt(<OvertimeApproveScreen />, {
      path: '/overtime/approve/:ibxid/:id',
      at: '/overtime/approve/3/7',
      mocks: [
        {
          request: { query: OvertimeRequestDocument, variables: { id: '7' } },
          result: { data: { overtimeRequest: request() } },
        },
      ],
    });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('Approve opens once Ade Rahmat Hidayat agrees to this overtime');
  });
});

const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
const shiftOn = (date: string, workingDay: boolean, start: string, end: string) => ({
  request: { query: OvertimeShiftDocument, variables: { date, nik: 10001 } },
  result: { data: { overtimeShift: { __typename: 'OvertimeShift' as const, date, workingDay, start, end } } },
});
const officeDay = (date: string) => shiftOn(date, true, '08:00', '17:00');

describe('AskOvertimeScreen', () => {
  it('asks overtime of the team member, without the consent tap (theirs to give)', async () => {
    renderAt(<AskOvertimeScreen />, {
      path: '/team/:nik/overtime',
      at: '/team/10001/overtime',
      mocks: [
        {
          request: { query: OvertimeTeamMemberDocument, variables: { nik: 10001 } },
          result: { data: { teamPersonMonth: { __typename: 'PersonMonth' as const, name: 'Ade Rahmat Hidayat' } } },
        },
        // An office day: the form's window, 17:00–19:00, starts at the shift's end.
        ...[jakartaToday(), '2031-05-06'].map((date) => officeDay(date)),
        {
          request: {
            query: AskOvertimeDocument,
            variables: {
              input: { nik: 10001, date: '2031-05-06', start: '17:00', end: '19:00', reason: 'Stock opname' },
            },
          },
          result: { data: { askOvertime: request({ askedByEmployee: false }) } },
        },
      ],
    });
    expect(await screen.findByText('Ask overtime of Ade Rahmat Hidayat')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '06-05-2031' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Stock opname' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask for overtime' }));
    expect(await screen.findByText('Overtime request submitted')).toBeInTheDocument();
  });

  it("offers the day's shift end as the start (a night worker's 06:00), and leaves times the supervisor typed alone", async () => {
    renderAt(<AskOvertimeScreen />, {
      path: '/team/:nik/overtime',
      at: '/team/10001/overtime',
      mocks: [
        {
          request: { query: OvertimeTeamMemberDocument, variables: { nik: 10001 } },
          result: { data: { teamPersonMonth: { __typename: 'PersonMonth' as const, name: 'Ade Rahmat Hidayat' } } },
        },
        officeDay(jakartaToday()),
        shiftOn('2031-05-06', true, '22:00', '06:00'),
        shiftOn('2031-05-10', false, '22:00', '06:00'),
      ],
    });
    const times = () => [
      (screen.getByLabelText('Planned start') as HTMLInputElement).value,
      (screen.getByLabelText('Planned end') as HTMLInputElement).value,
    ];
    await waitFor(() => expect(times()).toEqual(['17:00', '19:00']));
    // A night worker's Tuesday: the shift ends at 06:00, so the order runs 06:00–08:00 that morning.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '06-05-2031' } });
    await waitFor(() => expect(times()).toEqual(['06:00', '08:00']));
    // A Saturday (no shift): from the shift's usual start.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '10-05-2031' } });
    await waitFor(() => expect(times()).toEqual(['22:00', '00:00']));
    fireEvent.change(screen.getByLabelText('Planned start'), { target: { value: '20:00' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '06-05-2031' } });
    await waitFor(() => expect(times()).toEqual(['20:00', '00:00']));
  });
});
