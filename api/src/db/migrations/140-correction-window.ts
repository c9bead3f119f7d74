/**
 * The correction window as a company setting (issue 25): how many calendar days back a correction
 * may reach, from 00:00 of the day that many days before today (Jakarta) to now. 1 is the spec's
 * "yesterday to now"; at most 31, a month.
 */
export const correctionWindow = {
  id: '140-correction-window',
  sql: `
ALTER TABLE companies ADD COLUMN correction_window_days integer NOT NULL DEFAULT 1
  CHECK (correction_window_days BETWEEN 1 AND 31);
`,
};
