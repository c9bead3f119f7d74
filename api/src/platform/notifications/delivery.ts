import { hostname } from 'node:os';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/db.js';
import { writingLanguage } from '../../lib/languages.js';
import { EVENT_TITLES, inboxItemPath, isNotificationEvent } from './events.js';
import { notificationMail } from './mail.js';
import * as queries from './queries.js';

/** The job queue's name for one notification's delivery. */
export const DELIVER_JOB = 'notification-deliver';

/** Tries of one notification before it is marked failed; the queue waits longer before each (back-off). */
const ATTEMPTS = 6;
/** Deliveries a process fetches and sends at once. */
const BATCH = 50;
/** Rows handed to the queue per transaction of the relay. */
const RELAY_BATCH = 500;

/** pg-boss's statements through a transaction of ours: the job rows commit with the outbox's. */
const inTransaction = (tx: Db): PgBoss.Db => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values) }),
});

/** What the service worker is given: the words to show and the screen a tap opens. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
  tag: string;
}

export type DeliveryContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'queue' | 'push'>;

/** Sends one outbox row by its channel; says how it ended. Throws on a failure worth another try. */
async function send(ctx: DeliveryContext, row: queries.OutboxRow): Promise<'pushed' | 'mailed' | 'skipped'> {
  if (row.mail) {
    await ctx.mailer.send(row.mail);
    return 'mailed';
  }
  const person = row.user_id === null ? undefined : await queries.recipient(ctx.db, row.user_id);
  const item = row.inbox_id === null ? undefined : await queries.inboxItem(ctx.db, row.inbox_id);
  if (!person || !item || !isNotificationEvent(row.event)) return 'skipped';
  const language = writingLanguage(person.language);
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${inboxItemPath(item)}`;
  const mail = async () => {
    if (!person.email) return 'skipped' as const;
    await ctx.mailer.send(
      notificationMail(language, {
        to: person.email,
        name: person.name,
        event: row.event as never,
        message: item.message,
        link,
      }),
    );
    return 'mailed' as const;
  };
  // The e-mail after an unopened push: only while the push is unopened and the item still waits.
  if (row.unless_opened !== null)
    return item.status !== 'Pending' || (await queries.wasOpened(ctx.db, row.unless_opened)) ? 'skipped' : mail();
  if (row.channel === 'email') return mail();
  const payload: PushPayload = {
    id: row.id,
    title: EVENT_TITLES[row.event][language],
    body: item.message.slice(0, 1000),
    url: inboxItemPath(item),
    tag: `inbox-${item.id}`,
  };
  let pushed = 0;
  for (const target of await queries.subscriptionsOf(ctx.db, row.user_id!)) {
    if ((await ctx.push.send(target, JSON.stringify(payload), `n${row.id}`)) === 'gone')
      await queries.removeSubscription(ctx.db, target.id);
    else pushed += 1;
  }
  // No device takes pushes: the person hears of it by e-mail instead.
  if (pushed === 0) return mail();
  if (item.status === 'Pending' && person.email && person.email_after_minutes)
    await queries.followWithMail(ctx.db, row, person.email_after_minutes);
  return 'pushed';
}

/** One delivery: claimed first (nobody else sends it meanwhile), sent, and marked how it ended. */
export async function deliver(ctx: DeliveryContext, id: number, by: string): Promise<void> {
  const row = await queries.claim(ctx.db, id, ctx.config.NOTIFY_CLAIM_SECONDS);
  if (!row) return;
  try {
    await queries.finish(ctx.db, id, await send(ctx, row), by);
  } catch (error) {
    const said = error instanceof Error ? error.message : String(error);
    if (row.attempts >= ATTEMPTS) return void (await queries.finish(ctx.db, id, 'failed', by, said));
    await queries.release(ctx.db, id, said);
    throw error;
  }
}

/**
 * Delivers the outbox in this api process: every NOTIFY_POLL_MS the relay hands due rows to the job
 * queue in one transaction with marking them (so each is handed out once, whichever process takes
 * it), and this process's worker takes its share of the jobs, ten at a time. A failed send is tried
 * again by the queue with back-off; a row held by a process that died is handed out again once its
 * claim lapses. Returns a function that stops both and waits for the sends under way.
 */
export async function startNotificationDelivery(
  ctx: DeliveryContext,
  log: Pick<Logger, 'error'>,
): Promise<() => Promise<void>> {
  const boss = await ctx.queue.boss();
  await boss.createQueue(DELIVER_JOB);
  const by = `${hostname()}:${process.pid}`;
  // The sends under way, so stopping waits for them (pg-boss's offWork does not).
  const sending = new Set<Promise<unknown>>();
  const workerId: string = await boss.work<{ id: number }>(
    DELIVER_JOB,
    { batchSize: BATCH, pollingIntervalSeconds: 1 },
    async (jobs) => {
      // A full batch means more are waiting: fetch again at once rather than after the poll interval.
      if (jobs.length === BATCH) boss.notifyWorker(workerId);
      const batch = Promise.all(jobs.map((job) => deliver(ctx, job.data.id, by)));
      sending.add(batch);
      try {
        await batch;
      } finally {
        sending.delete(batch);
      }
    },
  );
  const relay = async () => {
    const handed = await ctx.db.transaction(async (tx) => {
      const due = await queries.takeDue(tx, RELAY_BATCH);
      if (due.length > 0)
        await boss.insert(
          due.map((row) => ({
            name: DELIVER_JOB,
            data: { id: row.id },
            retryLimit: ATTEMPTS,
            retryDelay: 5,
            retryBackoff: true,
            expireInSeconds: Math.max(60, ctx.config.NOTIFY_CLAIM_SECONDS * 2),
          })),
          { db: inTransaction(tx) },
        );
      return due.length;
    });
    // Fetch now rather than at the next poll: the commit-to-push time is the point.
    if (handed > 0) boss.notifyWorker(workerId);
    return handed;
  };
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      while (!stopped && (await relay()) === RELAY_BATCH);
    } catch (err) {
      log.error({ err }, 'notification relay failed; it tries again');
    }
  };
  // One relay at a time in a process: a tick that finds one running skips.
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, ctx.config.NOTIFY_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    await boss.offWork(DELIVER_JOB);
    await Promise.allSettled([...sending]);
  };
}
