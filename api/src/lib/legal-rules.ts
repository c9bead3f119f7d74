/**
 * The legal rules the leave ledger, the holiday calendar and overtime apply, each with its source and the day
 * it took effect (DESIGN.md "Words a law decides are data with a date"). A rule is applied to a day
 * only when that day is on or after `effectiveFrom` (and before `effectiveTo`, where a later text
 * replaced it), so a month in the past is counted by the rules in force then. docs/rules.md §10
 * lists them.
 */
export interface LegalRule {
  /** What the rule says, in a line. */
  rule: string;
  /** The text it comes from: the regulation, its article, its number and date. */
  source: string;
  /** yyyy-mm-dd: the first day the rule applies to. */
  effectiveFrom: string;
  /** yyyy-mm-dd: the first day it no longer applies to (a later text replaced it). */
  effectiveTo?: string;
}

export const LEGAL_RULES = {
  annualLeave: {
    rule: 'at least 12 working days of annual leave after 12 months of continuous work',
    source: 'UU 13/2003 art. 79(3) as amended by UU 6/2023 (Perppu 2/2022 art. 81 point 25)',
    effectiveFrom: '2022-12-30',
  },
  cutiBersamaFromAnnualLeave: {
    rule: 'a cuti bersama day taken is part of annual leave and is deducted from it',
    source: 'SE Menaker M/6/HK.04/XII/2024 (06-12-2024) part B points 1 and 3; SE.302/MEN/SJ-HK/XII/2010 before it',
    effectiveFrom: '2010-12-01',
  },
  cutiBersamaWorkedKept: {
    rule: 'a worker who works a cuti bersama day keeps that day of annual leave and is paid as on a working day',
    source: 'SE Menaker M/6/HK.04/XII/2024 (06-12-2024) part B point 4; SE.302/MEN/SJ-HK/XII/2010 before it',
    effectiveFrom: '2010-12-01',
  },
  leaveDrawnWhileValid: {
    rule: "a leave day is drawn from the days still valid on that day, earliest expiry first (carried days expire by the company's rules)",
    source: "UU 13/2003 art. 79(3)-(4) as amended by UU 6/2023: the carry-over is set by the company's rules",
    effectiveFrom: '2022-12-30',
  },
  cutiBersama2025: {
    rule: 'the cuti bersama days of 2025',
    source:
      'SKB Nomor 1017 Tahun 2024, Nomor 2 Tahun 2024, Nomor 2 Tahun 2024 (14-10-2024), amended by SKB Nomor 933 Tahun 2025, Nomor 1 Tahun 2025, Nomor 3 Tahun 2025 (07-08-2025)',
    effectiveFrom: '2025-01-01',
    effectiveTo: '2026-01-01',
  },
  cutiBersama2026: {
    rule: 'the national holidays and cuti bersama days of 2026',
    source: 'SKB Nomor 1497 Tahun 2025, Nomor 2 Tahun 2025, Nomor 5 Tahun 2025 (19-09-2025)',
    effectiveFrom: '2026-01-01',
    effectiveTo: '2027-01-01',
  },
  overtimeLimits2003: {
    rule: 'overtime at most 3 hours a day and 14 hours a week',
    source: 'UU 13/2003 art. 78(1)(b); KEP.102/MEN/VI/2004 art. 3(1)',
    effectiveFrom: '2003-03-25',
    effectiveTo: '2020-11-02',
  },
  overtimeLimits: {
    rule: 'overtime at most 4 hours a day and 18 hours a week on working days; overtime on a weekly rest day or an official holiday is not counted against either',
    source:
      'UU 13/2003 art. 78(1)(b) as amended by UU 11/2020 art. 81 point 22 (02-11-2020), then by UU 6/2023; PP 35/2021 art. 26(1)–(2)',
    effectiveFrom: '2020-11-02',
  },
  overtimeTiers: {
    rule: 'overtime pay by the hour: on a working day the first hour 1.5 × the hourly wage, each further hour 2 ×; on a weekly rest day or an official holiday 2 ×, 3 × and 4 × by the hour, by the length of the week and the shortest working day',
    source:
      'PP 35/2021 art. 31(1)–(3) (02-02-2021); the hourly wage is 1/173 of the monthly wage (art. 32(2)); KEP.102/MEN/VI/2004 art. 11 before it had the same rates',
    effectiveFrom: '2021-02-02',
  },
  restDayBreak: {
    rule: 'at least half an hour of rest after 4 hours of continuous work, not working time',
    source: 'UU 13/2003 art. 79(2)(a) as amended by UU 6/2023 (Perppu 2/2022 art. 81 point 25)',
    effectiveFrom: '2003-03-25',
  },
} as const satisfies Record<string, LegalRule>;

export type LegalRuleId = keyof typeof LEGAL_RULES;

/** Whether a rule applies to a day (yyyy-mm-dd): the law in force on that day, not today's. */
export function inForce(id: LegalRuleId, day: string): boolean {
  const rule: LegalRule = LEGAL_RULES[id];
  return day >= rule.effectiveFrom && (rule.effectiveTo === undefined || day < rule.effectiveTo);
}

/** The text in force on a day among texts that replaced one another; a day before the first is read by the first. */
function textOn<Id extends LegalRuleId>(ids: readonly Id[], day: string): Id {
  return ids.find((id) => inForce(id, day)) ?? ids[ids.length - 1]!;
}

/** A run of overtime hours paid at one multiplier: hours `from`..`to` (1-based, `to` included; null = every further hour). */
export interface Tier {
  from: number;
  to: number | null;
  multiplier: number;
}

