import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest } from '../errors.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import { inForce } from '../lib/legal-rules.js';
import { daysOf, holidaysBetween } from '../workdays/index.js';
import { companyAssignments, rosterOf } from '../workdays/index.js';
import { defaultSchedule, isoWeekday, scheduleOn } from '../workdays/index.js';
import { markChecked } from './ledger-checks.js';
import * as ledger from './ledger-queries.js';
import { LEAVE_LIMIT_MESSAGES as L } from './messages.js';
import {
  addDays,
  drawDays,
  entitlementLines,
  periodOn,
  periodsOf,
  type DatedDays,
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

/** How far back a cuti bersama day is looked at again for a clocking added later (the longest correction reach). */
const WORKED_RECHECK_DAYS = 62;

/**
 * The cuti bersama days the company counts against annual leave, once each is over (issue 45 case 2):
 * a person who worked the day — clocked in and out on that day's shift (a complete session of the day
 * engine) — keeps the day ("hak cuti tahunannya tidak berkurang", SE Menaker M/6/HK.04/XII/2024 part
 * B.4): the day is deducted and given back at once; anyone else has it deducted, drawn from the days valid on that day.
 * A deducted day that a later clocking (a correction) shows worked is given back.
 */
async function deductCutiBersama(ctx: AppContext, db: Db, user: UserRow, policy: LeavePolicy, today: string) {
  const first = periodsOf(policy, joinedOn(user), today)[0];
  if (!first || !user.comp_kd) return 0;
  const company = user.comp_kd;
  const yesterday = addDays(today, -1);
  if (yesterday < first.starts) return 0;
  const state = await ledger.ledgerState(db, user.id, policy.leave_type);
  const has = (prefix: string) => [...state.sources].some((source) => source.startsWith(prefix));
  const days = [...(await holidaysBetween(db, company, first.starts, yesterday)).values()].filter(
    (day) => day.kind === 'cuti_bersama' && day.counts_against_leave && inForce('cutiBersamaFromAnnualLeave', day.date),
  );
  const undecided: typeof days = [];
  const recheck: typeof days = [];
  for (const day of days) {
    const deducted = has(`cb:${day.date}:`);
    if (!deducted) {
      if (periodOn(policy, joinedOn(user), day.date) && (await onScheduledWeekday(ctx, db, user, day.date)))
        undecided.push(day);
    } else if (deducted && !has(`cb-kept:${day.date}:`) && day.date >= addDays(today, -WORKED_RECHECK_DAYS))
      recheck.push(day);
  }
  const toRead = [...undecided, ...recheck].map((day) => day.date).sort();
  if (toRead.length === 0) return 0;
  const worked = await workedDays(ctx, db, user, toRead[0], toRead.at(-1)!);
  let written = 0;
  for (const day of undecided) {
    const reason = `Cuti bersama: ${day.name}`;
    const current = await ledger.ledgerState(db, user.id, policy.leave_type);
    const lines: LedgerLine[] = drawDays(
      periodsOf(policy, joinedOn(user), day.date),
      current.balances,
      [{ date: day.date, days: 1 }],
      { cap: policy.carry_over_cap, dated: current.dated },
    ).map((part) => ({
      period: part.period,
      kind: 'taken',
      days: -part.days,
      effective_on: day.date,
      source: `cb:${day.date}:${part.period}`,
    }));
    written += await ledger.appendLines(db, user.id, policy.leave_type, lines, { reason });
    // Worked: the day is given back at once, so the history says both what the day was and why it was kept.
    if (worked.has(day.date) && inForce('cutiBersamaWorkedKept', day.date)) {
      const kept = lines.map((line) => ({
        ...line,
        kind: 'returned' as const,
        days: -line.days,
        source: `cb-kept:${day.date}:${line.period}`,
      }));
      written += await ledger.appendLines(db, user.id, policy.leave_type, kept, { reason: `${reason} (worked: kept)` });
    }
  }
  for (const day of recheck) {
    if (!worked.has(day.date) || !inForce('cutiBersamaWorkedKept', day.date)) continue;
    const lines = (await ledger.linesOf(db, user.id, policy.leave_type))
      .filter((line) => line.source?.startsWith(`cb:${day.date}:`))
      .map((line) => ({
        period: line.period,
        kind: 'returned' as const,
        days: -line.days,
        effective_on: day.date,
        source: `cb-kept:${day.date}:${line.period}`,
      }));
    written += await ledger.appendLines(db, user.id, policy.leave_type, lines, {
      reason: `Cuti bersama: ${day.name} (worked: given back)`,
    });
  }
  return written;
}

/** The days in [from, to] on which the person clocked in and out (a complete session of the day's shift). */
async function workedDays(ctx: AppContext, db: Db, user: UserRow, from: string, to: string) {
  const worked = new Set<string>();
  for await (const { days } of daysOf(
    { db, config: ctx.config },
    { company: user.comp_kd ?? '', people: [user], from, to, now: ctx.clock.now() },
  )) {
    for (const day of days) if (day.sessions.some((session) => session.in && session.out)) worked.add(day.date);
  }
  return worked;
}

/**
 * Whether the person's schedule has them working that weekday (a cuti bersama day off counts then).
 * Read through `db`, the caller's transaction: the day engine's own reads go through ctx.db.
 */
async function onScheduledWeekday(ctx: AppContext, db: Db, user: UserRow, day: string) {
  const roster = (await rosterOf(db, [user.id], day, day)).get(user.id);
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
  leave: { id: number; tipe: string; days: number | null; start_date: string; end_date: string },
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
  const dated = await datedDays(ctx, db, employee, leave as typeof leave & { days: number });
  const periods = periodsOf(policy, joinedOn(employee), dated.at(-1)!.date);
  const carry = { cap: policy.carry_over_cap, dated: state.dated };
  const lines = drawDays(periods, state.balances, dated, carry).map((part) => ({
    period: part.period,
    kind: 'taken' as const,
    days: -part.days,
    effective_on: part.effective_on,
    // Days from a year's carried days (dated after it ended) are a line of their own: the cap is measured without them.
    source: part.carried ? `take:${leave.id}:${part.period}:carried` : `take:${leave.id}:${part.period}`,
  }));
  await ledger.appendLines(db, employee.id, type, lines, { leaveId: leave.id, actorId });
  return type;
}

/**
 * The request's days on their dates (issue 45 case 5): its working days as the day engine counts
 * them, one each (a Half Day's one 0.5), up to the days counted when it was filed; days the count
 * holds beyond them (a holiday removed since) fall on the last date.
 */
async function datedDays(
  ctx: AppContext,
  db: Db,
  employee: UserRow,
  leave: { days: number; start_date: string; end_date: string },
): Promise<DatedDays[]> {
  const dates: string[] = [];
  for await (const { days } of daysOf(
    { db, config: ctx.config },
    {
      company: employee.comp_kd ?? '',
      people: [employee],
      from: leave.start_date,
      to: leave.end_date,
      now: ctx.clock.now(),
    },
  ))
    for (const day of days) if (day.working) dates.push(day.date);
  const dated: DatedDays[] = [];
  let rest = leave.days;
  for (const date of dates.length > 0 ? dates : [leave.end_date]) {
    if (rest <= 0) break;
    const take = Math.min(1, rest);
    dated.push({ date, days: take });
    rest = round1(rest - take);
  }
  if (rest > 0) dated[dated.length - 1].days = round1(dated[dated.length - 1].days + rest);
  return dated;
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
