import type { Db } from '../../db/db.js';
import { SCHEDULE_COLUMNS } from '../../workdays/index.js';
import type { Schedule } from '../../workdays/schedule.js';
import type { ScheduleBody } from './schemas.js';

export interface ScheduleRow extends Schedule {
  id: number;
  check_in_before_minutes: number;
  check_out_after_minutes: number;
  comp_kd: string;
  assignments: number;
  in_use_since: string | null;
}

/** A company's schedules with how many assignments each has and the first day any of them counts. */
export const listSchedules = (db: Db, company: string, id?: number) =>
  db.query<ScheduleRow>(
    `SELECT ${SCHEDULE_COLUMNS}, s.comp_kd, count(a.id)::int AS assignments, min(a.valid_from) AS in_use_since
     FROM work_schedules s LEFT JOIN schedule_assignments a ON a.schedule_id = s.id
     WHERE ${id === undefined ? 's.comp_kd = $1' : 's.id = $1'}
     GROUP BY s.id ORDER BY s.name`,
    [id === undefined ? company : id],
  );

export const insertSchedule = async (db: Db, company: string, body: ScheduleBody) =>
  (await db.one<{ id: number }>(
    `INSERT INTO work_schedules (comp_kd, name, start_time, end_time, weekdays, grace_minutes, check_in_before_minutes, check_out_after_minutes)
     VALUES ($1, $2, $3, $4, $5::smallint[], $6, $7, $8) RETURNING id`,
    [
      company,
      body.name,
      body.start,
      body.end,
      body.weekdays,
      body.grace_minutes,
      body.check_in_before_minutes,
      body.check_out_after_minutes,
    ],
  ))!.id;

export const updateSchedule = (db: Db, id: number, body: ScheduleBody) =>
  db.query(
    `UPDATE work_schedules SET name = $2, start_time = $3, end_time = $4, weekdays = $5::smallint[], grace_minutes = $6,
       check_in_before_minutes = $7, check_out_after_minutes = $8 WHERE id = $1`,
    [
      id,
      body.name,
      body.start,
      body.end,
      body.weekdays,
      body.grace_minutes,
      body.check_in_before_minutes,
      body.check_out_after_minutes,
    ],
  );

export const deleteSchedule = (db: Db, id: number) => db.query('DELETE FROM work_schedules WHERE id = $1', [id]);

export interface AssignmentRow {
  id: number;
  comp_kd: string;
  schedule_id: number;
  schedule_name: string;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  user_id: number | null;
  nik: number | null;
  person_name: string | null;
  unit_name: string | null;
  valid_from: string;
}

const ASSIGNMENTS = `SELECT a.id, a.comp_kd, a.schedule_id, s.name AS schedule_name, a.divisi_kd, a.subdivisi_kd, a.dept_kd,
    a.user_id, u.nik, u.name AS person_name, coalesce(d.name, sd.name, dp.name) AS unit_name, a.valid_from
  FROM schedule_assignments a
  JOIN work_schedules s ON s.id = a.schedule_id
  LEFT JOIN users u ON u.id = a.user_id
  LEFT JOIN divisions d ON d.comp_kd = a.comp_kd AND d.code = a.divisi_kd
  LEFT JOIN subdivisions sd ON sd.comp_kd = a.comp_kd AND sd.code = a.subdivisi_kd
  LEFT JOIN departments dp ON dp.comp_kd = a.comp_kd AND dp.code = a.dept_kd`;

export const listAssignments = (db: Db, company: string) =>
  db.query<AssignmentRow>(`${ASSIGNMENTS} WHERE a.comp_kd = $1 ORDER BY a.valid_from DESC, a.id DESC`, [company]);

export const findAssignment = (db: Db, id: number) => db.one<AssignmentRow>(`${ASSIGNMENTS} WHERE a.id = $1`, [id]);

export type AssignmentColumns = Pick<AssignmentRow, 'divisi_kd' | 'subdivisi_kd' | 'dept_kd' | 'user_id'>;

export const insertAssignment = async (
  db: Db,
  company: string,
  scheduleId: number,
  target: AssignmentColumns,
  validFrom: string,
) =>
  (await db.one<{ id: number }>(
    `INSERT INTO schedule_assignments (schedule_id, comp_kd, divisi_kd, subdivisi_kd, dept_kd, user_id, valid_from)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [scheduleId, company, target.divisi_kd, target.subdivisi_kd, target.dept_kd, target.user_id, validFrom],
  ))!.id;

export const deleteAssignment = (db: Db, id: number) =>
  db.query('DELETE FROM schedule_assignments WHERE id = $1', [id]);

export const userByNik = (db: Db, nik: number) =>
  db.one<{ id: number; nik: number; name: string; comp_kd: string | null }>(
    'SELECT id, nik, name, comp_kd FROM users WHERE nik = $1',
    [nik],
  );
