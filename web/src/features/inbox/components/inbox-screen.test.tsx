import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import { paths } from '../../../config/paths';
import { InboxDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { inboxLink } from '../lib/inbox-link';
import { InboxScreen } from './inbox-screen';

type Status = 'Pending' | 'Approved' | 'Success' | 'Rejected';
const item = (
  id: string,
  status: Status,
  redirect: string | null,
  itemId: string | null,
  message = `message ${id}`,
  said: { key: string; values: object } | null = null,
) => ({
  __typename: 'InboxItem' as const,
  id,
  message,
  messageKey: said?.key ?? null,
  messageValues: said ? JSON.stringify(said.values) : null,
  status,
  createdAt: '2026-03-10T03:15:00.000Z',
  redirect,
  itemId,
});
const inboxMock = (period: number, items: ReturnType<typeof item>[]) => ({
  request: { query: InboxDocument, variables: { period } },
  result: { data: { inbox: { __typename: 'Inbox' as const, userName: 'Dewi Lestari', items } } },
});

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-31T18:30:00.000Z'),
    doNotFake: ['queueMicrotask', 'setTimeout', 'setInterval'],
  });
});
afterEach(async () => {
  jest.useRealTimers();
  await switchLanguage('en');
});

describe('inbox links (rules §2)', () => {
  it.each([
    [item('1', 'Pending', 'approve', '7'), { kind: 'view', href: '/approve/1/7' }],
    [item('2', 'Pending', 'correction', '9'), { kind: 'view', href: '/correction/2/9' }],
    [item('3', 'Pending', 'somewhere-else', '9'), null],
    [item('4', 'Pending', null, '9'), null],
    [item('5', 'Approved', null, 'ab12.pdf'), { kind: 'pdf', href: '/leave-view/ab12.pdf' }],
    [item('6', 'Approved', 'approve', '7'), null],
    [item('7', 'Approved', 'correction', '9'), null],
    [item('8', 'Rejected', null, '7'), null],
    [item('9', 'Approved', null, null), null],
    // A clock-in's review outcome (issue 29) names its record; it is news, not a leave PDF.
    [item('10', 'Approved', 'review', '41'), null],
    [item('11', 'Rejected', 'review', '41'), null],
    // A reminder (issue 47) opens its clock screen; a flagged clock-in told to the supervisor, the team's review.
    [item('12', 'Success', 'clockin', '2026-12-14'), { kind: 'view', href: '/clockin' }],
    [item('13', 'Success', 'clockout', '2026-12-14'), { kind: 'view', href: '/clockout' }],
    [item('14', 'Success', 'digest', '2026-12-14'), null],
    [item('15', 'Success', 'flagged', '41'), { kind: 'view', href: '/team/review' }],
    // Decided overtime items open the request, never a leave PDF (issue 46); an old notice with no redirect leads nowhere.
    [item('12', 'Approved', 'overtime-notice', '5'), { kind: 'view', href: '/overtime/approve/12/5' }],
    [item('13', 'Success', 'overtime-consent', '5'), { kind: 'view', href: '/overtime/approve/13/5' }],
    [item('14', 'Rejected', 'overtime', '5'), { kind: 'view', href: '/overtime/approve/14/5' }],
    [item('15', 'Approved', null, '5'), null],
    // An announcement opens Home's Announcement card; a finished export, the screen of its kind it is downloaded from.
    [item('16', 'Success', 'announcement', '3'), { kind: 'view', href: '/' }],
    [item('17', 'Success', 'export', '12'), { kind: 'view', href: '/hr/recap' }],
    [item('18', 'Success', 'export-leave-recap', '13'), { kind: 'view', href: '/hr/leave-recap' }],
    [item('19', 'Success', 'export-overtime-recap', '14'), { kind: 'view', href: '/hr/overtime' }],
  ])('item %# leads to %p', (entry, link) => {
    expect(inboxLink(entry)).toEqual(link);
  });

  it('leads only to routes of the route table (the rule is written in @hadir/common for the api too)', () => {
    const redirects = [null, 'approve', 'correction', 'overtime', 'overtime-consent', 'overtime-notice'];
    const more = ['swap-accept', 'swap-approve', 'clockin', 'clockout', 'flagged', 'announcement'];
    const exports = ['export', 'export-leave-recap', 'export-overtime-recap'];
    const statuses: Status[] = ['Pending', 'Approved', 'Success', 'Rejected'];
    const hrefs = [...redirects, ...more, ...exports].flatMap((redirect) =>
      statuses.map((status) => inboxLink(item('4', status, redirect, 'form 7.pdf'))?.href),
    );
    const routes = Object.values(paths).map((route) => route.path);
    const unrouted = hrefs.filter(
      (href) => href !== undefined && !routes.some((path) => matchPath(path, decodeURIComponent(href))),
    );
    expect(hrefs.filter(Boolean).length).toBeGreaterThan(10);
    expect(unrouted).toEqual([]);
  });
});

