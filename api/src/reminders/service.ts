import { waitingReviewCount } from '../attendance/index.js';
import type { AppContext } from '../context.js';
import type { InboxMessage } from '@hadir/common/inbox-messages';
import { countWaiting, notify } from '../inbox/index.js';
import { jakartaDate } from '../lib/jakarta.js';
import { findUserById, HR_ADMIN_ROLE, SUPERVISOR_ROLE } from '../users/index.js';
import { daysOf, nextDay, previousDay } from '../workdays/index.js';
import { dueReminders, type DueReminder } from './due.js';
import * as queries from './queries.js';

/** The screen each reminder opens (@hadir/common/inbox-link). */
const REDIRECTS = { clock_in: 'clockin', clock_out: 'clockout', digest: 'digest' } as const;

type Ctx = Pick<AppContext, 'db' | 'config' | 'clock'>;

/**
 * Sends each reminder due now (due.ts) once: the ledger's key (reminders_sent) and the inbox item
 * (with its push or e-mail, notify()) in one transaction, so a second run or a second api process
 * sends nothing. A digest goes only when something waits; one with nothing waiting is still marked,
 * so the day's later runs do not count again. True when an inbox item was written.
 */
async function send(ctx: Ctx, person: queries.RemindedPerson, due: DueReminder): Promise<boolean> {
  let message: InboxMessage;
  if (due.kind === 'digest') {
    const user = await findUserById(ctx.db, person.id);
    const [requests, flagged] = user
      ? await Promise.all([countWaiting(ctx.db, person.id), waitingReviewCount(ctx.db, user)])
      : [0, 0];
    if (requests + flagged === 0) {
      await ctx.db.transaction((tx) => queries.claimReminder(tx, person.id, due.day, due.kind));
      return false;
    }
    message = { key: 'reminderDigest', values: { requests, flagged } };
  } else message = { key: due.kind === 'clock_in' ? 'reminderClockIn' : 'reminderClockOut', values: { at: due.at } };
  return ctx.db.transaction(async (tx) => {
    if (!(await queries.claimReminder(tx, person.id, due.day, due.kind))) return false;
    const inboxId = await notify(tx, person.id, {
      message,
      status: 'Success',
      redirect: REDIRECTS[due.kind],
      itemid: due.day,
      event: due.kind === 'digest' ? 'digest' : 'reminder',
    });
    await queries.recordInboxItem(tx, person.id, due.day, due.kind, inboxId);
    return true;
  });
}

/**
 * The minute's reminders (the `notices` job, jobs/notices.ts): for each company, each active
 * person's days from yesterday to tomorrow (Jakarta's; each read in the person's own zone, so a night
 * shift that started yesterday and a WIT morning that is already tomorrow in Jakarta's evening are
 * both there), what is due (due.ts), less what the ledger says was sent. Returns how many inbox
 * items were written.
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
    for await (const { person, days } of daysOf(ctx, { company: settings.comp_kd, people, from, to, now })) {
      const approver = person.role_id === SUPERVISOR_ROLE || person.role_id === HR_ADMIN_ROLE;
      for (const due of dueReminders(days, settings, now, approver)) {
        if (taken.has(`${person.id} ${due.day} ${due.kind}`)) continue;
        if (await send(ctx, person, due)) sent += 1;
      }
    }
  }
  return sent;
}
