import type { AppContext } from '../../context.js';
import type { HrCaller } from '../../platform/access.js';
import type { Scope, ScopeQuery } from '../../recap/scope.js';
import { ownUnit } from '../organisation/service.js';

const KIND_OF_FIELD = { division: 'divisions', subdivision: 'subdivisions', department: 'departments' } as const;

/** The caller's company, and the one unit asked for, which must be the company's (403 another's, 404 none). */
export async function hrScope(ctx: Pick<AppContext, 'db'>, caller: HrCaller, query: ScopeQuery): Promise<Scope> {
  const field = (['department', 'subdivision', 'division'] as const).find((name) => query[name]);
  if (!field) return { company: caller.company, unit: null, q: query.q };
  const kind = KIND_OF_FIELD[field];
  const unit = await ownUnit(ctx.db, caller, kind, query[field]!);
  return { company: caller.company, unit: { kind, code: unit.code }, q: query.q };
}
