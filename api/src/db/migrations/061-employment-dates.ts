/**
 * Employment dates (issue 25): no scheduled day, absence or late outside a person's employment
 * (api/src/workdays/employment.ts). The current period runs from the join date (users.created_at, as
 * HR sets it) to `employment_end`, the last working day HR gives when deactivating (empty while
 * employed). A re-hire moves the closed period to `employment_history` and starts a new one, so the
 * months of the earlier period still count as they did.
 */
export const employmentDates = {
  id: '061-employment-dates',
  sql: `
ALTER TABLE users ADD COLUMN employment_end date;
UPDATE users SET employment_end = GREATEST((deactivated_at AT TIME ZONE 'Asia/Jakarta')::date, (created_at AT TIME ZONE 'Asia/Jakarta')::date)
  WHERE NOT active AND deactivated_at IS NOT NULL;
CREATE TABLE employment_history (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  starts date NOT NULL,
  ends date NOT NULL,
  CHECK (ends >= starts)
);
CREATE INDEX employment_history_user ON employment_history (user_id, starts);
`,
};
