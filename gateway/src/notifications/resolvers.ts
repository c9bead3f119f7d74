import { NotificationChannel, type NotificationSettings, type Resolvers } from '../__generated__/resolvers-types.js';
import * as provider from './provider.js';

/** The api's channel names are the enum's values. */
const CHANNEL: Record<provider.SettingsData['events'][number]['channel'], NotificationChannel> = {
  push: NotificationChannel.Push,
  email: NotificationChannel.Email,
  none: NotificationChannel.None,
};

const toSettings = (data: provider.SettingsData): NotificationSettings => ({
  events: data.events.map(({ event, channel }) => ({ event, channel: CHANNEL[channel] })),
  quietFrom: data.quiet_from,
  quietUntil: data.quiet_until,
  pushDevices: data.push_devices,
  remindersIgnoreQuiet: data.reminders_ignore_quiet,
});

/** Push subscriptions, notification settings and a push's "opened" (issue 47): api/src/notifications. */
export const notificationResolvers: Resolvers = {
  Query: {
    async pushKey(_parent, _args, { api }) {
      const { data } = await provider.pushKey(api);
      return data.public_key;
    },
    async notificationSettings(_parent, _args, { api }) {
      const { data } = await provider.settings(api);
      return toSettings(data);
    },
  },
  Mutation: {
    async subscribePush(_parent, { subscription: { endpoint, p256dh, auth } }, { api }) {
      await provider.subscribe(api, endpoint, { p256dh, auth });
      return true;
    },
    async unsubscribePush(_parent, { endpoint }, { api }) {
      await provider.unsubscribe(api, endpoint);
      return true;
    },
    async saveNotificationSettings(_parent, { input }, { api }) {
      const { data } = await provider.saveSettings(api, {
        // The api names the events it knows and answers a wrong one with its own message.
        events: input.events.map(({ event, channel }) => ({ event, channel })) as provider.SettingsData['events'],
        quiet_from: input.quietFrom ?? null,
        quiet_until: input.quietUntil ?? null,
      });
      return toSettings(data);
    },
    async notificationOpened(_parent, { id }, { api }) {
      await provider.opened(api, id);
      return true;
    },
  },
};
