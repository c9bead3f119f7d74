import { HOURLY_WAGE } from '../lib/legal-rules.js';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { notFound } from '../errors.js';
import { assertOwnCompany, type HrCaller } from '../platform/access.js';
import { recordAudit, auditSummary } from '../platform/audit.js';
import { findUserByNik } from '../users/index.js';
import { OVERTIME_MESSAGES as M } from './messages.js';

/**
 * Monthly wages for overtime pay (docs/rules.md §13): HR's alone (routes behind hrAdmin, the table read
 * by nothing a supervisor or the staff reach), each change audited. Pay = multiplier-hours × wage / 173
 * (PP 35/2021 art. 32(2)), rounded to the rupiah.
 */
/** PP 35/2021 art. 32(2): the hourly wage is 1/173 of the monthly wage (lib/legal-rules.ts). */
const { hours_a_month: HOURS_A_MONTH } = HOURLY_WAGE;

export const wageBody = z
  .object({
    monthly_wage: z
      .number({ error: M.wageInvalid })
      .int({ error: M.wageInvalid })
      .min(1, { error: M.wageInvalid })
      .max(1_000_000_000_000, { error: M.wageInvalid })
      .nullable(),
  })
  .strict();

/**
 * Σ minutes × multiplier / 60 × wage / 173, from the minutes at each multiplier (not the multiplier-hours
 * rounded for display: 110 minutes on a working day at Rp 5,190,000 is Rp 95,000, not 95,001).
 */
export function overtimePay(
  minutesByMultiplier: Record<string, number>,
  monthlyWage: number | undefined,
): number | null {
  if (monthlyWage === undefined) return null;
  const weighted = Object.entries(minutesByMultiplier).reduce(
    (sum, [multiplier, minutes]) => sum + Number(multiplier) * minutes,
    0,
  );
  return Math.round((weighted * monthlyWage) / 60 / HOURS_A_MONTH);
}

/** The wages of these people, by user id (those without one are absent). */
export async function wagesOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: number; amount: string }>(
    'SELECT user_id, amount::text AS amount FROM monthly_wages WHERE user_id = ANY($1::int[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, Number(row.amount)]));
}

/** GET /hr/wages: the company's people with a wage, most recently changed first (25 a page). */
export async function companyWages(ctx: AppContext, caller: HrCaller, page: { page: number; page_size: number }) {
  const [counted] = await ctx.db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM monthly_wages w JOIN users u ON u.id = w.user_id WHERE u.comp_kd = $1',
    [caller.company],
  );
  const items = await ctx.db.query<{ nik: number; name: string; monthly_wage: string }>(
    `SELECT u.nik, u.name, w.amount::text AS monthly_wage FROM monthly_wages w JOIN users u ON u.id = w.user_id
     WHERE u.comp_kd = $1 ORDER BY w.updated_at DESC, u.nik LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`,
    [caller.company],
  );
  return {
    total: counted.total,
    page: page.page,
    page_size: page.page_size,
    items: items.map((row) => ({ ...row, monthly_wage: Number(row.monthly_wage) })),
  };
}

/** PUT /hr/wages/:nik: sets a person's monthly wage, or removes it (null); audited. */
export async function changeWage(ctx: AppContext, caller: HrCaller, nik: number, wage: number | null) {
  const person = await findUserByNik(ctx.db, nik);
  if (!person) throw notFound(M.employeeNotFound, 'employee_not_found');
  assertOwnCompany(caller, person);
  await ctx.db.transaction(async (tx) => {
    const before = (await wagesOf(tx, [person.id])).get(person.id) ?? null;
    if (before === wage) return;
    if (wage === null) await tx.query('DELETE FROM monthly_wages WHERE user_id = $1', [person.id]);
    else {
      await tx.query(
        `INSERT INTO monthly_wages (user_id, amount, updated_at, updated_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id) DO UPDATE SET amount = EXCLUDED.amount, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [person.id, wage, ctx.clock.now(), caller.user.id],
      );
    }
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'wage.update',
      target: `employee ${person.nik}`,
      subject: person,
      summary: auditSummary(wage === null ? 'wageRemove' : 'wageSet', { employee: person.name }),
      changes: [{ field: 'monthly_wage', before, after: wage }],
    });
  });
  return { nik: person.nik, name: person.name, monthly_wage: wage };
}
