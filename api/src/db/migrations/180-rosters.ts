/**
 * Rosters and shift swaps (issue 25). A roster cell says what one person works on one day: one of
 * the company's schedules' shift (schedule_id) or Off (schedule_id null). No cell = the schedule
 * assignment applies. A cell beats the assignment in the day engine (workdays/schedule.ts scheduleOn).
 *
 * A shift swap is asked by one person for a day, accepted by a colleague of the same supervisor,
 * approved by that supervisor; on approval the two people's cells of that day are exchanged.
 */
export const rosters = {
  id: '180-rosters',
  sql: `
CREATE TABLE roster_cells (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  schedule_id integer REFERENCES work_schedules (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, day)
);
-- The engine reads a batch of people's cells over a period; HR reads a company's month.
CREATE INDEX roster_cells_company_day ON roster_cells (comp_kd, day);
CREATE INDEX roster_cells_schedule ON roster_cells (schedule_id);

CREATE TABLE shift_swaps (
  id serial PRIMARY KEY,
  comp_kd text NOT NULL REFERENCES companies (comp_kd) ON UPDATE CASCADE,
  day date NOT NULL,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  colleague_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  supervisor_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'asked' CHECK (status IN ('asked', 'accepted', 'approved', 'declined', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (requester_id <> colleague_id)
);
CREATE INDEX shift_swaps_requester ON shift_swaps (requester_id, day);
CREATE INDEX shift_swaps_colleague ON shift_swaps (colleague_id, day);
`,
};
