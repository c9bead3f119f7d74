/**
 * Overtime rules HR sets (issue 27, docs/rules.md §13): the weekday a 6-day week's shortest working
 * day falls on (PP 35/2021 art. 31(2)(b): an official holiday on it is paid on the shorter table),
 * none until HR sets one. The rounding rule and the excluded positions came with 100-overtime.
 */
export const overtimeRules = {
  id: '190-overtime-rules',
  sql: `
ALTER TABLE overtime_rules ADD COLUMN shortest_weekday smallint CHECK (shortest_weekday BETWEEN 1 AND 7);
`,
};
