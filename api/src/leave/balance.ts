import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest } from '../errors.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { companyHolidayRows } from '../workdays/index.js';
import { companyAssignments, rosterOf } from '../workdays/index.js';
import { defaultSchedule, isoWeekday, scheduleOn } from '../workdays/index.js';
import { markChecked } from './ledger-checks.js';
import * as ledger from './ledger-queries.js';
import { LEAVE_LIMIT_MESSAGES as L } from './messages.js';
import {
  entitlementLines,
  periodOn,
  periodsOf,
  takeFrom,
  type LeavePolicy,
  type LedgerLine,
  type PolicyKind,
} from './policy.js';
import { companyPolicies } from './policy-queries.js';

/** The day a person joined, as the ledger counts service from (the login reply's join date). */
export const joinedOn = (user: Pick<UserRow, 'created_at'>) => jakartaDate(user.created_at);

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Brings a person's ledger up to `today` for every type with a balance: the grants or accruals
 * owed, the days over the carry-over cap and the carried days past their expiry, and the cuti
 * bersama days the company counts against annual leave once each has come. Each line has a
 * source the database holds once, so running it again (or two at once) writes nothing twice.
 * Answers the lines it wrote.
 */
export async function catchUpLedger(ctx: AppContext, db: Db, user: UserRow, today = jakartaDate(ctx.clock.now())) {
  const policies = (await companyPolicies(db, user.comp_kd)).filter((policy) => policy.tracks_balance);
  let written = 0;
  for (const policy of policies) {
    const joined = joinedOn(user);
    const state = await ledger.ledgerState(db, user.id, policy.leave_type);
    written += await ledger.appendLines(db, user.id, policy.leave_type, entitlementLines(policy, joined, today, state));
    if (policy.kind === 'annual') written += await deductCutiBersama(ctx, db, user, policy, today);
  }
  await markChecked(db, user.id, today);
  return written;
}

async function deductCutiBersama(ctx: AppContext, db: Db, user: UserRow, policy: LeavePolicy, today: string) {
  let written = 0;
  const first = periodsOf(policy, joinedOn(user), today)[0];
  if (!first || !user.comp_kd) return written;
  const days = (await companyHolidayRows(db, user.comp_kd, first.starts, today)).filter(
    (row) => row.kind === 'cuti_bersama' && row.counts_against_leave,
  );
  for (const day of days) {
    const state = await ledger.ledgerState(db, user.id, policy.leave_type);
    if ([...state.sources].some((source) => source.startsWith(`cb:${day.day}:`))) continue;
    if (!periodOn(policy, joinedOn(user), day.day) || !(await onScheduledWeekday(ctx, db, user, day.day))) continue;
    const lines: LedgerLine[] = takeFrom(state.balances, 1).map((part) => ({
      period: part.period,
      kind: 'taken',
      days: -part.days,
      effective_on: day.day,
      source: `cb:${day.day}:${part.period}`,
    }));
    written += await ledger.appendLines(db, user.id, policy.leave_type, lines, { reason: `Cuti bersama: ${day.name}` });
  }
  return written;
}

/**
 * Whether the person's schedule has them working that weekday (a cuti bersama day off counts then).
 * Read through `db`, the caller's transaction: the day engine's own reads go through ctx.db.
 */
async function onScheduledWeekday(ctx: AppContext, db: Db, user: UserRow, day: string) {
  const roster = await rosterOf(db, [user.id], day, day);
  const schedule = scheduleOn(
    await companyAssignments(db, user.comp_kd ?? ''),
    user,
    day,
    defaultSchedule(ctx.config.WORK_START),
    roster,
  );
  return schedule.weekdays.includes(isoWeekday(day));
}

export interface TypeBalance {
  leave_type: string;
  /** The policy's kind, so a client can pick annual leave out whatever the company named it. */
  kind: PolicyKind;
  /** The ledger's sum. */
  balance: number;
  /** Working days of Pending requests, which count against what is left. */
  pending: number;
  left: number;
  periods: { period: string; balance: number; expires: string | null }[];
}

