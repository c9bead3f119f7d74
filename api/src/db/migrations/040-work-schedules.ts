/**
 * Work schedules (issue 11): a company's named schedules, and who works them from which day. An
 * assignment is for exactly one unit or one employee; unit codes follow a rename (ON UPDATE CASCADE)
 * and a unit with assignments cannot be deleted. A change is a new assignment with a later
 * valid_from, so the days before it keep counting as they did.
 */
export const workSchedules = {
  id: '040-work-schedules',
  sql: `
CREATE TABLE work_schedules (
  id serial PRIMARY KEY,
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  name text NOT NULL,
  start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  weekdays smallint[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 7 AND weekdays <@ ARRAY[1,2,3,4,5,6,7]::smallint[]),
  grace_minutes integer NOT NULL DEFAULT 0 CHECK (grace_minutes BETWEEN 0 AND 240),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (comp_kd, name)
);

CREATE TABLE schedule_assignments (
  id serial PRIMARY KEY,
  schedule_id integer NOT NULL REFERENCES work_schedules (id),
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  divisi_kd text,
  subdivisi_kd text,
  dept_kd text,
  user_id integer REFERENCES users (id) ON DELETE CASCADE,
  valid_from date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(divisi_kd, subdivisi_kd, dept_kd, user_id) = 1),
  FOREIGN KEY (comp_kd, divisi_kd) REFERENCES divisions (comp_kd, code) ON UPDATE CASCADE,
  FOREIGN KEY (comp_kd, subdivisi_kd) REFERENCES subdivisions (comp_kd, code) ON UPDATE CASCADE,
  FOREIGN KEY (comp_kd, dept_kd) REFERENCES departments (comp_kd, code) ON UPDATE CASCADE
);
-- One assignment per target and start day; the recap reads a company's assignments whole.
CREATE UNIQUE INDEX schedule_assignments_target
  ON schedule_assignments (comp_kd, coalesce(divisi_kd, ''), coalesce(subdivisi_kd, ''), coalesce(dept_kd, ''), coalesce(user_id, 0), valid_from);
CREATE INDEX schedule_assignments_schedule ON schedule_assignments (schedule_id);
`,
};
