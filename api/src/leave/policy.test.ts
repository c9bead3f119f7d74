import { describe, expect, it } from '@jest/globals';
import {
  afterMonths,
  ANNUAL_LEAVE,
  checkRequest,
  drawDays,
  entitlementLines,
  INDONESIA_PRESET,
  periodsOf,
  takeFrom,
  type LeavePolicy,
  type LedgerLine,
  type RequestFacts,
} from './policy.js';

const preset = (type: string) => INDONESIA_PRESET.find((policy) => policy.leave_type === type)!;
const annual = preset(ANNUAL_LEAVE);
const empty = { sources: new Set<string>(), balances: new Map<string, number>() };

/** Lines owed by `today`, applied in turn (with takes between them) as the ledger would hold them. */
function ledger(
  policy: LeavePolicy,
  joined: string,
  steps: { today: string; take?: { period: string; days: number } }[],
) {
  const held: LedgerLine[] = [];
  for (const step of steps) {
    const balances = new Map<string, number>();
    for (const line of held) balances.set(line.period, (balances.get(line.period) ?? 0) + line.days);
    held.push(
      ...entitlementLines(policy, joined, step.today, { sources: new Set(held.map((line) => line.source)), balances }),
    );
    if (step.take)
      held.push({
        ...step.take,
        kind: 'taken',
        days: -step.take.days,
        effective_on: step.today,
        source: `take:${held.length}`,
      });
  }
  return held;
}
const sum = (lines: LedgerLine[]) => Math.round(lines.reduce((total, line) => total + line.days, 0) * 10) / 10;

describe('the Indonesia preset', () => {
  it.each([
    // [type, kind, balance, per year, max days, max months (+ with letter), letter after, paid, source]
    [ANNUAL_LEAVE, 'annual', true, 12, null, null, null, true, 'UU 13/2003 art. 79(3) as amended by UU 6/2023'],
    ['Cuti Menikah', 'special', false, 0, 3, null, null, true, 'UU 13/2003 art. 93(4)(a)'],
    ['Cuti Menikahkan Anak', 'special', false, 0, 2, null, null, true, 'art. 93(4)(b)'],
    ['Cuti Khitanan / Baptis Anak', 'special', false, 0, 2, null, null, true, 'art. 93(4)(c), (d)'],
    ['Cuti Istri Melahirkan / Keguguran', 'special', false, 0, 2, null, null, true, 'art. 93(4)(e)'],
    ['Cuti Duka', 'special', false, 0, 2, null, null, true, 'art. 93(4)(f)'],
    ['Cuti Duka Anggota Keluarga Serumah', 'special', false, 0, 1, null, null, true, 'art. 93(4)(g)'],
    ['Cuti Melahirkan', 'maternity', false, 0, null, 3, null, true, 'UU 4/2024 art. 4(3)(a)'],
    ['Cuti Keguguran', 'miscarriage', false, 0, null, 1.5, 0, true, 'UU 4/2024 art. 4(3)(b)'],
    ['Cuti Haid', 'menstrual', false, 0, 2, null, null, true, 'UU 13/2003 art. 81(1)'],
    ['Sakit', 'sick', false, 0, null, null, 1, true, 'art. 93(2)(a); the letter is company policy'],
    ['Cuti di Luar Tanggungan', 'unpaid', false, 0, null, null, null, false, 'no wage for no work, art. 93(1)'],
  ])(
    '%s: %s, balance %s, %s a year, at most %s days / %s months, letter after %s days, paid %s (%s)',
    (type, kind, balance, perYear, maxDays, maxMonths, letter, paid, _source) => {
      expect(preset(type)).toMatchObject({
        kind,
        tracks_balance: balance,
        days_per_year: perYear,
        max_days: maxDays,
        max_months: maxMonths,
        attachment_after_days: letter,
        paid,
      });
    },
  );

  it('extends maternity leave by up to 3 months with a doctor’s letter (UU 4/2024 art. 4(3)(a))', () => {
    expect(preset('Cuti Melahirkan').extra_months_with_letter).toBe(3);
  });
});

