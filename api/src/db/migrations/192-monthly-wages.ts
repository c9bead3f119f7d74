/**
 * Monthly wages HR enters for overtime pay (issue 27, docs/rules.md §13: the hourly wage is 1/173 of
 * the monthly wage, PP 35/2021 art. 32(2)). Their own table, read only by HR's routes and exports, so
 * nothing that reads a user (a supervisor's team, the staff's own screens) can carry one by accident.
 * Whole rupiah.
 */
export const monthlyWages = {
  id: '192-monthly-wages',
  sql: `
CREATE TABLE monthly_wages (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  amount bigint NOT NULL CHECK (amount > 0 AND amount <= 1000000000000),
  updated_at timestamptz NOT NULL,
  updated_by integer NOT NULL REFERENCES users (id)
);
`,
};
