import { scheduleOf } from '../../workdays/index.js';
import type { AssignmentRow, ScheduleRow } from './queries.js';

export const presentSchedule = (row: ScheduleRow) => ({
  ...scheduleOf(row),
  assignments: row.assignments,
  in_use_since: row.in_use_since,
});

export function presentAssignment(row: AssignmentRow) {
  const [kind, code] =
    row.user_id !== null
      ? (['employee', null] as const)
      : row.dept_kd !== null
        ? (['department', row.dept_kd] as const)
        : row.subdivisi_kd !== null
          ? (['subdivision', row.subdivisi_kd] as const)
          : (['division', row.divisi_kd] as const);
  return {
    id: row.id,
    schedule: { id: row.schedule_id, name: row.schedule_name },
    target: { kind, code, nik: row.nik, name: (kind === 'employee' ? row.person_name : row.unit_name) ?? code ?? '' },
    valid_from: row.valid_from,
  };
}

/** How an assignment's target reads in the audit trail. */
export const targetLabel = (assignment: ReturnType<typeof presentAssignment>) =>
  assignment.target.kind === 'employee'
    ? `employee ${assignment.target.nik}`
    : `${assignment.target.kind} ${assignment.target.code}`;
