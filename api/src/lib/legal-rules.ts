/**
 * The legal rules the leave ledger and the holiday calendar apply, each with its source and the day
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
} as const satisfies Record<string, LegalRule>;

export type LegalRuleId = keyof typeof LEGAL_RULES;

/** Whether a rule applies to a day (yyyy-mm-dd): the law in force on that day, not today's. */
export function inForce(id: LegalRuleId, day: string): boolean {
  const rule: LegalRule = LEGAL_RULES[id];
  return day >= rule.effectiveFrom && (rule.effectiveTo === undefined || day < rule.effectiveTo);
}
