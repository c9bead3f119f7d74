import { waitingReviewCount } from '../attendance/index.js';
import type { AppContext } from '../context.js';
import type { InboxMessage } from '@hadir/common/inbox-messages';
import { countWaiting, notifyEach } from '../inbox/index.js';
import { jakartaDate } from '../lib/jakarta.js';
import { findUserById, HR_ADMIN_ROLE, SUPERVISOR_ROLE } from '../users/index.js';
import { daysOf, nextDay, previousDay } from '../workdays/index.js';
import { dueReminders, type DueReminder } from './due.js';
import * as queries from './queries.js';

/** The screen each reminder opens (@hadir/common/inbox-link). */
const REDIRECTS = { clock_in: 'clockin', clock_out: 'clockout', digest: 'digest' } as const;

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/** A reminder due now to one person, with the words of its inbox item (null: a digest with nothing waiting). */
interface Due extends queries.ReminderKey {
  message: InboxMessage | null;
}

/** The sentence of a reminder; for a digest, the counts Home's badges show, when something waits. */
async function messageOf(ctx: Ctx, person: queries.RemindedPerson, due: DueReminder): Promise<InboxMessage | null> {
  if (due.kind === 'clock_in') return { key: 'reminderClockIn', values: { at: due.at } };
  if (due.kind === 'clock_out') return { key: 'reminderClockOut', values: { at: due.at } };
  const user = await findUserById(ctx.db, person.id);
  const [requests, flagged] = user
    ? await Promise.all([countWaiting(ctx.db, person.id), waitingReviewCount(ctx.db, user)])
    : [0, 0];
  return requests + flagged === 0 ? null : { key: 'reminderDigest', values: { requests, flagged } };
}

/**
 * Sends a company's reminders due this minute, all at once in ONE transaction of four statements
 * however many people: the ledger's keys (reminders_sent) taken together, then the inbox items of the
 * keys taken with their pushes or e-mails (notifyEach), then each item's id in the ledger. A key
 * taken already (a second run, a second api process) sends nothing. A digest with nothing waiting
 * takes its key too, so the day's later runs do not count again. Answers how many inbox items were
 * written.
 */
async function sendAll(ctx: Ctx, due: Due[]): Promise<number> {
  if (due.length === 0) return 0;
  const messages = new Map(due.map((one) => [`${one.user_id} ${one.day} ${one.kind}`, one.message]));
  return ctx.db.transaction(async (tx) => {
    const taken = (await queries.claimReminders(tx, due)).flatMap((key) => {
      const message = messages.get(`${key.user_id} ${key.day} ${key.kind}`);
      return message ? [{ key, message }] : [];
    });
    const inboxIds = await notifyEach(
      tx,
      taken.map(({ key, message }) => ({
        userId: key.user_id,
        item: {
          message,
          status: 'Success' as const,
          redirect: REDIRECTS[key.kind],
          itemid: key.day,
          event: key.kind === 'digest' ? ('digest' as const) : ('reminder' as const),
        },
      })),
    );
    if (taken.length > 0)
      await queries.recordInboxItems(
        tx,
        taken.map(({ key }) => key),
        inboxIds,
      );
    return taken.length;
  });
}

/**
 * The minute's reminders (the `notices` job, jobs/notices.ts): for each company, each active
 * person's days from yesterday to tomorrow (Jakarta's; each read in the person's own zone, so a night
 * shift that started yesterday and a WIT morning that is already tomorrow in Jakarta's evening are
 * both there), what is due (due.ts), less what the ledger says was sent; the company's are then sent
 * together (sendAll). Returns how many inbox items were written.
 */
export async function sendDueReminders(ctx: Ctx): Promise<number> {
  const now = ctx.clock.now();
  const today = jakartaDate(now);
  const from = previousDay(today);
  const to = nextDay(today);
  let sent = 0;
  for (const settings of await queries.companiesToRemind(ctx.db)) {
    const people = await queries.activePeople(ctx.db, settings.comp_kd);
    const taken = await queries.sentBetween(ctx.db, settings.comp_kd, from, to);
    const due: Due[] = [];
    for await (const { person, days } of daysOf(ctx, { company: settings.comp_kd, people, from, to, now })) {
      const approver = person.role_id === SUPERVISOR_ROLE || person.role_id === HR_ADMIN_ROLE;
      for (const one of dueReminders(days, settings, now, approver)) {
        if (taken.has(`${person.id} ${one.day} ${one.kind}`)) continue;
        due.push({ user_id: person.id, day: one.day, kind: one.kind, message: await messageOf(ctx, person, one) });
      }
    }
    sent += await sendAll(ctx, due);
  }
  return sent;
}