/** The limits of overtime on working days, in minutes, by the text that set them. */
const OVERTIME_LIMITS = {
  overtimeLimits2003: { day_minutes: 3 * 60, week_minutes: 14 * 60 },
  overtimeLimits: { day_minutes: 4 * 60, week_minutes: 18 * 60 },
} as const;

/** The overtime limits in force on a day (yyyy-mm-dd), with the rule they come from. */
export function overtimeLimitsOn(day: string) {
  const id = textOn(['overtimeLimits', 'overtimeLimits2003'] as const, day);
  return { id, ...OVERTIME_LIMITS[id] };
}

/**
 * The tiers of PP 35/2021 art. 31. The regulation lists no hour past the 4th of a working day (art. 26 caps
 * it) nor past the 11th / 9th / 12th of a rest day; Hadir keeps the last rate for any further minute rather
 * than paying it at nothing (the limits refuse such requests; an HR correction may still produce one).
 */
const OVERTIME_TIERS = {
  overtimeTiers: {
    // Art. 31(1): the first hour 1.5 ×, each further hour 2 ×.
    working: [
      { from: 1, to: 1, multiplier: 1.5 },
      { from: 2, to: null, multiplier: 2 },
    ],
    // Art. 31(3): a 5-day week's rest day or holiday: hours 1–8 2 ×, the 9th 3 ×, the 10th–12th 4 ×.
    rest_5_day_week: [
      { from: 1, to: 8, multiplier: 2 },
      { from: 9, to: 9, multiplier: 3 },
      { from: 10, to: null, multiplier: 4 },
    ],
    // Art. 31(2)(a): a 6-day week's rest day or holiday: hours 1–7 2 ×, the 8th 3 ×, the 9th–11th 4 ×.
    rest_6_day_week: [
      { from: 1, to: 7, multiplier: 2 },
      { from: 8, to: 8, multiplier: 3 },
      { from: 9, to: null, multiplier: 4 },
    ],
    // Art. 31(2)(b): an official holiday on a 6-day week's shortest working day: hours 1–5 2 ×, the 6th 3 ×, the 7th–9th 4 ×.
    holiday_on_shortest_day: [
      { from: 1, to: 5, multiplier: 2 },
      { from: 6, to: 6, multiplier: 3 },
      { from: 7, to: null, multiplier: 4 },
    ],
  },
} as const satisfies Record<string, Record<string, readonly Tier[]>>;

/** The pay tiers in force on a day (yyyy-mm-dd), with the rule they come from. */
export function overtimeTiersOn(day: string) {
  const id = textOn(['overtimeTiers'] as const, day);
  return { id, ...OVERTIME_TIERS[id] };
}

/** PP 35/2021 art. 32(2) (KEP.102/MEN/VI/2004 art. 8(2) before it): the hourly wage is 1/173 of the monthly wage. */
export const HOURLY_WAGE = { id: 'overtimeTiers', hours_a_month: 173 } as const;

/** UU 13/2003 art. 79(2)(a): the break after continuous work, in minutes (taken out only where the company chose to). */
export const REST_BREAK = { id: 'restDayBreak', after_minutes: 4 * 60, minutes: 30 } as const;

/**
 * The choices the law leaves to a company's overtime (issue 45 "What to build"), each with the reading the
 * law gives when the company has chosen nothing (the strict one) and where that reading comes from. A
 * company's saved choices are read over these (api/src/overtime/queries.ts `rulesOf`).
 */
export interface OvertimeChoices {
  /** 0 counts every minute; N counts whole N-minute blocks (rounded down). */
  rounding_minutes: number;
  /** ISO weekday (1 Monday … 7 Sunday) of a 6-day week's shortest working day, or null (art. 31(2)(b)). */
  shortest_weekday: number | null;
  /** The company closes on cuti bersama: worked, it is a day off (the rest-day tables). False: an ordinary working day. */
  cuti_bersama_closed: boolean;
  /** Take the break of UU 13/2003 art. 79(2)(a) out of a rest day's continuous work. False: what is clocked counts. */
  rest_day_break: boolean;
}

export const OVERTIME_CHOICES: { [K in keyof OvertimeChoices]: { strict: OvertimeChoices[K]; source: string } } = {
  rounding_minutes: {
    strict: 0,
    source: 'PP 35/2021 art. 31 pays each hour worked: every minute counts unless the company rounds (its rule)',
  },
  shortest_weekday: { strict: null, source: 'PP 35/2021 art. 31(2)(b): the company says which day is shortest' },
  cuti_bersama_closed: {
    strict: false,
    source:
      'SE Menaker M/6/HK.04/XII/2024 part B: cuti bersama is annual leave, not "hari libur resmi"; worked, a working day',
  },
  rest_day_break: {
    strict: false,
    source:
      'UU 13/2003 art. 79(2)(a): the break is given by the employer; time clocked is counted unless the company takes the break out',
  },
};

/** A company's overtime choices over the strict reading: what it has not chosen reads strictly. */
export function overtimeChoices(saved: Partial<OvertimeChoices> | null | undefined): OvertimeChoices {
  return {
    rounding_minutes: saved?.rounding_minutes ?? OVERTIME_CHOICES.rounding_minutes.strict,
    shortest_weekday: saved?.shortest_weekday ?? OVERTIME_CHOICES.shortest_weekday.strict,
    cuti_bersama_closed: saved?.cuti_bersama_closed ?? OVERTIME_CHOICES.cuti_bersama_closed.strict,
    rest_day_break: saved?.rest_day_break ?? OVERTIME_CHOICES.rest_day_break.strict,
  };
}