describe('InboxScreen', () => {
  it('asks for the current Jakarta month (April, while it is still March in UTC) and shows links by the rules', async () => {
    renderAt(<InboxScreen />, {
      path: '/inbox',
      mocks: [
        inboxMock(4, [
          item('11', 'Pending', 'approve', '7', 'Ade requests Sakit'),
          item('10', 'Approved', null, 'x.pdf', 'Your Sakit was approved'),
          item('9', 'Rejected', null, '5', 'Your Izin was rejected'),
        ]),
      ],
    });
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('April 2026');
    const list = await screen.findByRole('list', { name: 'Inbox' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Ade requests Sakit'),
      expect.stringContaining('Your Sakit was approved'),
      expect.stringContaining('Your Izin was rejected'),
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'View: Ade requests Sakit' })).toHaveAttribute(
      'href',
      '/approve/11/7',
    );
    expect(within(rows[1]).getByRole('link', { name: 'View PDF: Your Sakit was approved' })).toHaveAttribute(
      'href',
      '/leave-view/x.pdf',
    );
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('10-03-2026 10:15');
  });

  it('sends the chosen month as the period and shows the empty state', async () => {
    renderAt(<InboxScreen />, {
      path: '/inbox',
      mocks: [inboxMock(4, [item('1', 'Pending', 'approve', '7')]), inboxMock(1, [])],
    });
    await screen.findByRole('list', { name: 'Inbox' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByRole('option', { name: 'January 2026' }));
    expect(await screen.findByText('No messages this month')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveTextContent('January 2026');
  });

  it('in January offers last December and the months before it, newest first, and asks for December as period 12', async () => {
    jest.setSystemTime(new Date('2027-01-04T02:00:00.000Z'));
    renderAt(<InboxScreen />, {
      path: '/inbox',
      mocks: [inboxMock(1, []), inboxMock(12, [item('5', 'Pending', 'approve', '3', 'Ade requests Cuti in December')])],
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Month' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'January 2027',
      'December 2026',
      'November 2026',
      'October 2026',
      'September 2026',
      'August 2026',
      'July 2026',
      'June 2026',
      'May 2026',
      'April 2026',
      'March 2026',
      'February 2026',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'December 2026' }));
    expect(await screen.findByRole('link', { name: 'View: Ade requests Cuti in December' })).toHaveAttribute(
      'href',
      '/approve/5/3',
    );
  });

  it("says a clock-in's review outcome in the reader's language, the reviewer's reason as written", async () => {
    const outcomes = [
      item('21', 'Approved', 'review', '41', 'Your clock-in of 24-11-2026 07:58 was accepted'),
      item(
        '20',
        'Rejected',
        'review',
        '40',
        'Your clock-out of 23-11-2026 17:04 was rejected: Fake GPS app: the same point every day',
      ),
      item('19', 'Approved', null, 'x.pdf', 'Your Sakit was approved'),
    ];
    const rows = async () =>
      within(await screen.findByRole('list', { name: /Inbox|Kotak Masuk/ }))
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    const view = renderAt(<InboxScreen />, { path: '/inbox', mocks: [inboxMock(4, outcomes)] });
    expect(await rows()).toEqual([
      expect.stringContaining('Your clock-in of 24-11-2026 07:58 was accepted'),
      expect.stringContaining(
        'Your clock-out of 23-11-2026 17:04 was rejected: Fake GPS app: the same point every day',
      ),
      expect.stringContaining('Your Sakit was approved'),
    ]);
    view.unmount();

    await switchLanguage('id');
    renderAt(<InboxScreen />, { path: '/inbox', mocks: [inboxMock(4, outcomes)] });
    const indonesian = await rows();
    expect(indonesian[0]).toContain('Absen masuk Anda pada 24-11-2026 07:58 diterima');
    expect(indonesian[0]).toContain('Disetujui');
    expect(indonesian[1]).toContain(
      'Absen pulang Anda pada 23-11-2026 17:04 ditolak: Fake GPS app: the same point every day',
    );
    // A message the catalogue does not know yet stays as the api wrote it.
    expect(indonesian[2]).toContain('Your Sakit was approved');
  });

  it("says a leave approval in the reader's language from its key (issue 47), the leave type as the company names it", async () => {
    const approval = item(
      '41',
      'Approved',
      null,
      'f1.pdf',
      'Your Cuti Tahunan request on 09-04-2030 to 10-04-2030 was approved by Dewi Lestari',
      {
        key: 'leaveApproved',
        values: {
          type: 'Cuti Tahunan',
          days: { key: 'dayRange', values: { from: '09-04-2030', to: '10-04-2030' } },
          name: 'Dewi Lestari',
        },
      },
    );
    await switchLanguage('id');
    renderAt(<InboxScreen />, { path: '/inbox', mocks: [inboxMock(4, [approval])] });
    const row = within(await screen.findByRole('list', { name: 'Kotak Masuk' })).getByRole('listitem');
    expect(row).toHaveTextContent(
      'Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 disetujui oleh Dewi Lestari',
    );
    expect(
      within(row).getByRole('link', {
        name: 'Lihat PDF: Pengajuan Cuti Tahunan Anda pada 09-04-2030 s/d 10-04-2030 disetujui oleh Dewi Lestari',
      }),
    ).toHaveAttribute('href', '/leave-view/f1.pdf');
  });

  it('says an agreement to overtime is Agreed (Bersedia), and a swap notice written yyyy-mm-dd as dd-mm-yyyy, in both languages', async () => {
    const items = [
      item(
        '31',
        'Success',
        'overtime-consent',
        '5',
        'Dewi Lestari asks you to work overtime on 27-11-2026, 17:00–20:00 (3 h): agree to it',
      ),
      item('30', 'Approved', 'swap', '3', 'Siti Nurhaliza accepted your shift swap on 2026-11-24'),
    ];
    const rows = async () =>
      within(await screen.findByRole('list', { name: /Inbox|Kotak Masuk/ }))
        .getAllByRole('listitem')
        .map((row) => row.textContent ?? '');
    const view = renderAt(<InboxScreen />, { path: '/inbox', mocks: [inboxMock(4, items)] });
    const english = await rows();
    expect(english[0]).toContain('Agreed');
    expect(english[0]).not.toContain('Success');
    expect(english[1]).toContain('Siti Nurhaliza accepted your shift swap on 24-11-2026');
    view.unmount();

    await switchLanguage('id');
    renderAt(<InboxScreen />, { path: '/inbox', mocks: [inboxMock(4, items)] });
    const indonesian = await rows();
    expect(indonesian[0]).toContain('Bersedia');
    expect(indonesian[0]).not.toContain('Berhasil');
    expect(indonesian[1]).toContain('Siti Nurhaliza menerima ajakan tukar sif Anda pada 24-11-2026');
  });
});
