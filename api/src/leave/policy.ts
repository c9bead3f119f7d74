/**
 * Leave policies and the rules that follow from them, as pure functions over plain values (STYLE.md
 * §9): no database and no clock here. The Indonesia preset is what a company has until HR changes
 * a policy; each number cites the article it comes from (docs/rules.md §10 lists them).
 */

export type PolicyKind = 'annual' | 'special' | 'maternity' | 'miscarriage' | 'menstrual' | 'sick' | 'unpaid' | 'other';
export type Accrual = 'yearly' | 'monthly';

export interface LeavePolicy {
  leave_type: string;
  kind: PolicyKind;
  /** Only a type with a balance has ledger entries (annual leave in the preset). */
  tracks_balance: boolean;
  /** Working days granted for each year of service. */
  days_per_year: number;
  /** Yearly: all of them on each anniversary; monthly: a twelfth on each monthly anniversary. */
  accrual: Accrual;
  /** Months of continuous work before the first entitlement. */
  service_months: number;
  /** Days of a service year that stay usable after it ends… */
  carry_over_cap: number;
  /** …for this many months; the rest expires when the year ends. */
  carry_over_months: number;
  /** Most working days one request may count (special leave: the days the law pays). */
  max_days: number | null;
  /** Most calendar months one request may span (maternity 3, miscarriage 1.5). */
  max_months: number | null;
  /** Months more a request may span with a doctor's letter (maternity: 3 more). */
  extra_months_with_letter: number;
  /** Most working days of this type in one calendar month (menstrual leave: the first two days). */
  max_days_per_month: number | null;
  /** A letter is required when a request counts more than this many days (0: always; null: never). */
  attachment_after_days: number | null;
  paid: boolean;
  /** The balance may go below zero (the company lends days ahead). */
  allow_negative: boolean;
  active: boolean;
}

const base: Omit<LeavePolicy, 'leave_type' | 'kind'> = {
  tracks_balance: false,
  days_per_year: 0,
  accrual: 'yearly',
  service_months: 0,
  carry_over_cap: 0,
  carry_over_months: 0,
  max_days: null,
  max_months: null,
  extra_months_with_letter: 0,
  max_days_per_month: null,
  attachment_after_days: null,
  paid: true,
  allow_negative: false,
  active: true,
};

const special = (leave_type: string, days: number): LeavePolicy => ({
  ...base,
  leave_type,
  kind: 'special',
  max_days: days,
});

/** The annual leave type: cuti bersama days the company marks are deducted from it. */
export const ANNUAL_LEAVE = 'Cuti Tahunan';

/**
 * What a new company gets (docs/rules.md §10). Names are the types the api has always accepted, so
 * requests filed before policies existed keep their type.
 */
export const INDONESIA_PRESET: readonly LeavePolicy[] = [
  // UU 13/2003 art. 79(3) as amended by UU 6/2023: at least 12 working days after 12 months of
  // continuous work; art. 79(4): carrying out is set by the company's rules (cap and expiry here).
  {
    ...base,
    leave_type: ANNUAL_LEAVE,
    kind: 'annual',
    tracks_balance: true,
    days_per_year: 12,
    service_months: 12,
    carry_over_cap: 6,
    carry_over_months: 6,
  },
  // Art. 93(2)(a): wages are paid for sickness; the letter after N days is the company's rule.
  { ...base, leave_type: 'Sakit', kind: 'sick', attachment_after_days: 1 },
  { ...base, leave_type: 'Izin', kind: 'other', paid: false },
  // UU 4/2024 art. 4(3)(a): at least the first 3 months, up to 3 more with a doctor's letter.
  { ...base, leave_type: 'Cuti Melahirkan', kind: 'maternity', max_months: 3, extra_months_with_letter: 3 },
  // UU 4/2024 art. 4(3)(b) (and UU 13/2003 art. 82(2)): 1.5 months, or as the doctor's letter says.
  { ...base, leave_type: 'Cuti Keguguran', kind: 'miscarriage', max_months: 1.5, attachment_after_days: 0 },
  // UU 13/2003 art. 81(1) and art. 93(2)(b): the first and second day of menstruation.
  { ...base, leave_type: 'Cuti Haid', kind: 'menstrual', max_days: 2, max_days_per_month: 2 },
  // UU 13/2003 art. 93(4), paid special leave.
  special('Cuti Menikah', 3),
  special('Cuti Menikahkan Anak', 2),
  special('Cuti Khitanan / Baptis Anak', 2),
  special('Cuti Istri Melahirkan / Keguguran', 2),
  special('Cuti Duka', 2),
  special('Cuti Duka Anggota Keluarga Serumah', 1),
  // Art. 93(2)(e): worship the religion commands; how long is the company's rule.
  { ...base, leave_type: 'Cuti Ibadah Keagamaan', kind: 'other' },
  // Art. 79(5) as amended: long leave where the company's rules give it.
  { ...base, leave_type: 'Cuti Besar', kind: 'other' },
  { ...base, leave_type: 'Cuti di Luar Tanggungan', kind: 'unpaid', paid: false },
];

