import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { latestMonth, monthRange } from '../lib/jakarta.js';
import { presentInboxItem } from './presenter.js';
import { listInboxBetween } from './queries.js';

/**
 * The caller's inbox for one month (1-12) of the last twelve, newest first: a month that has not
 * begun this Jakarta year means last year's (in January, 12 is last December's pending items).
 */
export async function inboxOfMonth(ctx: AppContext, { user }: Caller, month: number, now = ctx.clock.now()) {
  const { year, monthIndex } = latestMonth(month - 1, now);
  const { from, to } = monthRange(year, monthIndex);
  const items = await listInboxBetween(ctx.db, user.id, from, to);
  return { user: { name: user.name }, inbox: items.map(presentInboxItem) };
}
