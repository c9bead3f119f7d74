import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { HrCaller } from '../../platform/access.js';
import { assertOwnCompany } from '../../platform/access.js';
import { recordAudit, diffFields, auditSummary } from '../../platform/audit.js';
import { jakartaDate } from '../../lib/jakarta.js';
import type { UserRow } from '../../users/presenter.js';
import { findUserByNik, lockUser, USER_SELECT } from '../../users/index.js';
import { catchUpLedger } from '../../leave/index.js';
import { checkedOn, forgetCompanyChecks } from '../../leave/index.js';
import { appendLines, companyBalances, ledgerState } from '../../leave/index.js';
import { LEAVE_MESSAGES as M } from '../../leave/index.js';
import { companyPolicies, savePolicy } from '../../leave/index.js';
import type { LeavePolicy } from '../../leave/policy.js';

/** POST /hr/leave-adjustments: days added (or taken off, negative) by HR, with the reason. */
export const adjustmentBody = z.object(
  {
    nik: z.coerce
      .string()
      .trim()
      .regex(/^\d{1,15}$/, { error: 'NIK must be digits' })
      .transform(Number),
    leave_type: z.string({ error: M.typeRequired }).trim().min(1, { error: M.typeRequired }),
    days: z.coerce
      .number({ error: 'Days must be a number' })
      .refine((days) => days !== 0 && Number.isInteger(days * 2), {
        error: 'Days must be a whole or half number other than 0',
      }),
    reason: z.string({ error: 'A reason is required' }).trim().min(1, { error: 'A reason is required' }).max(500),
  },
  { error: 'Send a JSON body with nik, leave_type, days and reason' },
);

const nullableNumber = z.number().nonnegative().nullable();

/** PUT /hr/leave-policies: one type's policy, whole (a new type, or a change to one). */
export const policyBody = z.object({
  leave_type: z.string().trim().min(1).max(100),
  kind: z.enum(['annual', 'special', 'maternity', 'miscarriage', 'menstrual', 'sick', 'unpaid', 'other']),
  tracks_balance: z.boolean(),
  days_per_year: z.number().min(0).max(365),
  accrual: z.enum(['yearly', 'monthly']),
  service_months: z.number().int().min(0).max(120),
  carry_over_cap: z.number().min(0).max(365),
  carry_over_months: z.number().int().min(0).max(60),
  max_days: nullableNumber,
  max_months: nullableNumber,
  extra_months_with_letter: z.number().min(0).max(12),
  max_days_per_month: nullableNumber,
  attachment_after_days: nullableNumber,
  paid: z.boolean(),
  allow_negative: z.boolean(),
  active: z.boolean(),
});

/**
 * GET /hr/leave-balances: every active person of the company (or the one with `nik`: another
 * company's is nobody) with each type that has a balance,
 * the ledger's sum. A ledger not yet brought up to date today is first (the twice-daily job and every
 * personal read do it, so at 10,000 people this is one read, not a transaction a person), and someone
 * with no line yet (before 12 months of work) is listed with 0, so HR can find anyone to adjust.
 */
export async function hrBalances(ctx: AppContext, caller: HrCaller, nik?: number) {
  const people = await ctx.db.query<UserRow>(
    `${USER_SELECT} WHERE u.active AND u.comp_kd = $1 ${nik === undefined ? '' : 'AND u.nik = $2'} ORDER BY u.nik`,
    nik === undefined ? [caller.company] : [caller.company, nik],
  );
  const today = jakartaDate(ctx.clock.now());
  const fresh = await checkedOn(
    ctx.db,
    people.map((person) => person.id),
    today,
  );
  for (const person of people)
    if (!fresh.has(person.id)) await ctx.db.transaction((tx) => catchUpLedger(ctx, tx, person, today));
  const types = (await companyPolicies(ctx.db, caller.company))
    .filter((policy) => policy.tracks_balance && policy.active)
    .map((policy) => policy.leave_type);
  const sums = new Map(
    (await companyBalances(ctx.db, caller.company)).map((row) => [`${row.user_id} ${row.leave_type}`, row.balance]),
  );
  return people.flatMap((person) =>
    types.map((leave_type) => ({
      user_id: person.id,
      nik: person.nik,
      name: person.name,
      leave_type,
      balance: Math.round((sums.get(`${person.id} ${leave_type}`) ?? 0) * 10) / 10,
    })),
  );
}