/** yyyy-mm-dd plus whole months, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const last = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(date, last)).padStart(2, '0')}`;
}

export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The day after a span of (possibly fractional) months from `day`: 1.5 months = 1 month and 15 days. */
export function afterMonths(day: string, months: number): string {
  const whole = Math.floor(months);
  return addDays(addMonths(day, whole), Math.round((months - whole) * 30));
}

export type LedgerKind = 'granted' | 'accrued' | 'carried_over' | 'expired' | 'taken' | 'returned' | 'adjusted';

/** A line the ledger should hold; `source` makes writing it twice impossible (a unique index). */
export interface LedgerLine {
  period: string;
  kind: LedgerKind;
  days: number;
  effective_on: string;
  source: string;
}

/** What the ledger already holds for one person and type (sources and each period's sum). */
export interface LedgerState {
  sources: ReadonlySet<string>;
  balances: ReadonlyMap<string, number>;
  /**
   * Each period's lines summed by the day they take effect, the expiries apart: what the period held
   * before its year ended, and what was drawn on its carried days after (the carry-over cap applies to
   * the first). Absent: every line counts as before the year's end.
   */
  dated?: ReadonlyMap<string, readonly DatedSum[]>;
}

/** A period's lines effective on one day: their sum, and whether they are expiries. */
export interface DatedSum {
  effective_on: string;
  days: number;
  expiry: boolean;
}

/** What a period held before its year ended (`ends`), expiries aside: the carry-over cap is measured on it. */
const heldBefore = (state: Pick<LedgerState, 'balances' | 'dated'>, year: Period) => {
  const lines = state.dated?.get(year.period);
  if (!lines) return state.balances.get(year.period) ?? 0;
  return round1(
    lines.filter((line) => line.effective_on < year.ends && !line.expiry).reduce((sum, line) => sum + line.days, 0),
  );
};

/** What moved a period's carried days from its year's end on, expiries aside (takes after it are negative). */
const movedAfter = (state: Pick<LedgerState, 'dated'>, year: Period) =>
  round1(
    (state.dated?.get(year.period) ?? [])
      .filter((line) => line.effective_on >= year.ends && !line.expiry)
      .reduce((sum, line) => sum + line.days, 0),
  );

/** One service year: it starts on an anniversary of joining; its label is that day. */
export interface Period {
  period: string;
  starts: string;
  /** The next anniversary: the day the year ends and its days over the cap expire. */
  ends: string;
  /** The day its remaining days expire (ends + carry-over months). */
  expires: string;
}

