/**
 * Overtime (issue 27, docs/rules.md §13). `overtime_requests` holds a day's asked overtime: the planned
 * start and end (absolute, so a night shift's overtime after midnight is one row on the shift's day),
 * the reason, who asked (the employee or their supervisor), the employee's consent with its time and
 * device (PP 35/2021 art. 28: the employer's order and the employee's agreement, in writing or by
 * digital media), whether the day was a working day when asked (the limits of art. 26 count working
 * days only), and the decision. At most one live request a person a day. `overtime_rules` holds a
 * company's stricter rule: counted minutes rounded down to whole blocks (0 = every minute).
 * `users.overtime_excluded` marks the positions HR excludes from overtime pay (art. 27(2)–(4)).
 */
export const overtime = {
  id: '100-overtime',
  sql: `
CREATE TABLE overtime_requests (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  work_date date NOT NULL,
  planned_start timestamptz NOT NULL,
  planned_end timestamptz NOT NULL,
  reason text NOT NULL CHECK (length(trim(reason)) > 0),
  asked_by integer NOT NULL REFERENCES users (id),
  working_day boolean NOT NULL,
  consented_at timestamptz,
  consent_device text,
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (planned_end > planned_start),
  CHECK (planned_end - planned_start <= interval '24 hours'),
  CHECK ((consented_at IS NULL) = (consent_device IS NULL))
);
CREATE UNIQUE INDEX overtime_requests_one_a_day ON overtime_requests (user_id, work_date) WHERE status <> 'Rejected';
CREATE INDEX overtime_requests_by_day ON overtime_requests (work_date, user_id);

CREATE TABLE overtime_rules (
  comp_kd text PRIMARY KEY REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  rounding_minutes integer NOT NULL DEFAULT 0 CHECK (rounding_minutes BETWEEN 0 AND 240)
);

ALTER TABLE users ADD COLUMN overtime_excluded boolean NOT NULL DEFAULT false;
`,
};
