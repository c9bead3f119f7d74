import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { HrNotificationSettingsDocument, HrSaveNotificationSettingsDocument } from '../../gql/graphql';
import { RemindersCard } from './reminders-card';

const settings = (patch: object = {}) => ({
  __typename: 'HrNotificationSettings' as const,
  remindClockInMinutes: 15,
  remindClockOutMinutes: 30,
  digestTime: '07:30',
  remindersIgnoreQuiet: true,
  notifyEmailAfterMinutes: null,
  ...patch,
});
const loaded = {
  request: { query: HrNotificationSettingsDocument },
  result: { data: { hrNotificationSettings: settings() } },
};
const input = {
  remindClockInMinutes: 10,
  remindClockOutMinutes: null,
  digestTime: '07:30',
  remindersIgnoreQuiet: false,
  notifyEmailAfterMinutes: 60,
};
const saved = {
  request: { query: HrSaveNotificationSettingsDocument, variables: { input } },
  result: {
    data: {
      hrSaveNotificationSettings: {
        __typename: 'HrNotificationSettingsResult' as const,
        message: 'Reminder and notification settings saved',
        settings: settings({
          remindClockInMinutes: 10,
          remindClockOutMinutes: null,
          remindersIgnoreQuiet: false,
          notifyEmailAfterMinutes: 60,
        }),
      },
    },
  },
};

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });

describe('RemindersCard (issue 47)', () => {
  it("shows the company's settings, saves what HR changed (an emptied field is off) and says so", async () => {
    renderAt(<RemindersCard />, { mocks: [loaded, saved] });
    expect(await screen.findByDisplayValue('15')).toBe(field(/Clock-in reminder/));
    expect(field(/Clock-out reminder/)).toHaveValue(30);
    expect(screen.getByRole('textbox', { name: /morning digest/ })).toHaveValue('07:30');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(field(/Clock-in reminder/), { target: { value: '10' } });
    fireEvent.change(field(/Clock-out reminder/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Reminders ring through quiet hours' }));
    fireEvent.change(field(/E-mail after an unopened push/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reminder and notification settings saved')).toBeInTheDocument();
    expect(field(/Clock-out reminder/)).toHaveValue(null);
  });

  it('says what is wrong with a value the api would refuse, and keeps Save back', async () => {
    renderAt(<RemindersCard />, { mocks: [loaded] });
    await screen.findByDisplayValue('15');
    fireEvent.change(field(/Clock-in reminder/), { target: { value: '721' } });
    expect(screen.getByText('Choose a whole number of minutes from 0 to 720')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /morning digest/ }), { target: { value: '7.30' } });
    expect(screen.getByText('Enter a time as HH:mm')).toBeInTheDocument();
    fireEvent.change(field(/E-mail after an unopened push/), { target: { value: '0' } });
    expect(screen.getByText('Choose a whole number of minutes from 1 to 10080')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
