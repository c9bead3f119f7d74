import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AnnouncementsDocument, AttendanceSummaryDocument, MarkAnnouncementReadDocument } from '../../../gql/graphql';
import { sessionStore } from '../../../lib/session-store';
import { renderAt } from '../../../test/render';
import { HomeScreen } from './home-screen';

const summary = (attend: number, late: number, leave: number, absent = 0, waiting = 0, flagged = 0) => ({
  request: { query: AttendanceSummaryDocument },
  result: {
    data: {
      attendanceSummary: {
        __typename: 'AttendanceSummary' as const,
        attend,
        late,
        leave,
        absent,
        total: attend + leave,
        waiting,
        flagged,
      },
    },
  },
});

const nyepi = {
  __typename: 'Announcement' as const,
  id: '7',
  title: 'Libur Nyepi',
  body: 'Kantor tutup pada 6 Maret.',
  startsOn: '2027-03-01',
  endsOn: '2027-03-10',
  read: false,
  attachment: null,
};

/** Home's announcements as the api answers them (none by default). */
const announcements = (list: (typeof nyepi)[] = []) => ({
  request: { query: AnnouncementsDocument },
  result: { data: { announcements: list } },
});

beforeEach(() => {
  sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
});

describe('HomeScreen', () => {
  it('greets by the display name of rules §1 and shows the month summary', async () => {
    renderAt(<HomeScreen />, { mocks: [announcements(), summary(3, 1, 2, 1.5)] });
    expect(screen.getByTestId('display-name')).toHaveTextContent('Ade Rahmat');
    expect(await screen.findByLabelText('Present 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Late 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Leave 2')).toBeInTheDocument();
    // The recap's absences, as HR counts them (issue 25): a half-day leave leaves half a day.
    expect(screen.getByLabelText('Absent 1.5')).toBeInTheDocument();
    expect(screen.getByLabelText('Total 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/live');
    expect(screen.getByText('No announcements yet')).toBeInTheDocument();
  });

  it('offers the four shortcuts and opens the request modal the app hands in', () => {
    renderAt(<HomeScreen renderRequestModal={(close) => <button onClick={close}>close request</button>} />, {
      mocks: [announcements(), summary(0, 0, 0)],
    });
    expect(screen.getByRole('link', { name: 'Live Attendance' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('link', { name: 'Request Leave' })).toHaveAttribute('href', '/leave');
    expect(screen.getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/inbox');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/setting');
    fireEvent.click(screen.getByRole('button', { name: 'Request' }));
    fireEvent.click(screen.getByRole('button', { name: 'close request' }));
    expect(screen.queryByRole('button', { name: 'close request' })).not.toBeInTheDocument();
  });

  it('says so when the summary cannot be loaded, and Try again brings it', async () => {
    renderAt(<HomeScreen />, {
      mocks: [
        announcements(),
        { request: { query: AttendanceSummaryDocument }, error: new Error('boom') },
        summary(4, 0, 1),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The summary could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Present 4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the HR console only to an HR admin', async () => {
    const employee = renderAt(<HomeScreen />, { mocks: [announcements(), summary(0, 0, 0)] });
    expect(screen.queryByRole('link', { name: /HR console/ })).not.toBeInTheDocument();
    employee.unmount();
    sessionStore.set({ nik: '10009', name: 'Rina Wulandari', roleId: 3, photoUrl: null });
    renderAt(<HomeScreen />, { mocks: [announcements(), summary(0, 0, 0)] });
    expect(await screen.findByRole('link', { name: /HR console/ })).toHaveAttribute('href', '/hr');
  });

  it('places the balance line the app hands in beneath the month summary', async () => {
    renderAt(<HomeScreen balanceLine={<p>Annual leave line</p>} />, { mocks: [announcements(), summary(1, 0, 0)] });
    expect(await screen.findByLabelText('Present 1')).toBeInTheDocument();
    const line = screen.getByText('Annual leave line');
    expect(
      screen.getByRole('heading', { name: /Attendance/ }).compareDocumentPosition(line) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("puts what waits on the Inbox shortcut and the app's icon, and takes it off at none", async () => {
    const setAppBadge = jest.fn((_count: number) => Promise.resolve());
    const clearAppBadge = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    try {
      const waiting = renderAt(<HomeScreen />, { mocks: [announcements(), summary(0, 0, 0, 0, 3)] });
      expect(await screen.findByRole('link', { name: 'Inbox, 3 waiting' })).toHaveAttribute('href', '/inbox');
      expect(setAppBadge).toHaveBeenCalledWith(3);
      waiting.unmount();
      renderAt(<HomeScreen />, { mocks: [announcements(), summary(1, 0, 0)] });
      expect(await screen.findByLabelText('Present 1')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
      expect(clearAppBadge).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it("leads a supervisor from Home to their team's flagged clock-ins, with how many", async () => {
    sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId: 2, photoUrl: null });
    renderAt(<HomeScreen />, { mocks: [announcements(), summary(0, 0, 0, 0, 0, 2)] });
    expect(await screen.findByRole('link', { name: /2 flagged clock-ins wait for your review/ })).toHaveAttribute(
      'href',
      '/team/review',
    );
  });

  it('lists the announcements, marks an unread one, and opening it shows its text and marks it read', async () => {
    const marked = jest.fn(() => ({
      data: { markAnnouncementRead: { __typename: 'Result' as const, message: 'ok' } },
    }));
    renderAt(<HomeScreen />, {
      mocks: [
        summary(0, 0, 0),
        announcements([nyepi]),
        { request: { query: MarkAnnouncementReadDocument, variables: { id: '7' } }, result: marked },
      ],
    });
    const item = await screen.findByRole('button', { name: /Libur Nyepi/ });
    expect(item).toHaveTextContent('New');
    expect(item).toHaveTextContent('01-03-2027');
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Libur Nyepi' });
    expect(dialog).toHaveTextContent('Kantor tutup pada 6 Maret.');
    expect(dialog).toHaveTextContent('01-03-2027 to 10-03-2027');
    await waitFor(() => expect(marked).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Libur Nyepi/ })).not.toHaveTextContent('New'));
  });
});