describe('entitlement lines of annual leave', () => {
  it.each([
    // [joined, today, lines owed (period: source days), rule]
    ['2026-03-10', '2027-03-09', [], 'nothing before 12 months of continuous work (art. 79(3))'],
    [
      '2026-03-10',
      '2027-03-10',
      ['2027-03-10 grant:2027-03-10 12'],
      '12 days on the day 12 months are reached, mid-year',
    ],
    ['2025-06-14', '2026-12-31', ['2026-06-14 grant:2026-06-14 12'], 'one service year begun: one grant'],
    [
      '2024-01-01',
      '2026-01-01',
      ['2025-01-01 grant:2025-01-01 12', '2026-01-01 grant:2026-01-01 12', '2025-01-01 expire-cap:2025-01-01 -6'],
      'a year ending unused carries 6 over, the other 6 expire',
    ],
    [
      '2024-01-01',
      '2026-07-01',
      [
        '2025-01-01 grant:2025-01-01 12',
        '2026-01-01 grant:2026-01-01 12',
        '2025-01-01 expire-cap:2025-01-01 -6',
        '2025-01-01 expire:2025-01-01 -6',
      ],
      'the carried 6 expire 6 months later',
    ],
  ])('joined %s, on %s: %j — %s', (joined, today, expected, _rule) => {
    const lines = entitlementLines(annual, joined, today, empty);
    expect(lines.map((line) => `${line.period} ${line.source} ${line.days}`).sort()).toEqual([...expected].sort());
  });

  it('accrues monthly pro rata, a twelfth a month, reaching exactly the year’s days', () => {
    const monthly = { ...annual, accrual: 'monthly' as const, days_per_year: 10 };
    const lines = entitlementLines(monthly, '2025-02-01', '2026-04-15', empty);
    expect(lines.map((line) => [line.effective_on, line.days])).toEqual([
      ['2026-02-01', 0.8],
      ['2026-03-01', 0.8],
      ['2026-04-01', 0.8],
    ]);
    expect(sum(entitlementLines(monthly, '2025-02-01', '2027-01-31', empty))).toBe(10);
  });

  it('writes nothing twice: a second catch-up on the same day owes nothing', () => {
    const first = ledger(annual, '2024-01-01', [{ today: '2026-07-01' }]);
    const second = entitlementLines(annual, '2024-01-01', '2026-07-01', {
      sources: new Set(first.map((line) => line.source)),
      balances: new Map([
        ['2025-01-01', 0],
        ['2026-01-01', 12],
      ]),
    });
    expect(second).toEqual([]);
  });

  it('expires only what is left: days taken before the year ended are not expired again', () => {
    const lines = ledger(annual, '2024-01-01', [
      { today: '2025-03-01', take: { period: '2025-01-01', days: 8 } },
      { today: '2026-01-01' },
      { today: '2026-07-01' },
    ]);
    // 12 granted, 8 taken, 4 carried (under the cap of 6), and those 4 expire on 1 July.
    expect(lines.filter((line) => line.period === '2025-01-01').map((line) => [line.kind, line.days])).toEqual([
      ['granted', 12],
      ['taken', -8],
      ['expired', -4],
    ]);
    expect(sum(lines)).toBe(12);
  });

  it('gives nothing for a type without a balance (special leave does not touch annual leave)', () => {
    expect(periodsOf(preset('Cuti Menikah'), '2020-01-01', '2026-01-01')).toEqual([]);
  });
});

describe('where taken days come from', () => {
  it.each([
    [{ '2025-01-01': 4, '2026-01-01': 12 }, 3, [{ period: '2025-01-01', days: 3 }], 'the carried-over days first'],
    [
      { '2025-01-01': 2, '2026-01-01': 12 },
      5,
      [
        { period: '2025-01-01', days: 2 },
        { period: '2026-01-01', days: 3 },
      ],
      'then the current year',
    ],
    [
      { '2026-01-01': 1 },
      2.5,
      [{ period: '2026-01-01', days: 2.5 }],
      'past the balance (allowed negative): the newest period',
    ],
  ])('%j, %s days → %j (%s)', (balances, days, expected, _rule) => {
    expect(takeFrom(new Map(Object.entries(balances)), days)).toEqual(expected);
  });
});

