/** Every sentence the notifications routes answer with. */
export const MESSAGES = {
  pushKey: 'Push key',
  subscribed: 'Notifications are on for this device',
  unsubscribed: 'Notifications are off for this device',
  settings: 'Notification settings',
  settingsSaved: 'Notification settings saved',
  opened: 'Opened',
  endpointRefused: 'This browser’s push address cannot be used',
  quietBoth: 'Quiet hours need both a start and an end',
} as const;
