import { authenticate, type Caller } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { HR_ADMIN_ROLE } from '../users/index.js';
import { HR_MESSAGES as M } from './messages.js';

/** An HR admin, with the one company every HR read and write of theirs is confined to. */
export interface HrCaller extends Caller {
  company: string;
}

/**
 * The one access rule of every /hr route, "HR admin of this company": no session → 401 (from
 * authenticate), anyone but an HR admin → 403. The record check is assertOwnCompany.
 */
export async function hrAdmin(ctx: AppContext, authorization: string | undefined): Promise<HrCaller> {
  const caller = await authenticate(ctx, authorization);
  if (caller.user.role_id !== HR_ADMIN_ROLE) throw forbidden(M.hrOnly, 'hr_only');
  if (!caller.user.comp_kd) throw forbidden(M.noCompany, 'hr_only');
  return { ...caller, company: caller.user.comp_kd };
}

/** A record of another company is 403, never 404: the HR admin is told why, and nothing changes. */
export function assertOwnCompany(caller: HrCaller, record: { comp_kd: string | null }): void {
  if (record.comp_kd !== caller.company) throw forbidden(M.otherCompany, 'other_company');
}