// Issue 45 case 5. Joined 14-06-2021: the 2025 year's carried days are valid until 14-12-2026, the
// 2026 year's (begun 14-06-2026) until 14-12-2027. Approved on 03-12-2026, whatever the dates.
describe('which days a leave day is drawn from (UU 13/2003 art. 79(4): carried days expire by the company rules)', () => {
  const periods = periodsOf(annual, '2021-06-14', '2026-12-03');
  const on = (...dates: string[]) => dates.map((date) => ({ date, days: 1 }));
  it.each([
    [
      { '2025-06-14': 4, '2026-06-14': 12 },
      on('2026-12-07', '2026-12-08'),
      [['2025-06-14', 2, '2026-12-07']],
      'before the expiry: carried days first',
    ],
    [
      { '2025-06-14': 4, '2026-06-14': 12 },
      on('2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18'),
      [['2026-06-14', 4, '2026-12-15']],
      'after the expiry, approved in advance: never the carried days',
    ],
    [
      { '2025-06-14': 4, '2026-06-14': 12 },
      on('2026-12-11', '2026-12-14', '2026-12-15'),
      [
        ['2025-06-14', 1, '2026-12-11'],
        ['2026-06-14', 2, '2026-12-14'],
      ],
      "across the expiry: the expiry day itself is the new year's",
    ],
    [
      { '2025-06-14': 1, '2026-06-14': 12 },
      on('2026-12-10', '2026-12-11'),
      [
        ['2025-06-14', 1, '2026-12-10'],
        ['2026-06-14', 1, '2026-12-11'],
      ],
      'earliest expiry first, then the next',
    ],
    [
      { '2025-06-14': 4, '2026-06-14': 0.5 },
      [{ date: '2026-12-21', days: 2 }],
      [['2026-06-14', 2, '2026-12-21']],
      'nothing valid left: the latest valid year (a lending policy)',
    ],
  ])('%j, %j → %j (%s)', (balances, days, expected, _rule) => {
    expect(drawDays(periods, new Map(Object.entries(balances)), days)).toEqual(
      expected.map(([period, count, effective_on]) => ({ period, days: count, effective_on })),
    );
  });
});

