import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FileLeaveDocument, LeavePreviewDocument, LeaveTypesDocument } from '../../../gql/graphql';
import { signedInWithCanvas } from '../../../test/signed-in-with-canvas';
import { renderAt } from '../../../test/render';
import { AddLeaveScreen } from './add-leave-screen';

const typesMock = {
  request: { query: LeaveTypesDocument },
  result: { data: { leaveTypes: ['Sakit', 'Izin', 'Cuti Tahunan'] } },
  maxUsageCount: 5,
};
const routes = [{ path: '/leave', element: <p>leave list</p> }];
const REQUIRED = [
  'Leave type is required',
  'Leave reason is required',
  'Start Date is required',
  'End Date is required',
  'Attachment file is required',
  'Signature is required',
];

signedInWithCanvas({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });

async function openForm(mocks: object[] = []) {
  const view = renderAt(<AddLeaveScreen />, { path: '/add-leave', routes, mocks: [typesMock, ...(mocks as never[])] });
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('form', { name: 'Leave Request' })).toBeInTheDocument();
  return view;
}

const attach = (file: File) =>
  fireEvent.change(screen.getByLabelText('Attachment (PDF, max 2 Mb)'), { target: { files: [file] } });
const pdf = (size = 12) => new File([new Uint8Array(size).fill(0x25)], 'surat dokter.pdf', { type: 'application/pdf' });

function drawSignature() {
  const canvas = screen.getByRole('img', { name: 'Signature canvas' });
  fireEvent.mouseDown(canvas, { which: 1, button: 0, clientX: 10, clientY: 10 });
  fireEvent.mouseMove(canvas, { which: 1, button: 0, clientX: 60, clientY: 40 });
  fireEvent.mouseUp(document, { which: 1, button: 0, clientX: 60, clientY: 40 });
}

async function chooseType(type: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Leave type' }));
  fireEvent.click(await screen.findByRole('option', { name: type }));
}

describe('AddLeaveScreen', () => {
  it('shows a skeleton for 2 s, then the form titled Leave Request with Full Day chosen', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: 'Leave Request' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full Day' })).toBeChecked();
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Half Day' }));
    expect(screen.getByLabelText('Start time')).toBeInTheDocument();
    expect(screen.getByLabelText('End time')).toBeInTheDocument();
  });

  it('shows every required message, sends nothing, and clears them after 5 s', async () => {
    const sent = jest.fn(() => ({ data: { fileLeave: { message: 'Leave request submitted' } } }));
    await openForm([{ request: { query: FileLeaveDocument, variables: () => true }, result: sent }]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of REQUIRED) expect(screen.getByText(message)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    for (const message of REQUIRED) expect(screen.getByText(message)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    for (const message of REQUIRED) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('takes a message away as soon as its field is put right', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    attach(pdf());
    drawSignature();
    fireEvent.change(screen.getByLabelText('Leave reason'), { target: { value: 'Demam' } });
    expect(screen.queryByText('Attachment file is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Signature is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Leave reason is required')).not.toBeInTheDocument();
    expect(screen.getByText('Leave type is required')).toBeInTheDocument();
  });

  it('asks for both times on Half Day', async () => {
    await openForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Half Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Start time is required for Half Day')).toBeInTheDocument();
    expect(screen.getByText('End time is required for Half Day')).toBeInTheDocument();
  });

  it('refuses a file that is not a PDF and clears the input', async () => {
    await openForm();
    const input = screen.getByLabelText<HTMLInputElement>('Attachment (PDF, max 2 Mb)');
    attach(new File(['png'], 'foto.png', { type: 'image/png' }));
    expect(screen.getByText('File not supported, please attach PDF format!')).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.queryByText('File not supported, please attach PDF format!')).not.toBeInTheDocument();
  });

  it('refuses a PDF of 2097152 + 1 bytes and takes one of 2097152', async () => {
    await openForm();
    attach(pdf(2097153));
    expect(screen.getByText('Attachment size too large, maximum 2 Mb!')).toBeInTheDocument();
    attach(pdf(2097152));
    expect(screen.getByText('surat dokter.pdf')).toBeInTheDocument();
  });

  it('sends the renamed files once, however often Submit is pressed, and lands on the leave list', async () => {
    const sent = jest.fn((variables: Record<string, unknown>) => {
      void variables;
      return { data: { fileLeave: { __typename: 'Result' as const, message: 'Leave request submitted' } } };
    });
    const { router } = await openForm([
      { request: { query: FileLeaveDocument, variables: () => true }, result: sent, delay: 50, maxUsageCount: 5 },
    ]);
    await chooseType('Sakit');
    fireEvent.change(screen.getByLabelText('Leave reason'), { target: { value: 'Demam tinggi' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '04-05-2031' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '05-05-2031' } });
    attach(pdf());
    drawSignature();
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave'));
    expect(sent).toHaveBeenCalledTimes(1);
    const variables = sent.mock.calls[0][0] as { input: object; attachment: File; signature: File };
    expect(variables.input).toEqual({
      type: 'Sakit',
      reason: 'Demam tinggi',
      duration: 'Full Day',
      startDate: '2031-05-04',
      endDate: '2031-05-05',
      startTime: null,
      endTime: null,
    });
    expect(variables.attachment.name).toMatch(/^Attachment-Ade-[a-z0-9]{6}\d{13}\.pdf$/);
    expect(variables.signature.name).toMatch(/^Signature-Ade-\d{8}-\d{13}\.png$/);
    expect(variables.signature.type).toBe('image/png');
  });

  it('keeps what was typed when the network fails', async () => {
    await openForm([
      { request: { query: FileLeaveDocument, variables: () => true }, error: new TypeError('Failed to fetch') },
    ]);
    await chooseType('Izin');
    fireEvent.change(screen.getByLabelText('Leave reason'), { target: { value: 'Urusan keluarga' } });
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '01-06-2031' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '01-06-2031' } });
    attach(pdf());
    drawSignature();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => jest.advanceTimersByTime(50));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the server');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Leave reason')).toHaveValue('Urusan keluarga');
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-06-2031');
    expect(screen.getByText('surat dokter.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeEnabled();
  });

  it('says what a request uses and leaves ("Uses 3 days; 9 left") and asks for no letter where the policy needs none', async () => {
    const preview = {
      request: {
        query: LeavePreviewDocument,
        variables: { type: 'Cuti Tahunan', duration: 'Full Day', startDate: '2031-05-02', endDate: '2031-05-06' },
      },
      result: {
        data: {
          leavePreview: { __typename: 'LeavePreview', days: 3, left: 12, leftAfter: 9, attachmentRequired: false },
        },
      },
      maxUsageCount: 5,
    };
    await openForm([preview]);
    await chooseType('Cuti Tahunan');
    fireEvent.change(screen.getByLabelText('Start Date'), { target: { value: '02-05-2031' } });
    fireEvent.change(screen.getByLabelText('End Date'), { target: { value: '06-05-2031' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Uses 3 days; 9 left');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByText('Attachment file is required')).not.toBeInTheDocument();
  });
});
