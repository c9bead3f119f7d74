/**
 * Two choices the law leaves to the company (issue 45, docs/rules.md §13), each off — the strict
 * reading — until HR turns it on:
 * - `cuti_bersama_closed`: the company closes on cuti bersama, so working such a day is working a day
 *   off (the rest-day tables). Off, a cuti bersama day worked is an ordinary working day (SE Menaker
 *   M/6/HK.04/XII/2024 B.4: "dibayarkan upah seperti hari kerja biasa"; PP 35/2021 art. 31(2)–(3) name
 *   only the weekly rest day and official holidays).
 * - `rest_day_break`: the half hour of rest after 4 hours of continuous work (UU 13/2003 art. 79(2)(a)
 *   as amended by UU 6/2023, "tidak termasuk jam kerja") is taken out of a rest day's overtime even
 *   where the clock shows no break. Off, what is clocked is what counts.
 */
export const overtimeChoices = {
  id: '200-overtime-choices',
  sql: `
ALTER TABLE overtime_rules ADD COLUMN cuti_bersama_closed boolean NOT NULL DEFAULT false;
ALTER TABLE overtime_rules ADD COLUMN rest_day_break boolean NOT NULL DEFAULT false;
`,
};
