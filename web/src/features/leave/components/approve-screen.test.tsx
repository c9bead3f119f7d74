import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApproveLeaveDocument, LeaveDetailDocument, RejectLeaveDocument } from '../../../gql/graphql';
import { signedInWithCanvas } from '../../../test/signed-in-with-canvas';
import { renderAt } from '../../../test/render';
import { ApproveScreen } from './approve-screen';

const detail = (status: 'Pending' | 'Approved', extra: object = {}) => ({
  __typename: 'LeaveDetail' as const,
  id: '7',
  type: 'Cuti Tahunan',
  reason: 'Mudik lebaran',
  startDate: '2031-04-01',
  endDate: '2031-04-03',
  duration: 'Full Day',
  startTime: null,
  endTime: null,
  status,
  attachmentUrl: '/files/attachment/a.pdf',
  signatureUrl: '/images/signature/e.png',
  supervisorSignatureUrl: null,
  description: null,
  replacementDate: null,
  createdAt: '2031-03-20T02:00:00.000Z',
  decidedAt: null,
  supervisorName: 'Dewi Lestari',
  employeeName: 'Ade Rahmat Hidayat',
  employeeNik: '10001',
  employeeDepartment: 'Operations Jakarta',
  pdfName: null as string | null,
  ...extra,
});
const detailMock = (status: 'Pending' | 'Approved', extra: object = {}) => ({
  request: { query: LeaveDetailDocument, variables: { id: '7' } },
  result: { data: { leaveDetail: detail(status, extra) } },
});
const routes = [{ path: '/inbox', element: <p>inbox page</p> }];

signedInWithCanvas({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });

async function open(mocks: object[]) {
  const view = renderAt(<ApproveScreen />, {
    path: '/approve/:ibxid/:id',
    at: '/approve/3/7',
    routes,
    mocks: mocks as never[],
  });
  await act(async () => jest.advanceTimersByTime(2000));
  await screen.findByRole('heading', { name: 'Leave Request Approval' });
  return view;
}

function drawSignature() {
  const canvas = screen.getByRole('img', { name: 'Supervisor Signature canvas' });
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: 60, clientY: 40 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 60, clientY: 40 });
}

describe('ApproveScreen', () => {
  it('shows the form of a Pending request in English, the department by name, with the employee’s signature', async () => {
    await open([detailMock('Pending')]);
    expect(screen.getByRole('heading', { name: 'Leave Request' })).toBeInTheDocument();
    const sheet = screen.getByRole('article', { name: 'FORMULIR IZIN / CUTI / SAKIT' });
    for (const text of [
      'Ade Rahmat Hidayat',
      '10001',
      'Department',
      'Operations Jakarta',
      'Dates absent',
      'Approved by,',
      'Applicant,',
      '01-04-2031 – 03-04-2031',
      'Cuti Tahunan',
      'Mudik lebaran',
      'Dewi Lestari',
    ]) {
      expect(sheet).toHaveTextContent(text);
    }
    expect(screen.getByRole('img', { name: 'Signature of Ade Rahmat Hidayat' })).toHaveAttribute(
      'src',
      '/images/signature/e.png',
    );
    expect(screen.getByRole('button', { name: 'Download Attachment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('asks to select a description first and sends nothing', async () => {
    const sent = jest.fn(() => ({ data: { approveLeave: { message: 'Leave request approved' } } }));
    await open([
      detailMock('Pending'),
      { request: { query: ApproveLeaveDocument, variables: () => true }, result: sent },
    ]);
    drawSignature();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Select description first!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('Select description first!')).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('a replacement day off (Libur Pengganti) asks for its date; approving sends it once and lands on the inbox', async () => {
    const sent = jest.fn((variables: Record<string, unknown>) => {
      void variables;
      return { data: { approveLeave: { __typename: 'Result' as const, message: 'Leave request approved' } } };
    });
    const { router } = await open([
      detailMock('Pending'),
      { request: { query: ApproveLeaveDocument, variables: () => true }, result: sent, delay: 50, maxUsageCount: 3 },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Replacement day off' }));
    drawSignature();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.getByText('Choose the date of the replacement day off')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date of the replacement day off'), { target: { value: '10-04-2031' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toMatchObject({
      leaveId: '7',
      inboxId: '3',
      description: 'Libur Pengganti',
      replacementDate: '2031-04-10',
    });
    expect((sent.mock.calls[0][0] as { signature: File }).signature.name).toMatch(/^Signature-Dewi-\d{8}-\d{13}\.png$/);
  });

  it('asks before rejecting: Cancel sends nothing; confirming rejects without a description and lands on the inbox', async () => {
    const rejected = jest.fn(() => ({
      data: { rejectLeave: { __typename: 'Result' as const, message: 'Leave request rejected' } },
    }));
    const { router } = await open([
      detailMock('Pending'),
      { request: { query: RejectLeaveDocument, variables: { leaveId: '7', inboxId: '3' } }, result: rejected },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const question = screen.getByRole('dialog');
    expect(question).toHaveTextContent(
      'Reject this request? It is removed for good and the employee is told it was rejected.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await act(async () => jest.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rejected).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/approve/3/7');

    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await act(async () => jest.advanceTimersByTime(10));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
  });

  it('an Approved request shows both signatures, its Keterangan, the day it was decided and the signed PDF, and no decision controls', async () => {
    await open([
      detailMock('Approved', {
        supervisorSignatureUrl: '/images/signature/s.png',
        description: 'Alpa',
        // 23:30 UTC on the 21st is already the 22nd in Jakarta.
        decidedAt: '2031-03-21T23:30:00.000Z',
        pdfName: 'leave-7.pdf',
      }),
    ]);
    expect(screen.getByText(/22-03-2031/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Supervisor signature of Dewi Lestari' })).toHaveAttribute(
      'src',
      '/images/signature/s.png',
    );
    expect(screen.getByRole('radio', { name: 'Absent without leave' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'View the signed form (PDF)' })).toHaveAttribute(
      'href',
      '/leave-view/leave-7.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Supervisor Signature canvas' })).not.toBeInTheDocument();
  });

  it('shows why the request could not be loaded with Try again, which brings it', async () => {
    renderAt(<ApproveScreen />, {
      path: '/approve/:ibxid/:id',
      at: '/approve/3/7',
      routes,
      mocks: [
        { request: { query: LeaveDetailDocument, variables: { id: '7' } }, error: new Error('Server is busy') },
        detailMock('Pending'),
      ] as never[],
    });
    await act(async () => jest.advanceTimersByTime(2000));
    expect(await screen.findByRole('alert')).toHaveTextContent('The leave request could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Leave Request Approval' })).toBeInTheDocument();
  });
});
