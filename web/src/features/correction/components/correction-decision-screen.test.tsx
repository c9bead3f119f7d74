import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { CorrectionDocument, DecideCorrectionDocument, type CorrectionStatus } from '../../../gql/graphql';
import { renderAt } from '../../../test/render';
import { CorrectionDecisionScreen } from './correction-decision-screen';

const pending = {
  __typename: 'Correction' as const,
  id: '7',
  employeeName: 'Ade Rahmat Hidayat',
  employeeNik: '10001',
  date: '20-11-2026',
  time: '08:05',
  clocking: true,
  reason: 'Lupa Clock In / Clock Out',
  locationName: null,
  latitude: null,
  longitude: null,
  status: 'Pending' as CorrectionStatus,
  photoUrl: '/images/correction/a.jpg',
  attachmentUrl: '/files/correction/b.pdf',
  createdAt: '2026-11-21T02:00:00.000Z',
  decidedAt: null as string | null,
};

const read = (correction = pending) => ({
  request: { query: CorrectionDocument, variables: { id: '7' } },
  result: { data: { correction } },
});
const routes = [{ path: '/inbox', element: <p>inbox page</p> }];
const openAt = (mocks: NonNullable<Parameters<typeof renderAt>[1]>['mocks']) =>
  renderAt(<CorrectionDecisionScreen />, { path: '/correction/:ibxid/:id', at: '/correction/12/7', mocks, routes });

describe('CorrectionDecisionScreen', () => {
  it('shows who asked, the day, time, clocking, reason, photo and attachment', async () => {
    openAt([read()]);
    expect(await screen.findByText('Ade Rahmat Hidayat')).toBeInTheDocument();
    for (const text of [
      '10001',
      '20-11-2026',
      '08:05',
      'Clock In',
      'Forgot to clock in / clock out',
      '21-11-2026 09:00',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('img', { name: 'Selfie of Ade Rahmat Hidayat for this request' })).toHaveAttribute(
      'src',
      '/images/correction/a.jpg',
    );
    expect(screen.getByRole('link', { name: 'Download attachment' })).toHaveAttribute(
      'href',
      '/files/correction/b.pdf',
    );
    expect(screen.getByLabelText('Status: Pending')).toBeInTheDocument();
  });

  it('approves once, blocks both buttons while in flight, and lands on the inbox', async () => {
    const mocks = [
      read(),
      {
        request: { query: DecideCorrectionDocument, variables: { id: '7', inboxId: '12', decision: 'Approved' } },
        result: {
          data: { decideCorrection: { __typename: 'Result' as const, message: 'Attendance correction approved' } },
        },
        delay: 50,
      },
    ];
    openAt(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Attendance correction approved');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByText('inbox page')).toBeInTheDocument());
  });

  it('shows the refusal and lets the supervisor try again', async () => {
    const mocks = [
      read(),
      {
        request: { query: DecideCorrectionDocument, variables: { id: '7', inboxId: '12', decision: 'Rejected' } },
        result: {
          errors: [new GraphQLError('This request has already been decided', { extensions: { code: 'CONFLICT' } })],
        },
      },
    ];
    openAt(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const question = screen.getByRole('dialog');
    expect(question).toHaveTextContent('Reject this correction? The attendance stays as it was');
    fireEvent.click(within(question).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request has already been decided');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled());
  });

  it('offers no decision once the request is decided', async () => {
    openAt([read({ ...pending, status: 'Approved', decidedAt: '2026-11-21T03:00:00.000Z' })]);
    expect(await screen.findByLabelText('Status: Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
