import { describe, expect, it } from '@jest/globals';
import { attachmentProblem, emptyLeaveForm, leaveFormProblems } from './leave-form-rules';

const pdf = (size: number, name = 'a.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });
const filled = { ...emptyLeaveForm(), type: 'Sakit', reason: 'Demam', startDate: '2031-01-02', endDate: '2031-01-02' };

describe('leave form rules (rules §5)', () => {
  it('asks for the duration when none is chosen', () => {
    expect(leaveFormProblems({ ...filled, duration: '' }, pdf(1), true)).toEqual({
      duration: 'Leave duration is required',
    });
  });

  it('passes a complete form', () => {
    expect(leaveFormProblems(filled, pdf(1), true)).toEqual({});
  });

  it('refuses an end before the start, and a Half Day over two days', () => {
    expect(leaveFormProblems({ ...filled, endDate: '2031-01-01' }, pdf(1), true)).toEqual({
      endDate: 'End Date cannot be before Start Date',
    });
    const halfDay = {
      ...filled,
      duration: 'Half Day' as const,
      startTime: '08:00',
      endTime: '12:00',
      endDate: '2031-01-03',
    };
    expect(leaveFormProblems(halfDay, pdf(1), true)).toEqual({
      endDate: 'Half Day leave must start and end on the same day',
    });
    expect(leaveFormProblems({ ...halfDay, endDate: '2031-01-02', endTime: '07:00' }, pdf(1), true)).toEqual({
      endTime: 'End time must be after start time',
    });
  });

  it.each([
    [pdf(10, 'surat.PDF'), null],
    [pdf(10, 'surat.pdf', ''), null],
    [pdf(2097152), null],
    [pdf(2097153), 'Attachment size too large, maximum 2 Mb!'],
    [pdf(10, 'foto.png', 'image/png'), 'File not supported, please attach PDF format!'],
    [pdf(10, 'virus.pdf', 'application/x-msdownload'), 'File not supported, please attach PDF format!'],
    [pdf(10, 'surat.pdf.exe', 'application/pdf'), 'File not supported, please attach PDF format!'],
  ])('checks the attachment %#', (file, problem) => {
    expect(attachmentProblem(file)).toBe(problem);
  });
});
