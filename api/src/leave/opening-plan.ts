import { LEAVE_IMPORT_MESSAGES as M } from './messages.js';
import type { LeavePolicy } from './policy.js';

/**
 * The opening-balance file (issue 26): one row per person and leave type. `days` is the balance the
 * person is to have (not days to add), so a file exported from the balances table imports back
 * unchanged, and a file applied twice finds nothing left to change. `name` is for the reader only.
 */
export const OPENING_COLUMNS = ['nik', 'name', 'leave_type', 'days', 'as_of', 'reason'] as const;
export type OpeningColumn = (typeof OPENING_COLUMNS)[number];
export const OPENING_REQUIRED = ['nik', 'leave_type', 'days'] as const satisfies readonly OpeningColumn[];

/** How many rows' outcomes the dry run lists (all rows' errors are listed). */
export const OPENING_ROWS_SHOWN = 1000;

export interface OpeningPerson {
  id: number;
  nik: number;
  name: string;
  active: boolean;
}

/** What a plan checks rows against: read before the dry run, and again inside the confirm's transaction. */
export interface OpeningContext {
  today: string;
  /** This company's people by NIK. */
  people: Map<number, OpeningPerson>;
  /** NIKs of the file that belong to another company. */
  elsewhere: Set<number>;
  policies: LeavePolicy[];
  /** `${user id} ${type}` → the ledger's sum now. */
  balances: Map<string, number>;
  /** `${user id} ${type}` already holding this very file's line (the file was applied before). */
  applied: Set<string>;
}

export type OpeningAction = 'set' | 'unchanged' | 'applied' | 'error';

/** One row's outcome, as the dry run lists it. */
export interface OpeningOutcome {
  row: number;
  nik: string;
  name: string | null;
  leave_type: string;
  before: number | null;
  after: number | null;
  change: number | null;
  action: OpeningAction;
  error: string | null;
}

/** A row that would write a ledger line. */
export interface OpeningLine {
  row: number;
  person: OpeningPerson;
  leave_type: string;
  before: number;
  after: number;
  change: number;
  as_of: string;
  reason: string | null;
}

export interface OpeningPlan {
  rows: number;
  counts: Record<OpeningAction, number>;
  outcomes: OpeningOutcome[];
  lines: OpeningLine[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Days as a spreadsheet person writes them: 12, 12.5 or 12,5 (the Indonesian decimal comma). */
export function parseDays(text: string): number | null {
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

/** Each row's outcome and the lines the file would write; pure (the context holds what the database said). */
export function planOpening(
  rows: { row: number; cells: Partial<Record<OpeningColumn, string>> }[],
  context: OpeningContext,
): OpeningPlan {
  const outcomes: OpeningOutcome[] = [];
  const lines: OpeningLine[] = [];
  const firstRow = new Map<string, number>();
  const counts: Record<OpeningAction, number> = { set: 0, unchanged: 0, applied: 0, error: 0 };
  for (const { row, cells } of rows) {
    const nikText = cells.nik ?? '';
    const type = cells.leave_type ?? '';
    const outcome: OpeningOutcome = {
      row,
      nik: nikText,
      name: null,
      leave_type: type,
      before: null,
      after: null,
      change: null,
      action: 'error',
      error: null,
    };
    outcomes.push(outcome);
    const fail = (message: string) => {
      outcome.error = message;
      counts.error += 1;
    };
    if (Object.values(cells).some((value) => value?.includes('\u0000'))) {
      fail(M.nulByte);
      continue;
    }
    if (!/^\d{1,15}$/.test(nikText)) {
      fail(M.nikInvalid(nikText));
      continue;
    }
    const nik = Number(nikText);
    const person = context.people.get(nik);
    if (!person) {
      fail(context.elsewhere.has(nik) ? M.nikElsewhere(nik) : M.nikUnknown(nik));
      continue;
    }
    outcome.name = person.name;
    if (!person.active) {
      fail(M.nikInactive(nik));
      continue;
    }
    if (!type) {
      fail(M.typeRequired);
      continue;
    }
    const policy = context.policies.find((item) => item.leave_type.toLowerCase() === type.toLowerCase());
    if (!policy) {
      fail(M.typeUnknown(type));
      continue;
    }
    if (!policy.tracks_balance || !policy.active) {
      fail(M.typeUntracked(policy.leave_type));
      continue;
    }
    outcome.leave_type = policy.leave_type;
    const daysText = (cells.days ?? '').trim();
    const days = parseDays(daysText);
    if (!daysText) {
      fail(M.daysRequired);
      continue;
    }
    if (days === null) {
      fail(M.daysNotNumber(daysText));
      continue;
    }
    if (!Number.isInteger(days * 2)) {
      fail(M.daysNotHalf(daysText));
      continue;
    }
    if (days < 0 && !policy.allow_negative) {
      fail(M.daysNegative(daysText));
      continue;
    }
    if (Math.abs(days) > 365) {
      fail(M.daysTooMany(daysText));
      continue;
    }
    const asOf = cells.as_of || context.today;
    if (!isDay(asOf)) {
      fail(M.asOfInvalid(asOf));
      continue;
    }
    if (asOf > context.today) {
      fail(M.asOfFuture(asOf));
      continue;
    }
    const reason = cells.reason || null;
    if (reason && reason.length > 500) {
      fail(M.reasonTooLong);
      continue;
    }
    const key = `${person.id} ${policy.leave_type}`;
    const first = firstRow.get(key);
    if (first !== undefined) {
      fail(M.duplicate(first));
      continue;
    }
    firstRow.set(key, row);
    const before = round1(context.balances.get(key) ?? 0);
    outcome.before = before;
    if (context.applied.has(key)) {
      outcome.action = 'applied';
      outcome.after = before;
      outcome.change = 0;
      counts.applied += 1;
      continue;
    }
    const change = round1(days - before);
    outcome.after = days;
    outcome.change = change;
    outcome.action = change === 0 ? 'unchanged' : 'set';
    counts[outcome.action] += 1;
    if (change !== 0)
      lines.push({ row, person, leave_type: policy.leave_type, before, after: days, change, as_of: asOf, reason });
  }
  return { rows: rows.length, counts, outcomes, lines };
}
