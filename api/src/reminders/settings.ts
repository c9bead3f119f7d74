import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { auditSummary, diffFields, recordAudit } from '../platform/audit.js';
import type { HrCaller } from '../platform/access.js';

/** The longest wait a reminder takes after a shift's start or end: 12 hours (migration 214's check). */
export const MAX_REMIND_MINUTES = 720;
/** The longest an unopened push about something waiting may wait for its e-mail: a week (migration 193). */
export const MAX_EMAIL_AFTER_MINUTES = 10_080;

const minutes = (max: number, field: string) =>
  z
    .number({ message: `${field} must be a whole number of minutes` })
    .int(`${field} must be a whole number of minutes`)
    .min(0, `${field} must be 0 to ${max} minutes`)
    .max(max, `${field} must be 0 to ${max} minutes`)
    .nullable();

/**
 * The company's reminder and notification settings (issue 47, docs/notifications.md): the minutes
 * after a shift's start and end the clock-in and clock-out reminders wait (null: off), the morning
 * digest's time on each person's wall clock (null: off), whether reminders ring through quiet hours,
 * and how long a push about something waiting may stay unopened before an e-mail follows (null: never).
 */
export const notificationSettingsBody = z
  .object({
    remind_clock_in_minutes: minutes(MAX_REMIND_MINUTES, 'The clock-in reminder'),
    remind_clock_out_minutes: minutes(MAX_REMIND_MINUTES, 'The clock-out reminder'),
    digest_time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'The digest time must be HH:mm')
      .nullable(),
    reminders_ignore_quiet: z.boolean(),
    notify_email_after_minutes: z
      .number({ message: 'The e-mail wait must be a whole number of minutes' })
      .int('The e-mail wait must be a whole number of minutes')
      .min(1, `The e-mail wait must be 1 to ${MAX_EMAIL_AFTER_MINUTES} minutes`)
      .max(MAX_EMAIL_AFTER_MINUTES, `The e-mail wait must be 1 to ${MAX_EMAIL_AFTER_MINUTES} minutes`)
      .nullable(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsBody>;

const FIELDS = [
  'remind_clock_in_minutes',
  'remind_clock_out_minutes',
  'digest_time',
  'reminders_ignore_quiet',
  'notify_email_after_minutes',
] as const;

const read = async (db: Db, company: string): Promise<NotificationSettings> =>
  (await db.one<NotificationSettings>(
    `SELECT remind_clock_in_minutes, remind_clock_out_minutes, to_char(digest_time, 'HH24:MI') AS digest_time,
            reminders_ignore_quiet, notify_email_after_minutes
       FROM companies WHERE comp_kd = $1`,
    [company],
  ))!;

/** GET /hr/notification-settings: the caller's company's. */
export const hrNotificationSettings = (ctx: AppContext, caller: HrCaller) => read(ctx.db, caller.company);

/** PUT /hr/notification-settings: all five at once, audited with what changed. */
export async function changeNotificationSettings(
  ctx: AppContext,
  caller: HrCaller,
  body: NotificationSettings,
): Promise<NotificationSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await read(tx, caller.company);
    await tx.query(
      `UPDATE companies SET remind_clock_in_minutes = $2, remind_clock_out_minutes = $3, digest_time = $4::time,
              reminders_ignore_quiet = $5, notify_email_after_minutes = $6
        WHERE comp_kd = $1`,
      [
        caller.company,
        body.remind_clock_in_minutes,
        body.remind_clock_out_minutes,
        body.digest_time,
        body.reminders_ignore_quiet,
        body.notify_email_after_minutes,
      ],
    );
    const after = await read(tx, caller.company);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'notification.settings.update',
      target: 'notification settings',
      summary: auditSummary('notificationSettingsUpdate', {}),
      changes: diffFields(before, after, [...FIELDS]),
    });
    return after;
  });
}
