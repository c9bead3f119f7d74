/**
 * A company's own calendar beside the national holidays (which come from date-holidays, not the
 * database): its days off, its cuti bersama days (collective leave, which may count against annual
 * leave), and 'removed' rows for national days the company does not observe. One row per day.
 */
export const companyHolidays = {
  id: '041-company-holidays',
  sql: `
CREATE TABLE company_holidays (
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('company', 'cuti_bersama', 'removed')),
  name text NOT NULL,
  counts_against_leave boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comp_kd, day)
);
`,
};
