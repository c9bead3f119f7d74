import type { Logger } from 'pino';
import { ANNOUNCEMENT_PUSH_JOB, pushAnnouncement, pushDueAnnouncements } from '../announcements/index.js';
import type { AppContext } from '../context.js';
import { sendDueReminders } from '../reminders/index.js';

export const NOTICES_JOB = 'notices';

/**
 * Takes announcement pushes from the queue (publishing queues one): each is sent whole or not at
 * all (pushAnnouncement), so pg-boss's retry after a process died sends it once.
 */
export async function startAnnouncementPushWorker(ctx: AppContext, log: Pick<Logger, 'info'>) {
  const boss = await ctx.queue.boss();
  await boss.createQueue(ANNOUNCEMENT_PUSH_JOB);
  await boss.work<{ id: number }>(ANNOUNCEMENT_PUSH_JOB, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    const told = await pushAnnouncement(ctx, job.data.id);
    if (told > 0) log.info({ announcement: job.data.id, told }, 'announcement pushed');
  });
  return () => boss.offWork(ANNOUNCEMENT_PUSH_JOB);
}

/**
 * The minute's notices: announcements whose From has come (or whose job was lost), and the reminders
 * due (a shift not clocked in or out, the approvers' morning digest; reminders/service.ts).
 */
export const noticesWork =
  (ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, log: Pick<Logger, 'info'>) => async () => {
    const told = await pushDueAnnouncements(ctx);
    if (told > 0) log.info({ told }, 'announcements pushed');
    const reminded = await sendDueReminders(ctx);
    if (reminded > 0) log.info({ reminded }, 'reminders sent');
  };
