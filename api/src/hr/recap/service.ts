import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { assertOwnCompany, type HrCaller } from '../../platform/access.js';
import { monthPeriod } from '../../platform/period.js';
import { personByNik } from '../../recap/index.js';
import type { personMonthQuery, recapQuery } from '../../recap/schemas.js';
import { personMonth, recapPage } from '../../recap/index.js';
import { hrScope } from './scope.js';

/** GET /hr/recap: the company (or a unit of it) for a month, a page of people at a time. */
export async function companyRecap(ctx: AppContext, caller: HrCaller, query: z.infer<typeof recapQuery>) {
  const period = monthPeriod(query.month, ctx.clock.now(), { plan: true });
  return recapPage(ctx, await hrScope(ctx, caller, query), period, query);
}

/** GET /hr/recap/:nik: a person of the admin's company (another company's is 403, none is 404). */
export async function employeeMonth(
  ctx: AppContext,
  caller: HrCaller,
  nik: number,
  query: z.infer<typeof personMonthQuery>,
) {
  const person = await personByNik(ctx.db, nik);
  if (!person) throw notFound('No employee has that NIK', 'employee_not_found');
  assertOwnCompany(caller, person);
  return personMonth(ctx, person, query.month, caller.user.id, { plan: true });
}