/** A person's balance of every type that has one, brought up to date first. */
export async function balancesFor(ctx: AppContext, db: Db, user: UserRow): Promise<TypeBalance[]> {
  await catchUpLedger(ctx, db, user);
  const today = jakartaDate(ctx.clock.now());
  const policies = (await companyPolicies(db, user.comp_kd)).filter((policy) => policy.tracks_balance && policy.active);
  const rows = await ledger.balancesOf(db, user.id);
  const result: TypeBalance[] = [];
  for (const policy of policies) {
    const periods = periodsOf(policy, joinedOn(user), today);
    const mine = rows.filter((row) => row.leave_type === policy.leave_type);
    const balance = round1(mine.reduce((sum, row) => sum + row.balance, 0));
    const pending = await ledger.pendingDays(db, user.id, policy.leave_type);
    result.push({
      leave_type: policy.leave_type,
      kind: policy.kind,
      balance,
      pending,
      left: round1(balance - pending),
      periods: mine
        .filter((row) => row.balance !== 0)
        .map((row) => ({
          period: row.period,
          balance: row.balance,
          expires: periods.find((year) => year.period === row.period)?.expires ?? null,
        })),
    });
  }
  return result;
}

/** What is left of one type: the balance less the Pending requests (excluding one being decided). */
export async function leftOf(ctx: AppContext, db: Db, user: UserRow, leaveType: string) {
  await catchUpLedger(ctx, db, user);
  const state = await ledger.ledgerState(db, user.id, leaveType);
  const balance = round1([...state.balances.values()].reduce((sum, days) => sum + days, 0));
  return round1(balance - (await ledger.pendingDays(db, user.id, leaveType)));
}

/**
 * Which balance an approved request is charged to (the Keterangan decides, rules §2): a type with a
 * balance is charged to itself unless the approver chose Tidak Potong Cuti or Libur Pengganti; any
 * other type chosen as Potong Cuti is charged to annual leave. Null: the request moves no balance.
 */
export function chargedType(policies: LeavePolicy[], leaveType: string, description: string): string | null {
  const own = policies.find((policy) => policy.leave_type === leaveType);
  if (own?.tracks_balance)
    return description === 'Tidak Potong Cuti' || description === 'Libur Pengganti' ? null : own.leave_type;
  if (description !== 'Potong Cuti') return null;
  return policies.find((policy) => policy.kind === 'annual' && policy.tracks_balance)?.leave_type ?? null;
}

/**
 * On approval: the request's days leave the balance it is charged to, the oldest period's days
 * first — refused with the numbers when that would overspend (the request's own pending days are
 * already counted against what is left when it is charged to its own type). The caller holds the
 * employee's row locked. Answers the type charged, or null.
 */
export async function chargeOnApproval(
  ctx: AppContext,
  db: Db,
  employee: UserRow,
  leave: { id: number; tipe: string; days: number | null },
  description: string,
  actorId: number,
): Promise<string | null> {
  if (!leave.days) return null;
  const policies = await companyPolicies(db, employee.comp_kd);
  const type = chargedType(policies, leave.tipe, description);
  if (!type) return null;
  const policy = policies.find((item) => item.leave_type === type)!;
  const left = round1((await leftOf(ctx, db, employee, type)) + (type === leave.tipe ? leave.days : 0));
  if (!policy.allow_negative && leave.days > left) {
    throw badRequest(L.balanceInsufficient(leave.days, left), 'leave_balance_insufficient', { days: leave.days, left });
  }
  const state = await ledger.ledgerState(db, employee.id, type);
  const today = jakartaDate(ctx.clock.now());
  const lines = takeFrom(state.balances, leave.days).map((part) => ({
    period: part.period,
    kind: 'taken' as const,
    days: -part.days,
    effective_on: today,
    source: `take:${leave.id}:${part.period}`,
  }));
  await ledger.appendLines(db, employee.id, type, lines, { leaveId: leave.id, actorId });
  return type;
}

/** On cancellation of an approved request: the same days go back to the periods they came from. */
export async function giveBack(
  ctx: AppContext,
  db: Db,
  userId: number,
  leave: { id: number; charged_type: string | null },
  actorId: number,
) {
  if (!leave.charged_type) return;
  const today = jakartaDate(ctx.clock.now());
  const lines = (await ledger.takenByLeave(db, leave.id)).map((part) => ({
    period: part.period,
    kind: 'returned' as const,
    days: -part.days,
    effective_on: today,
    source: `return:${leave.id}:${part.period}`,
  }));
  await ledger.appendLines(db, userId, leave.charged_type, lines, { leaveId: leave.id, actorId });
}
