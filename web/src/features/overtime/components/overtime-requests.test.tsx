import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import {
  AskOvertimeDocument,
  ConsentOvertimeDocument,
  OvertimeRequestDocument,
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
});
