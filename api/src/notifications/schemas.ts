import { z } from 'zod';
import { CHANNELS, NOTIFICATION_EVENTS } from '../platform/notifications/events.js';
import { MESSAGES } from './messages.js';

const key = z
  .string()
  .regex(/^[A-Za-z0-9_-]+={0,2}$/)
  .max(200);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const subscribeBody = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: key, auth: key }),
});

export const unsubscribeBody = z.object({ endpoint: z.string().url().max(2000) });

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .nullable();

export const settingsBody = z
  .object({
    events: z.array(z.object({ event: z.enum(NOTIFICATION_EVENTS), channel: z.enum(CHANNELS) })).max(50),
    quiet_from: time,
    quiet_until: time,
  })
  .refine((body) => (body.quiet_from === null) === (body.quiet_until === null), { message: MESSAGES.quietBoth });

export const openedParams = z.object({ id: z.coerce.number().int().positive() });
