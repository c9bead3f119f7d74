import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { jakartaMonth, monthRange } from '../lib/jakarta.js';
import { presentInboxItem } from './presenter.js';
import { listInboxBetween } from './queries.js';

/** The caller's inbox for one month (1-12) of the current Jakarta year, newest first. */
export async function inboxOfMonth(ctx: AppContext, { user }: Caller, month: number, now = ctx.clock.now()) {
  const { from, to } = monthRange(jakartaMonth(now).year, month - 1);
  const items = await listInboxBetween(ctx.db, user.id, from, to);
  return { user: { name: user.name }, inbox: items.map(presentInboxItem) };
}