describe('what a request may be', () => {
  const facts = (over: Partial<RequestFacts>): RequestFacts => ({
    start: '2026-12-04',
    end: '2026-12-08',
    days: 3,
    hasAttachment: false,
    left: 12,
    usedThisMonth: 0,
    ...over,
  });
  it.each([
    [ANNUAL_LEAVE, {}, null, 'annual leave within the balance, no letter needed'],
    [ANNUAL_LEAVE, { left: 2 }, { id: 'leave_balance_insufficient', days: 3, left: 2 }, 'more than is left'],
    [ANNUAL_LEAVE, { days: 0 }, { id: 'leave_no_working_days' }, 'only weekends and holidays'],
    ['Cuti Menikah', { days: 3, left: 0 }, null, 'special leave does not need an annual balance'],
    ['Cuti Menikah', { days: 4 }, { id: 'leave_too_many_days', max: 3 }, 'own marriage pays 3 days (art. 93(4)(a))'],
    [
      'Cuti Duka Anggota Keluarga Serumah',
      { days: 2 },
      { id: 'leave_too_many_days', max: 1 },
      'a household member: 1 day (art. 93(4)(g))',
    ],
    ['Sakit', { days: 1 }, null, 'one sick day without a letter'],
    ['Sakit', { days: 2 }, { id: 'attachment_required' }, 'a doctor’s letter after the first day'],
    ['Sakit', { days: 2, hasAttachment: true }, null, 'with the letter'],
    ['Cuti Haid', { days: 1, usedThisMonth: 1 }, null, 'the second day of the month'],
    [
      'Cuti Haid',
      { days: 1, usedThisMonth: 2 },
      { id: 'leave_month_limit', max: 2, used: 2 },
      'a third day in one month (art. 81(1))',
    ],
    ['Cuti Melahirkan', { start: '2026-01-05', end: '2026-04-04', days: 64 }, null, '3 months without a letter'],
    [
      'Cuti Melahirkan',
      { start: '2026-01-05', end: '2026-05-04', days: 85 },
      { id: 'attachment_required' },
      'a fourth month needs the doctor’s letter',
    ],
    [
      'Cuti Melahirkan',
      { start: '2026-01-05', end: '2026-07-04', days: 128, hasAttachment: true },
      null,
      'six months with the letter (UU 4/2024)',
    ],
    [
      'Cuti Melahirkan',
      { start: '2026-01-05', end: '2026-07-05', days: 129, hasAttachment: true },
      { id: 'leave_too_long', months: 6 },
      'never more than six months',
    ],
    [
      'Cuti Keguguran',
      { start: '2026-01-05', end: '2026-02-19', days: 33 },
      { id: 'attachment_required' },
      'miscarriage leave always with the letter',
    ],
    [
      'Cuti Keguguran',
      { start: '2026-01-05', end: '2026-02-20', days: 34, hasAttachment: true },
      { id: 'leave_too_long', months: 1.5 },
      'at most 1.5 months',
    ],
    ['Cuti di Luar Tanggungan', { days: 20, left: 0 }, null, 'unpaid leave has no balance'],
  ])('%s %j → %j (%s)', (type, over, expected, _rule) => {
    expect(checkRequest(preset(type), facts(over))).toEqual(expected);
  });

  it('reads 1.5 months as one month and fifteen days', () => {
    expect(afterMonths('2026-01-05', 1.5)).toBe('2026-02-20');
    expect(afterMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

// Issue 45, the carry-over cap on approvals in advance: the 2025 year (begun 14-06-2025) ends on
// 14-06-2026; at most 6 of its days carry over, until 14-12-2026. Approved on 01-06-2026, before it ends.
describe('days after a year ends come from its carried days, up to the cap (UU 13/2003 art. 79(4))', () => {
  const periods = periodsOf(annual, '2021-06-14', '2026-07-31');
  const granted = (days: number) => new Map([['2025-06-14', [{ effective_on: '2025-06-14', days, expiry: false }]]]);
  const on = (...dates: string[]) => dates.map((date) => ({ date, days: 1 }));
  it.each([
    [
      12,
      on('2026-06-22', '2026-06-23', '2026-06-24'),
      [{ period: '2025-06-14', days: 3, effective_on: '2026-06-22', carried: true }],
      '3 days after the end: from the 6 carried',
    ],
    [
      12,
      on(
        '2026-06-22',
        '2026-06-23',
        '2026-06-24',
        '2026-06-25',
        '2026-06-26',
        '2026-06-29',
        '2026-06-30',
        '2026-07-01',
      ),
      [
        { period: '2025-06-14', days: 6, effective_on: '2026-06-22', carried: true },
        { period: '2026-06-14', days: 2, effective_on: '2026-06-30' },
      ],
      '8 days after the end: 6 carried, the rest from the new year (not 8 of the 12 the old year held)',
    ],
    [
      4,
      on('2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26'),
      [
        { period: '2025-06-14', days: 4, effective_on: '2026-06-22', carried: true },
        { period: '2026-06-14', days: 1, effective_on: '2026-06-26' },
      ],
      'a year ending under the cap carries all it held',
    ],
    [
      12,
      on('2026-06-12', '2026-06-15'),
      [
        { period: '2025-06-14', days: 1, effective_on: '2026-06-12' },
        { period: '2025-06-14', days: 1, effective_on: '2026-06-15', carried: true },
      ],
      'across the end: the day after it is a line of the carried days',
    ],
  ])('held %i, %j → %j (%s)', (held, days, expected, _rule) => {
    const balances = new Map([['2025-06-14', held]]);
    expect(drawDays(periods, balances, days, { cap: 6, dated: granted(held) })).toEqual(expected);
  });

  it('measures the cap on what the year held when it ended: 12 held, 3 taken after it in advance → 6 expire, 3 left', () => {
    const dated = new Map([
      [
        '2025-06-14',
        [
          { effective_on: '2025-06-14', days: 12, expiry: false },
          { effective_on: '2026-06-22', days: -3, expiry: false },
        ],
      ],
    ]);
    const state = { sources: new Set(['grant:2025-06-14']), balances: new Map([['2025-06-14', 9]]), dated };
    const lines = entitlementLines(annual, '2021-06-14', '2026-06-14', state).filter(
      (line) => line.period === '2025-06-14',
    );
    expect(lines).toEqual([
      { period: '2025-06-14', kind: 'expired', days: -6, effective_on: '2026-06-14', source: 'expire-cap:2025-06-14' },
    ]);
  });
});