/** The service years that have begun by `today`, oldest first (none before the required service). */
export function periodsOf(policy: LeavePolicy, joined: string, today: string): Period[] {
  const periods: Period[] = [];
  if (!policy.tracks_balance || policy.days_per_year <= 0) return periods;
  const firstMonths = Math.max(policy.service_months, 0);
  for (let year = 0; ; year += 1) {
    const starts = addMonths(joined, firstMonths + year * 12);
    if (starts > today) return periods;
    const ends = addMonths(joined, firstMonths + (year + 1) * 12);
    periods.push({ period: starts, starts, ends, expires: addMonths(ends, policy.carry_over_months) });
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The entitlement lines owed by `today` that the ledger does not hold yet: each service year's
 * grant (or its monthly accruals), the days over the carry-over cap when the year ends, and the
 * rest when the carry-over runs out. Pure: `state` is what the ledger holds now.
 */
export function entitlementLines(policy: LeavePolicy, joined: string, today: string, state: LedgerState): LedgerLine[] {
  const lines: LedgerLine[] = [];
  const balances = new Map(state.balances);
  // Lines written now, by period: grants and accruals, all before their year's end.
  const added = new Map<string, number>();
  const add = (line: LedgerLine) => {
    if (state.sources.has(line.source) || line.days === 0) return;
    lines.push(line);
    balances.set(line.period, round1((balances.get(line.period) ?? 0) + line.days));
    if (line.kind !== 'expired') added.set(line.period, round1((added.get(line.period) ?? 0) + line.days));
  };
  for (const year of periodsOf(policy, joined, today)) {
    if (policy.accrual === 'monthly') {
      const share = round1(policy.days_per_year / 12);
      for (let month = 0; month < 12; month += 1) {
        const on = addMonths(year.starts, month);
        if (on > today) break;
        // The last month tops the year up to exactly days_per_year (12 × 0.8 ≠ 10 when rounded).
        const days = month === 11 ? round1(policy.days_per_year - share * 11) : share;
        add({ period: year.period, kind: 'accrued', days, effective_on: on, source: `accrue:${on}` });
      }
    } else {
      add({
        period: year.period,
        kind: 'granted',
        days: policy.days_per_year,
        effective_on: year.starts,
        source: `grant:${year.period}`,
      });
    }
    if (year.ends <= today) {
      // The cap is measured on what the year held when it ended: days approved in advance for dates after
      // it are drawn from the carried days (drawDays), so they do not shrink what expires over the cap.
      const held = state.dated
        ? round1(heldBefore(state, year) + (added.get(year.period) ?? 0))
        : balances.get(year.period);
      const over = round1((held ?? 0) - policy.carry_over_cap);
      if (over > 0)
        add({
          period: year.period,
          kind: 'expired',
          days: -over,
          effective_on: year.ends,
          source: `expire-cap:${year.period}`,
        });
    }
    if (year.expires <= today) {
      const rest = balances.get(year.period) ?? 0;
      if (rest > 0)
        add({
          period: year.period,
          kind: 'expired',
          days: -rest,
          effective_on: year.expires,
          source: `expire:${year.period}`,
        });
    }
  }
  return lines;
}

/** The service year a day falls in, if one has begun (a cuti bersama day before it deducts nothing). */
export function periodOn(policy: LeavePolicy, joined: string, day: string): Period | undefined {
  return periodsOf(policy, joined, day).find((year) => year.starts <= day && day < year.ends);
}

/**
 * Where the days of an approved request come from: the oldest periods with days left first (the
 * carried-over days before they expire), any remainder from the newest period.
 */
export function takeFrom(balances: ReadonlyMap<string, number>, days: number): { period: string; days: number }[] {
  const periods = [...balances.keys()].sort();
  const parts: { period: string; days: number }[] = [];
  let left = days;
  for (const period of periods) {
    const available = balances.get(period) ?? 0;
    if (left <= 0 || available <= 0) continue;
    const take = Math.min(available, left);
    parts.push({ period, days: round1(take) });
    left = round1(left - take);
  }
  if (left > 0) {
    const last = periods.at(-1) ?? 'none';
    const existing = parts.find((part) => part.period === last);
    if (existing) existing.days = round1(existing.days + left);
    else parts.push({ period: last, days: left });
  }
  return parts;
}

/** Where some of a request's days come from; `carried`: from the period's carried days, after its year ended. */
export interface DrawnPart {
  period: string;
  days: number;
  effective_on: string;
  carried?: true;
}

/** Days of leave on one date (a Half Day is 0.5). */
export interface DatedDays {
  date: string;
  days: number;
}

/**
 * Where each leave day's days come from (issue 45 case 5): from the periods whose days are still
 * valid on that day — begun on or before it and not expired (its carry-over ends on `expires`) —
 * earliest expiry first, whenever the approval is made. A day with nothing valid left draws from
 * the latest period valid on it (the balance may go below zero where the policy lends). Days of one
 * period are kept together in one part, dated by their first day.
 */
export function drawDays(
  periods: readonly Period[],
  balances: ReadonlyMap<string, number>,
  days: readonly DatedDays[],
  carry?: { cap: number; dated?: LedgerState['dated'] },
): DrawnPart[] {
  const left = new Map(balances);
  const parts: DrawnPart[] = [];
  // Drawn in this call: before a period's year ended, and from its carried days after.
  const drawnBefore = new Map<string, number>();
  const drawnAfter = new Map<string, number>();
  const endOf = new Map(periods.map((year) => [year.period, year.ends]));
  const draw = (period: string, amount: number, date: string) => {
    left.set(period, round1((left.get(period) ?? 0) - amount));
    const ends = endOf.get(period);
    const carried = carry !== undefined && ends !== undefined && date >= ends;
    const drawn = carried ? drawnAfter : drawnBefore;
    drawn.set(period, round1((drawn.get(period) ?? 0) + amount));
    const part = parts.find((item) => item.period === period && (item.carried ?? false) === carried);
    if (part) part.days = round1(part.days + amount);
    else parts.push({ period, days: round1(amount), effective_on: date, ...(carried ? { carried } : {}) });
  };
  /**
   * Issue 45 (the carry-over cap on approvals in advance): on or after a year's end only its carried
   * days are valid — what it held then, up to the cap, less what was drawn on them since.
   */
  const availableOn = (year: Period, date: string) => {
    const balance = left.get(year.period) ?? 0;
    if (!carry || date < year.ends) return balance;
    const state = { balances, dated: carry.dated };
    const held = round1(heldBefore(state, year) - (drawnBefore.get(year.period) ?? 0));
    const carried = round1(Math.min(held, carry.cap) + movedAfter(state, year) - (drawnAfter.get(year.period) ?? 0));
    return Math.min(balance, carried);
  };
  for (const { date, days: wanted } of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const valid = periods
      .filter((year) => year.starts <= date && date < year.expires)
      .sort((a, b) => a.expires.localeCompare(b.expires));
    let rest = wanted;
    for (const year of valid) {
      const available = availableOn(year, date);
      if (rest <= 0 || available <= 0) continue;
      const take = Math.min(available, rest);
      draw(year.period, take, date);
      rest = round1(rest - take);
    }
    if (rest > 0) draw((valid.at(-1) ?? periods.at(-1))?.period ?? 'none', rest, date);
  }
  return parts;
}

export type RequestProblem =
  | { id: 'leave_no_working_days' }
  | { id: 'leave_too_many_days'; max: number }
  | { id: 'leave_too_long'; months: number }
  | { id: 'leave_month_limit'; max: number; used: number }
  | { id: 'leave_balance_insufficient'; days: number; left: number }
  | { id: 'attachment_required' };

export interface RequestFacts {
  start: string;
  end: string;
  /** Working days the request counts (the one day count). */
  days: number;
  hasAttachment: boolean;
  /** Days left on the balance, pending requests already taken off (tracked types only). */
  left: number;
  /** Working days of this type already requested in the request's month(s) (pending or approved). */
  usedThisMonth: number;
}

/** The first rule of the policy the request breaks, or null. The order is the order a person fixes them. */
export function checkRequest(policy: LeavePolicy, facts: RequestFacts): RequestProblem | null {
  if (facts.days <= 0) return { id: 'leave_no_working_days' };
  if (policy.max_days !== null && facts.days > policy.max_days)
    return { id: 'leave_too_many_days', max: policy.max_days };
  if (policy.max_months !== null) {
    const withLetter = policy.max_months + policy.extra_months_with_letter;
    if (facts.end >= afterMonths(facts.start, withLetter)) return { id: 'leave_too_long', months: withLetter };
    const extended = facts.end >= afterMonths(facts.start, policy.max_months);
    if (extended && !facts.hasAttachment) return { id: 'attachment_required' };
  }
  if (policy.max_days_per_month !== null && facts.usedThisMonth + facts.days > policy.max_days_per_month) {
    return { id: 'leave_month_limit', max: policy.max_days_per_month, used: facts.usedThisMonth };
  }
  if (policy.tracks_balance && !policy.allow_negative && facts.days > facts.left) {
    return { id: 'leave_balance_insufficient', days: facts.days, left: facts.left };
  }
  if (policy.attachment_after_days !== null && facts.days > policy.attachment_after_days && !facts.hasAttachment) {
    return { id: 'attachment_required' };
  }
  return null;
}

/** Whether the form must carry a letter for a request of `days` (the web asks before sending). */
export const attachmentRequired = (policy: LeavePolicy, days: number, start: string, end: string) =>
  (policy.attachment_after_days !== null && days > policy.attachment_after_days) ||
  (policy.max_months !== null && end >= afterMonths(start, policy.max_months));
