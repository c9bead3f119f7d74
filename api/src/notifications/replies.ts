import { z } from 'zod';
import { CHANNELS, NOTIFICATION_EVENTS } from '../platform/notifications/events.js';

export const pushKeyData = z.object({ public_key: z.string() });

export const settingsData = z.object({
  events: z.array(z.object({ event: z.enum(NOTIFICATION_EVENTS), channel: z.enum(CHANNELS) })),
  quiet_from: z.string().nullable(),
  quiet_until: z.string().nullable(),
  /** Browsers of the caller that take pushes. */
  push_devices: z.number().int(),
  /** The company rings reminders through quiet hours. */
  reminders_ignore_quiet: z.boolean(),
});
