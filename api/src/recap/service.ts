import { TIME_ZONE } from '../lib/jakarta.js';
import { timeZones } from '../workdays/index.js';
import { reviewCountsOf } from '../attendance/index.js';
import type { AppContext } from '../context.js';
import { annualLeaveFrom, reportLeaveTypes } from '../leave/index.js';
import { overtimeOf, overtimeTotals } from '../overtime/index.js';
import { totalsOf } from '../workdays/index.js';
import { monthPeriod, type MonthPeriod } from '../platform/period.js';
import { presentDay, recapRow } from './presenter.js';
import * as queries from './queries.js';
import type { Scope } from './scope.js';

/** A page of people and each one's totals for the month, and the company's leave types (a column each). */
export async function recapPage(
  ctx: AppContext,
  scope: Scope,
  period: MonthPeriod,
  page: { page: number; page_size: number },
) {
  const { people, total } = await queries.pagePeople(ctx.db, scope, period, {
    page: page.page,
    pageSize: page.page_size,
  });
  const reviews = await reviewCountsOf(
    ctx.db,
    people.map((person) => person.id),
    period,
  );
  const annualFrom = await annualLeaveFrom(
    ctx.db,
    scope.company,
    people.map((person) => person.id),
  );
  const items = [];
  for await (const { person, days, lines } of overtimeOf(ctx, {
    company: scope.company,
    people,
    from: period.from,
    to: period.to,
    now: ctx.clock.now(),
  })) {
    items.push(
      recapRow(person, totalsOf(days, annualFrom.get(person.id) ?? null), overtimeTotals(lines), reviews(person.id)),
    );
  }
  const leaveTypes = await reportLeaveTypes(ctx.db, scope.company);
  return { ...period, total, page: page.page, page_size: page.page_size, items, leave_types: leaveTypes };
}

/** One person's month, day by day, with its totals, and the reader's zone (a time in another zone says its zone). */
export async function personMonth(
  ctx: AppContext,
  person: queries.RecapPerson,
  month: string | undefined,
  readerId?: number,
  options: { plan?: boolean } = {},
) {
  const period = monthPeriod(month, ctx.clock.now(), options);
  const request = {
    company: person.comp_kd ?? '',
    people: [person],
    from: period.from,
    to: period.to,
    now: ctx.clock.now(),
  };
  const reviews = await reviewCountsOf(ctx.db, [person.id], period);
  const [reader] = readerId === undefined ? [] : await timeZones(ctx.db, [readerId]);
  const annualFrom = (await annualLeaveFrom(ctx.db, person.comp_kd, [person.id])).get(person.id) ?? null;
  for await (const { days, lines } of overtimeOf(ctx, request)) {
    return {
      ...period,
      viewer_time_zone: reader?.time_zone ?? TIME_ZONE,
      employee: {
        nik: person.nik,
        name: person.name,
        division: person.divisi_kd,
        subdivision: person.subdivisi_kd,
        department: person.dept_kd,
      },
      days: days.map((day) =>
        presentDay(
          day,
          lines.find((line) => line.date === day.date),
        ),
      ),
      totals: recapRow(person, totalsOf(days, annualFrom), overtimeTotals(lines), reviews(person.id)),
    };
  }
  throw new Error('overtimeOf yielded nothing for one person');
}
