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

/** The channel migration 217's trigger tells when outbox rows are committed. */
const OUTBOX_CHANNEL = 'hadir_outbox';

/** A claimed batch: its rows still being sent, and how those sent ended (marked together). */
interface Batch {
  /** The last moment a send of its rows may start and still end (PUSH_TIMEOUT_MS at most) within the claim. */
  lastStart: number;
  left: number;
  done: queries.Finished[];
  failed: { id: number; error: string }[];
}

/**
 * One round of this process: claims a batch of due rows in one statement and sends them CONCURRENCY
 * at a time; while more come (a full batch), the next batch is claimed as the last sends of this one
 * are under way, so the sends never wait for a claim. Each batch is marked in one statement once its
 * rows are sent (a failed try is let go with its back-off; the last one is marked failed); a row whose
 * send could no longer end before its claim lapses is left to lapse. Claims
 * stop when a batch comes short or `goOn` says no; the batches claimed are still sent and marked.
 * Answers how many rows it claimed.
 */
export async function deliverDue(ctx: DeliveryContext, by: string, goOn = () => true): Promise<number> {
  const queue: { row: queries.ClaimedRow; batch: Batch }[] = [];
  let claimed = 0;
  let more = true;
  let claiming: Promise<void> | null = null;
  let failure: unknown = null;
  const claim = () =>
    (claiming ??= (async () => {
      try {
        const at = Date.now();
        const rows = await queries.claimDue(ctx.db, BATCH, ctx.config.NOTIFY_CLAIM_SECONDS);
        claimed += rows.length;
        more = rows.length === BATCH;
        const claimMs = ctx.config.NOTIFY_CLAIM_SECONDS * 1000;
        // (Half the claim at least, should NOTIFY_CLAIM_SECONDS be set below PUSH_TIMEOUT_MS.)
        const lastStart = at + Math.max(claimMs - ctx.config.PUSH_TIMEOUT_MS, claimMs / 2);
        const batch: Batch = { lastStart, left: rows.length, done: [], failed: [] };
        for (const row of rows) queue.push({ row, batch });
      } catch (error) {
        failure ??= error;
        more = false;
      } finally {
        claiming = null;
      }
    })());
  const finish = async (batch: Batch) => {
    try {
      if (batch.done.length > 0) await queries.finishAll(ctx.db, batch.done, by);
      if (batch.failed.length > 0) await queries.releaseAll(ctx.db, batch.failed, RETRY_DELAY_SECONDS);
    } catch (error) {
      failure ??= error;
      more = false;
    }
  };
  const lane = async () => {
    for (;;) {
      // The next batch is claimed while this one's last CONCURRENCY rows are still to start.
      if (more && failure === null && queue.length <= CONCURRENCY && goOn()) void claim();
      const next = queue.shift();
      if (!next) {
        if (!claiming) return;
        await claiming;
        continue;
      }
      const { row, batch } = next;
      // A slow push service held the sends before it so long that this one might end after the
      // claim lapsed, when another process may send the row too: it is left to lapse, unsent and
      // unmarked, and is claimed again then.
      if (Date.now() > batch.lastStart) {
        batch.left -= 1;
        if (batch.left === 0) await finish(batch);
        continue;
      }
      try {
        batch.done.push({ id: row.id, outcome: await send(ctx, row), error: null });
      } catch (error) {
        const said = error instanceof Error ? error.message : String(error);
        if (row.attempts >= ATTEMPTS) batch.done.push({ id: row.id, outcome: 'failed', error: said });
        else batch.failed.push({ id: row.id, error: said });
      }
      batch.left -= 1;
      if (batch.left === 0) await finish(batch);
    }
  };
  await claim();
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  if (failure !== null) throw failure;
  return claimed;
}

/**
 * Delivers the outbox in this api process: at once when rows are committed (the `hadir_outbox`
 * notice, migration 217), and every NOTIFY_POLL_MS for rows due later and notices missed; a round
 * goes on while full batches come (a burst goes at once, not a batch per poll). Every process on
 * the database takes its share; a claim held by a process that died lapses after
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
  // A notice heard during a round: another round follows it (the round may have claimed before the commit).
  let again = false;
  const tick = async () => {
    try {
      do {
        again = false;
        await deliverDue(ctx, by, () => !stopped);
      } while (again && !stopped);
    } catch (err) {
      log.error({ err }, 'notification delivery failed; it tries again');
    }
  };
  // One round at a time in a process: a wake that finds one running asks for another after it.
  const wake = () => {
    if (stopped) return;
    if (running) again = true;
    else running = tick().finally(() => (running = null));
  };
  const timer = setInterval(wake, ctx.config.NOTIFY_POLL_MS);
  timer.unref();
  const unlisten = ctx.db.listen ? await ctx.db.listen(OUTBOX_CHANNEL, wake, () => {}) : null;
  return async () => {
    stopped = true;
    clearInterval(timer);
    await unlisten?.();
    await running;
  };
}
