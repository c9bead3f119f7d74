import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { CorrectionModal } from './correction-modal';
import { emptyCorrectionForm, validateCorrection } from '../lib/correction-validation';
import { CorrectionWindowDocument, MyCorrectionsDocument } from '../../../gql/graphql';

// 21 November 2026, 09:30 in Jakarta.
const now = () => new Date('2026-11-21T02:30:00Z');

/** The company's correction window as the api answers it (1 day: the spec's "yesterday to now"). */
const windowMock = (days: number, fromDate: string) => ({
  request: { query: CorrectionWindowDocument },
  result: { data: { correctionWindow: { days, fromDate } } },
});
/** None of the person's own requests waits (pending-corrections.test.tsx has the list). */
const noneWaiting = { request: { query: MyCorrectionsDocument }, result: { data: { myCorrections: [] } } };
const open = () =>
  renderAt(<CorrectionModal onClose={() => {}} now={now} />, { mocks: [windowMock(1, '2026-11-20'), noneWaiting] });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const setDate = (date: string, time: string) => {
  const [hour = '', minute = ''] = time.split(':');
  fireEvent.change(screen.getByLabelText('Request Date'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Hour (00-23)'), { target: { value: hour } });
  fireEvent.change(screen.getByLabelText('Minute'), { target: { value: minute } });
};
const optionsOf = (label: string) =>
  Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).filter(
    (option) => !option.disabled && option.value,
  );
const chooseReason = (reason: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason' }));
  fireEvent.click(screen.getByRole('option', { name: reason }));
};

beforeEach(() => {
  jest.useFakeTimers({ now: now() });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('CorrectionModal (rules §5, Attendance request modal)', () => {
  it('shows the three required messages and clears them after 3 s', () => {
    open();
    submit();
    expect(screen.getByText('Request Date field is required')).toBeInTheDocument();
    expect(screen.getByText('Request reason is required')).toBeInTheDocument();
    expect(screen.getByText('Clock In / Out is required')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Clock In / Out is required')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Request Date field is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Request reason is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Clock In / Out is required')).not.toBeInTheDocument();
  });

  it('asks for the time too: a date and an hour alone are not enough', () => {
    open();
    setDate('2026-11-20', '08:');
    submit();
    expect(screen.getByText('Request Date field is required')).toBeInTheDocument();
  });

  it('offers only yesterday and today, 24-hour hours, and no time after now today', () => {
    open();
    expect(optionsOf('Request Date').map((option) => [option.value, option.textContent])).toEqual([
      ['2026-11-20', 'Yesterday, 20-11-2026'],
      ['2026-11-21', 'Today, 21-11-2026'],
    ]);
    setDate('2026-11-20', '');
    expect(optionsOf('Hour (00-23)').map((option) => option.value)).toHaveLength(24);
    expect(optionsOf('Hour (00-23)').at(-1)?.value).toBe('23');
    setDate('2026-11-21', '09:');
    expect(optionsOf('Hour (00-23)').at(-1)?.value).toBe('09');
    expect(optionsOf('Minute').at(-1)?.value).toBe('30');
    setDate('2026-11-21', '08:');
    expect(optionsOf('Minute').at(-1)?.value).toBe('59');
  });

  it.each([
    ['the day before yesterday', '2026-11-19', '23:59'],
    ['tomorrow', '2026-11-22', '00:00'],
    ['a minute after now', '2026-11-21', '09:31'],
  ])('refuses %s (a form left open past its window)', (_name, date, time) => {
    const [hour, minute] = time.split(':');
    const form = { ...emptyCorrectionForm, date, hour, minute, reason: 'Ganti Jadwal', clocking: 'in' as const };
    expect(validateCorrection(form, now())).toEqual({ date: 'Request date must be between yesterday and now' });
  });

  it('says so when the day chosen has left the window while the modal was open', () => {
    let clock = now();
    renderAt(<CorrectionModal onClose={() => {}} now={() => clock} />, {
      mocks: [windowMock(1, '2026-11-20'), noneWaiting],
    });
    setDate('2026-11-20', '08:00');
    clock = new Date('2026-11-21T17:00:30Z'); // 00:00 on 22 November in Jakarta
    submit();
    expect(screen.getByText('Request date must be between yesterday and now')).toBeInTheDocument();
  });

  it('accepts yesterday 00:00 and now', () => {
    open();
    for (const [date, time] of [
      ['2026-11-20', '00:00'],
      ['2026-11-21', '09:30'],
    ]) {
      expect(
        validateCorrection(
          {
            ...emptyCorrectionForm,
            date,
            hour: time.slice(0, 2),
            minute: time.slice(3),
            reason: 'Ganti Jadwal',
            clocking: 'out',
          },
          now(),
        ),
      ).toEqual({});
      setDate(date, time);
      submit();
      expect(screen.queryByText('Request date must be between yesterday and now')).not.toBeInTheDocument();
      expect(screen.queryByText('Request Date field is required')).not.toBeInTheDocument();
    }
  });

  it("uses the company's window (issue 25): with 3 days, Monday offers Friday to today and refuses Thursday with the window's width", async () => {
    const monday = new Date('2026-11-16T02:00:00Z'); // 09:00 in Jakarta
    jest.setSystemTime(monday);
    const mocks = [windowMock(3, '2026-11-13'), noneWaiting];
    renderAt(<CorrectionModal onClose={() => {}} now={() => monday} />, { mocks });
    await act(async () => {
      await jest.runOnlyPendingTimersAsync();
    });
    expect(optionsOf('Request Date').map((option) => option.value)).toEqual([
      '2026-11-13',
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
    ]);
    expect(optionsOf('Request Date').at(-2)?.textContent).toBe('Yesterday, 15-11-2026');
    expect(screen.getByText('From 13-11-2026 00:00 to now, Jakarta time (WIB).')).toBeInTheDocument();
    const form = (date: string) => ({
      ...emptyCorrectionForm,
      date,
      hour: '17',
      minute: '05',
      reason: 'Lupa Clock In / Clock Out',
      clocking: 'out' as const,
    });
    expect(validateCorrection(form('2026-11-13'), monday, 3)).toEqual({});
    expect(validateCorrection(form('2026-11-12'), monday, 3)).toEqual({
      date: 'Request date must be within the last 3 days, up to now',
    });
  });

  it('offers the six reasons; Other shows a text box whose blank text is still "Request reason is required"', () => {
    open();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Reason' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Schedule change',
      'Phone problem',
      'Cannot log in',
      'App problem',
      'Forgot to clock in / clock out',
      'Other',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Other' }));
    expect(screen.getByLabelText('Other reason')).toBeInTheDocument();
    submit();
    expect(screen.getByText('Request reason is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Other reason'), { target: { value: 'Sinyal hilang di gudang' } });
    submit();
    expect(screen.queryByText('Request reason is required')).not.toBeInTheDocument();
  });

  it("refuses an attachment over 5 MB with 'Attachment size too large, maximum 5 Mb!', for 3 s", () => {
    open();
    const big = new File([new Uint8Array(5_242_881)], 'surat.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [big] } });
    expect(screen.getByText('Attachment size too large, maximum 5 Mb!')).toBeInTheDocument();
    expect(screen.getByTestId('attachment-name')).toHaveTextContent('');
    act(() => jest.advanceTimersByTime(3100));
    expect(screen.queryByText('Attachment size too large, maximum 5 Mb!')).not.toBeInTheDocument();
  });

  it('takes a PDF, PNG or JPEG of 5 MB and refuses other types', () => {
    open();
    const edge = new File([new Uint8Array(5_242_880)], 'surat.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [edge] } });
    expect(screen.getByTestId('attachment-name')).toHaveTextContent('surat.pdf');
    const word = new File(['x'], 'surat.docx', { type: 'application/msword' });
    fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [word] } });
    expect(screen.getByText('File not supported, please attach PDF, PNG or JPG format!')).toBeInTheDocument();
  });

  it('opens the camera when a valid request has no photo yet, and sends nothing', async () => {
    open();
    setDate('2026-11-20', '08:05');
    chooseReason('Forgot to clock in / clock out');
    fireEvent.click(screen.getByRole('radio', { name: 'Clock In' }));
    expect(screen.getByText('No photo yet: Submit opens the camera.')).toBeInTheDocument();
    await act(async () => {
      submit();
      await import('../../../components/camera-capture');
    });
    // React reveals suspended content after its fallback throttle (300 ms).
    await act(async () => jest.advanceTimersByTime(500));
    // jsdom has no camera: the camera component says so (rules §8), which shows that it opened.
    expect(
      await screen.findByText(/^(mediaDevices not supported!|enumerateDevices is not supported\.)$/),
    ).toBeInTheDocument();
    expect(screen.queryByText('No photo yet: Submit opens the camera.')).not.toBeInTheDocument();
  });
});
