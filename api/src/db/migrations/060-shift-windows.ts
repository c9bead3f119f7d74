/**
 * Shift instances (issue 25): each schedule says how long before its start a clock-in counts for the
 * shift and how long after its end a clock-out still does (api/src/workdays/instance.ts). A schedule
 * whose end equals its start now means a 24-hour shift, which the schedule form already allows.
 */
export const shiftWindows = {
  id: '060-shift-windows',
  sql: `
ALTER TABLE work_schedules
  ADD COLUMN check_in_before_minutes integer NOT NULL DEFAULT 120 CHECK (check_in_before_minutes BETWEEN 0 AND 720),
  ADD COLUMN check_out_after_minutes integer NOT NULL DEFAULT 360 CHECK (check_out_after_minutes BETWEEN 0 AND 720);
`,
};
