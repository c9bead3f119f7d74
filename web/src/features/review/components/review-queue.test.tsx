import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { ClockingReviewsDocument, ReviewClockingsDocument } from '../gql/graphql';
import { ReviewEntry } from './review-entry';
import { ReviewQueue } from './review-queue';

const signal = (id: string, values: Record<string, number> = {}) => ({
  __typename: 'ClockingSignal' as const,
  id,
  count: null,
  metres: null,
  seconds: null,
  minutes: null,
  km: null,
  days: null,
  percent: null,
  ...values,
});

const item = (id: string, nik: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ClockingReview' as const,
  id,
  nik,
  name,
  clocking: true,
  date: '2026-11-24',
  time: '07:58',
  locationName: 'Gudang Cikarang',
  accuracy: 5,
  riskScore: 90,
  reasons: [
    '5 fixes at exactly the same point with the same accuracy: real GPS always moves a little',
    'The browser said it was driven by automation software (navigator.webdriver)',
  ],
  signals: [signal('frozen_fixes', { count: 5 }), signal('automation')],
  status: 'needs_review',
  reason: null,
  ...extra,
});

const WULAN = item('41', '20005', 'Wulan Sari');
// The api's English words differ here from the catalogue's on purpose: the screen words each signal from its id and numbers.
const RUDI = item('42', '20004', 'Rudi Hartono', {
  clocking: false,
  time: '17:02',
  riskScore: 100,
  reasons: ['(api words)', '(api words)', 'A signal this web does not know yet'],
  signals: [signal('new_device'), signal('shared_device', { count: 2 }), signal('future_signal')],
});

const queue = (status: string, items: unknown[]) => ({
  request: { query: ClockingReviewsDocument, variables: { status } },
  result: { data: { clockingReviews: items } },
});

const decided = (ids: string[], decision: string, reason: string) => ({
  request: { query: ReviewClockingsDocument, variables: { ids, decision, reason } },
  result: { data: { reviewClockings: { __typename: 'Result' as const, message: 'Review saved' } } },
});

describe('ReviewQueue', () => {
  it('lists each flagged clock-in with who, when, where, its score and its signals in words', async () => {
    renderAt(<ReviewQueue />, { mocks: [queue('needs_review', [WULAN, RUDI])] });
    const list = await screen.findByRole('list', { name: 'Flagged clock-ins' });
    const [wulan, rudi] = within(list).getAllByRole('listitem', { name: /·/ });
    expect(wulan).toHaveAccessibleName('Wulan Sari · 20005');
    expect(wulan).toHaveTextContent('Clock In · 24-11-2026 07:58');
    expect(wulan).toHaveTextContent('Gudang Cikarang · accurate to ±5 m');
    expect(within(wulan).getByText('Risk 90')).toBeInTheDocument();
    const why = within(wulan).getByRole('list', { name: 'Why it was flagged' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      '5 fixes at exactly the same point: real GPS always moves a little',
      'The browser said it was driven by automation software (navigator.webdriver)',
    ]);
    expect(rudi).toHaveTextContent('Clock Out · 24-11-2026 17:02');
    expect(
      within(within(rudi).getByRole('list', { name: 'Why it was flagged' }))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'A device this person has not clocked in with before',
      'This browser has also signed in as 2 other people',
      'A signal this web does not know yet',
    ]);
    expect(screen.getByRole('button', { name: 'Needs review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('words a selfie that did not match the face template, with its similarity (issue 49)', async () => {
    const face = item('43', '10001', 'Ade Rahmat Hidayat', {
      riskScore: 50,
      reasons: ['Face did not match (similarity 41 %)'],
      signals: [signal('face_mismatch', { percent: 41 })],
    });
    renderAt(<ReviewQueue />, { mocks: [queue('needs_review', [face])] });
    const why = await screen.findByRole('list', { name: 'Why it was flagged' });
    expect(within(why).getByRole('listitem')).toHaveTextContent('Face did not match (similarity 41 %)');
  });

  it("opened from the recap with a NIK, asks for that person's clock-ins only until the reader shows everyone", async () => {
    const wulanOnly = {
      request: { query: ClockingReviewsDocument, variables: { status: 'needs_review', nik: '20005' } },
      result: { data: { clockingReviews: [WULAN] } },
    };
    renderAt(<ReviewQueue />, {
      path: '/hr/review',
      at: '/hr/review?nik=20005',
      mocks: [wulanOnly, queue('needs_review', [WULAN, RUDI])],
    });
    const list = await screen.findByRole('list', { name: 'Flagged clock-ins' });
    expect(
      within(list)
        .getAllByRole('listitem', { name: /·/ })
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Wulan Sari · 20005']);
    expect(screen.getByText('NIK 20005 only')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findByText('Rudi Hartono · 20004')).toBeInTheDocument();
    expect(screen.queryByText('NIK 20005 only')).not.toBeInTheDocument();
  });

  it('says there is nothing to review when the queue is empty', async () => {
    renderAt(<ReviewQueue />, { mocks: [queue('needs_review', [])] });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows a decided clock-in with its outcome and reason, without a box to select it', async () => {
    const accepted = { ...WULAN, status: 'accepted', reason: 'Seen at the warehouse' };
    renderAt(<ReviewQueue />, { mocks: [queue('needs_review', [WULAN]), queue('accepted', [accepted])] });
    await screen.findByRole('list', { name: 'Flagged clock-ins' });
    fireEvent.click(screen.getByRole('button', { name: 'Accepted' }));
    const card = await screen.findByText('Reason: Seen at the warehouse');
    expect(card.closest('li')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('asks before a reject and sends nothing without a reason', async () => {
    const rejected = decided(['41'], 'rejected', 'Fake GPS app on her phone');
    let sent = false;
    renderAt(<ReviewQueue />, {
      mocks: [
        queue('needs_review', [WULAN, RUDI]),
        { ...rejected, result: () => ((sent = true), rejected.result) },
        queue('needs_review', [RUDI]),
      ],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Clock In of Wulan Sari on 24-11-2026 07:58' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Reject this clock-in? It will no longer count as attendance, which changes what is paid.',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(sent).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Fake GPS app on her phone ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 clock-in rejected')).toBeInTheDocument();
    expect(sent).toBe(true);
    await waitFor(() => expect(screen.queryByText('Wulan Sari · 20005')).not.toBeInTheDocument());
    expect(screen.getByText('Rudi Hartono · 20004')).toBeInTheDocument();
  });

  it('accepts every selected clock-in in one decision', async () => {
    const accepted = decided(['41', '42'], 'accepted', 'Both were at the warehouse');
    let sent = false;
    renderAt(<ReviewQueue />, {
      mocks: [
        queue('needs_review', [WULAN, RUDI]),
        { ...accepted, result: () => ((sent = true), accepted.result) },
        queue('needs_review', []),
      ],
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept these 2 clock-ins? They keep counting as attendance.' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Both were at the warehouse' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('2 clock-ins accepted')).toBeInTheDocument();
    expect(sent).toBe(true);
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });
});

describe('ReviewEntry', () => {
  it('leads a supervisor to the review and says how many clock-ins wait', async () => {
    renderAt(<ReviewEntry />, { mocks: [queue('needs_review', [WULAN, RUDI])] });
    expect(await screen.findByRole('link', { name: 'Clock-ins to review (2)' })).toHaveAttribute(
      'href',
      '/team/review',
    );
  });
});
