import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { NotificationSettingsDocument, SaveNotificationSettingsDocument } from '../../../gql/graphql';
import { switchLanguage } from '../../../i18n';
import { renderAt } from '../../../test/render';
import { NotificationsScreen } from './notifications-screen';

const settings = (extra: object = {}) => ({
  __typename: 'NotificationSettings' as const,
  events: [
    { __typename: 'NotificationEventSetting' as const, event: 'request.filed', channel: 'push' as const },
    { __typename: 'NotificationEventSetting' as const, event: 'request.decided', channel: 'push' as const },
  ],
  quietFrom: null,
  quietUntil: null,
  pushDevices: 1,
  remindersIgnoreQuiet: true,
  ...extra,
});
const loaded = (extra: object = {}) => ({
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationSettings: settings(extra) } },
});

afterEach(() => switchLanguage('en'));

describe('NotificationsScreen', () => {
  it('shows a channel per event and says reminders ring through quiet hours', async () => {
    renderAt(<NotificationsScreen />, { mocks: [loaded()] });
    expect(await screen.findByText('1 device shows push notifications.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'A request waits for me' })).toHaveTextContent('Push');
    expect(screen.getByRole('combobox', { name: 'My request is decided' })).toHaveTextContent('Push');
    expect(screen.getByText(/except reminders/)).toBeInTheDocument();
  });

  it('saves a changed channel and quiet hours, and says so', async () => {
    const saved = settings({ quietFrom: '21:00', quietUntil: '06:00' });
    saved.events[1] = { ...saved.events[1], channel: 'email' as never };
    renderAt(<NotificationsScreen />, {
      mocks: [
        loaded(),
        {
          request: {
            query: SaveNotificationSettingsDocument,
            variables: {
              input: {
                events: [
                  { event: 'request.filed', channel: 'push' },
                  { event: 'request.decided', channel: 'email' },
                ],
                quietFrom: '21:00',
                quietUntil: '06:00',
              },
            },
          },
          result: { data: { saveNotificationSettings: saved } },
        },
      ],
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'My request is decided' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'E-mail' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '21:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '06:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
  });

  it('keeps what was typed and says what is missing when quiet hours have only a start', async () => {
    renderAt(<NotificationsScreen />, { mocks: [loaded()] });
    fireEvent.change(await screen.findByLabelText('From'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Quiet hours need both a start and an end')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
  });

  it('says, in Bahasa Indonesia, that this browser cannot take pushes (jsdom has no Push API)', async () => {
    await switchLanguage('id');
    renderAt(<NotificationsScreen />, { mocks: [loaded()] });
    expect(await screen.findByText(/Peramban ini tidak dapat menampilkan notifikasi push/)).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Ada pengajuan menunggu saya' })).toBeInTheDocument();
  });
});
