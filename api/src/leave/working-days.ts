import type { AppContext } from '../context.js';
import { daysOf, type Person } from '../workdays/index.js';

/**
 * The one day count of a request (issue 26): the working days of the person's schedule in
 * [start, end] — weekends, off days and holidays excluded, as the day engine counts them — and
 * half a day for a Half Day request. The form, the list, the approval sheet, the recaps, the
 * exports and the ledger all use the number this gives when the request is filed.
 */
export async function workingDaysOf(
  ctx: AppContext,
  person: Person & { comp_kd: string | null },
  start: string,
  end: string,
  halfDay: boolean,
) {
  let working = 0;
  for await (const { days } of daysOf(ctx, {
    company: person.comp_kd ?? '',
    people: [person],
    from: start,
    to: end,
    now: ctx.clock.now(),
  })) {
    working = days.filter((day) => day.working).length;
  }
  return halfDay ? Math.min(working, 1) * 0.5 : working;
}
