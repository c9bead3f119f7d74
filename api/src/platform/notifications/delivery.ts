import { hostname } from 'node:os';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import { writingLanguage } from '../../lib/languages.js';
import { EVENT_TITLES, inboxItemPath, inboxItemText, isNotificationEvent } from './events.js';
import { notificationMail } from './mail.js';
import * as queries from './queries.js';

/** Tries of one notification before it is marked failed; each waits longer after a failure (back-off). */
const ATTEMPTS = 6;
/** Seconds before the second try; doubled for each try after. */
const RETRY_DELAY_SECONDS = 5;
/** Rows a process claims in one statement. */
const BATCH = 100;
/** Sends under way at once in a process (one push service takes them over a few kept-alive connections). */
const CONCURRENCY = 16;

/** What the service worker is given: the words to show and the screen a tap opens. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  url: string;
  tag: string;
}

export type DeliveryContext = Pick<AppContext, 'db' | 'config' | 'mailer' | 'push'>;

/** Sends one claimed row by its channel; says how it ended. Throws on a failure worth another try. */
async function send(ctx: DeliveryContext, row: queries.ClaimedRow): Promise<'pushed' | 'mailed' | 'skipped'> {
  if (row.mail) {
    await ctx.mailer.send(row.mail);
    return 'mailed';
  }
  if (row.name === null || row.message === null || !isNotificationEvent(row.event)) return 'skipped';
  const item = { id: row.inbox_id!, status: row.status!, redirect: row.redirect, itemid: row.itemid };
  const language = writingLanguage(row.language);
  // The item's sentence in the recipient's language (an item written before keys were: its English text).
  const message = inboxItemText(language, row);
  const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}${inboxItemPath(item)}`;
  const mail = async () => {
    if (!row.email) return 'skipped' as const;
    await ctx.mailer.send(
      notificationMail(language, {
        to: row.email,
        name: row.name!,
        event: row.event as never,
        message,
        link,
      }),
    );
    return 'mailed' as const;
  };
  // The e-mail after an unopened push: only while the push is unopened and the item still waits.
  if (row.unless_opened !== null) return item.status !== 'Pending' || row.opened ? 'skipped' : mail();
  if (row.channel === 'email') return mail();
  const payload: PushPayload = {
    id: row.id,
    title: EVENT_TITLES[row.event][language],
    body: message.slice(0, 1000),
    url: inboxItemPath(item),
    tag: `inbox-${item.id}`,
  };
  let pushed = 0;
  for (const target of row.subscriptions) {
    if ((await ctx.push.send(target, JSON.stringify(payload), `n${row.id}`)) === 'gone')
      await queries.removeSubscription(ctx.db, target.id);
    else pushed += 1;
  }
  // No device takes pushes: the person hears of it by e-mail instead.
  if (pushed === 0) return mail();
  if (item.status === 'Pending' && row.email && row.email_after_minutes)
    await queries.followWithMail(ctx.db, row, row.email_after_minutes);
  return 'pushed';
}

/**
 * One round of this process: claims a batch of due rows in one statement, sends them CONCURRENCY at
 * a time, and marks the batch in one statement (a failed try is let go with its back-off; the last
 * one is marked failed). Answers how many it claimed.
 */
export async function deliverDue(ctx: DeliveryContext, by: string): Promise<number> {
  const rows = await queries.claimDue(ctx.db, BATCH, ctx.config.NOTIFY_CLAIM_SECONDS);
  const done: queries.Finished[] = [];
  const failed: { id: number; error: string }[] = [];
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      try {
        done.push({ id: row.id, outcome: await send(ctx, row), error: null });
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        if (row.attempts >= ATTEMPTS) done.push({ id: row.id, outcome: 'failed', error: said });
        else failed.push({ id: row.id, error: said });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
  if (done.length > 0) await queries.finishAll(ctx.db, done, by);
  if (failed.length > 0) await queries.releaseAll(ctx.db, failed, RETRY_DELAY_SECONDS);
  return rows.length;
}

/**
 * Delivers the outbox in this api process: every NOTIFY_POLL_MS it claims due rows and sends them,
 * round after round while full batches come (a burst goes at once, not a batch per poll). Every
 * process on the database takes its share; a claim held by a process that died lapses after
 * NOTIFY_CLAIM_SECONDS and the row is sent by another. Returns a function that stops it and waits
 * for the round under way.
 */
export async function startNotificationDelivery(
  ctx: DeliveryContext,
  log: Pick<Logger, 'error'>,
): Promise<() => Promise<void>> {
  const by = `${hostname()}:${process.pid}`;
  let stopped = false;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      while (!stopped && (await deliverDue(ctx, by)) === BATCH);
    } catch (err) {
      log.error({ err }, 'notification delivery failed; it tries again');
    }
  };
  // One round at a time in a process: a tick that finds one running skips.
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, ctx.config.NOTIFY_POLL_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
