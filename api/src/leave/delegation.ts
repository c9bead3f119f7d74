import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { findUserByNik } from '../users/index.js';
import { LEAVE_MESSAGES as M } from './messages.js';

interface DelegationRow {
  id: number;
  nik: number;
  name: string;
  from_date: string;
  to_date: string;
}

const SELECT = `SELECT d.id, u.nik, u.name, d.from_date::text AS from_date, d.to_date::text AS to_date
  FROM leave_delegations d JOIN users u ON u.id = d.stand_in_id`;

/** GET /leave-delegation: the caller's stand-ins, the latest period first. */
export const listDelegations = (ctx: AppContext, { user }: Caller) =>
  ctx.db.query<DelegationRow>(`${SELECT} WHERE d.user_id = $1 ORDER BY d.from_date DESC, d.id DESC`, [user.id]);

/**
 * POST /leave-delegation: while the period runs, requests that would reach the caller go to the
 * stand-in, a colleague of the same company (an approved leave of the caller sends them up the
 * chain by itself, approvers.ts).
 */
export async function addDelegation(
  ctx: AppContext,
  { user }: Caller,
  body: { nik: number; from_date: string; to_date: string },
) {
  const standIn = await findUserByNik(ctx.db, body.nik);
  if (!standIn || !standIn.active || standIn.comp_kd !== user.comp_kd)
    throw badRequest(M.delegationUnknown, 'stand_in_unknown', { field: 'nik' });
  if (standIn.id === user.id) throw badRequest(M.delegationSelf, 'stand_in_self', { field: 'nik' });
  const row = await ctx.db.one<{ id: number }>(
    'INSERT INTO leave_delegations (user_id, stand_in_id, from_date, to_date) VALUES ($1, $2, $3::date, $4::date) RETURNING id',
    [user.id, standIn.id, body.from_date, body.to_date],
  );
  return (await ctx.db.one<DelegationRow>(`${SELECT} WHERE d.id = $1`, [row!.id]))!;
}

/** DELETE /leave-delegation/:id: only the caller's own. */
export async function removeDelegation(ctx: AppContext, { user }: Caller, id: number) {
  const rows = await ctx.db.query('DELETE FROM leave_delegations WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    user.id,
  ]);
  if (rows.length === 0) throw notFound('Stand-in not found', 'stand_in_not_found');
}