export const hrPolicies = (ctx: AppContext, caller: HrCaller) => companyPolicies(ctx.db, caller.company);

/** An adjustment is a ledger line of its own (kind adjusted, reason kept), audited in the same transaction. */
export async function adjustBalance(ctx: AppContext, caller: HrCaller, body: z.infer<typeof adjustmentBody>) {
  const person = await findUserByNik(ctx.db, body.nik);
  if (!person) throw notFound('No employee has that NIK', 'employee_not_found');
  assertOwnCompany(caller, person);
  const policy = (await companyPolicies(ctx.db, caller.company)).find((item) => item.leave_type === body.leave_type);
  if (!policy?.tracks_balance)
    throw badRequest('This leave type has no balance', 'leave_type_no_balance', { field: 'leave_type' });
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, person.id);
    await catchUpLedger(ctx, tx, person);
    const state = await ledgerState(tx, person.id, body.leave_type);
    const today = jakartaDate(ctx.clock.now());
    // To the newest service year (or today's, for someone with none yet).
    const period = [...state.balances.keys()].sort().at(-1) ?? today;
    await appendLines(
      tx,
      person.id,
      body.leave_type,
      [{ period, kind: 'adjusted', days: body.days, effective_on: today, source: null }],
      {
        actorId: caller.user.id,
        reason: body.reason,
      },
    );
    const before = [...state.balances.values()].reduce((sum, days) => sum + days, 0);
    const after = Math.round((before + body.days) * 10) / 10;
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'leave.adjust',
      target: `leave balance ${body.leave_type}`,
      subject: person,
      summary: auditSummary('leaveAdjust', {
        employee: person.name,
        type: body.leave_type,
        days: body.days,
        reason: body.reason,
      }),
      changes: [{ field: 'balance', before, after }],
    });
    return { nik: person.nik, leave_type: body.leave_type, balance: after };
  });
}

/** Saves one policy of the company (the preset is written first on the first change); audited. */
export async function changePolicy(ctx: AppContext, caller: HrCaller, policy: LeavePolicy) {
  return ctx.db.transaction(async (tx) => {
    const before = (await companyPolicies(tx, caller.company)).find((item) => item.leave_type === policy.leave_type);
    await savePolicy(tx, caller.company, policy);
    await forgetCompanyChecks(tx, caller.company);
    const fields = Object.keys(policy).filter((key) => key !== 'leave_type') as (keyof LeavePolicy & string)[];
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: before ? 'leave.policy.update' : 'leave.policy.create',
      target: `leave policy ${policy.leave_type}`,
      summary: auditSummary(before ? 'leavePolicyUpdate' : 'leavePolicyCreate', { type: policy.leave_type }),
      changes: before
        ? diffFields(before, policy, fields)
        : fields.map((field) => ({ field, before: null, after: policy[field] })),
    });
    return (await companyPolicies(tx, caller.company)).find((item) => item.leave_type === policy.leave_type)!;
  });
}

/** The company's leave settings: after how many working hours an undecided request moves up a level (0: never). */
export const settingsBody = z.object({ escalate_after_hours: z.number().int().min(0).max(720) }).strict();
type Settings = z.infer<typeof settingsBody>;

const settingsOf = async (db: AppContext['db'], company: string): Promise<Settings> =>
  (await db.one<Settings>('SELECT leave_escalate_hours AS escalate_after_hours FROM companies WHERE comp_kd = $1', [
    company,
  ])) ?? {
    escalate_after_hours: 48,
  };

/** GET /hr/leave-settings. */
export const hrLeaveSettings = (ctx: AppContext, caller: HrCaller) => settingsOf(ctx.db, caller.company);

/** PUT /hr/leave-settings: audited like a policy. */
export async function changeLeaveSettings(ctx: AppContext, caller: HrCaller, settings: Settings) {
  return ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, caller.company);
    await tx.query('UPDATE companies SET leave_escalate_hours = $2 WHERE comp_kd = $1', [
      caller.company,
      settings.escalate_after_hours,
    ]);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: caller.user,
      action: 'leave.settings.update',
      target: 'leave settings',
      summary: auditSummary('leaveSettings'),
      changes: diffFields(before, settings, ['escalate_after_hours']),
    });
    return settingsOf(tx, caller.company);
  });
}
