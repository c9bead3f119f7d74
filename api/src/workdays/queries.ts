import type { Db } from '../db/db.js';
import { TIME_ZONE } from '../lib/jakarta.js';
import type { Clocking, LeaveDay } from './day.js';
import type { EmploymentPeriod } from './employment.js';
import { type Assignment, type PersonUnits, type Roster, type Schedule } from './schedule.js';

export interface Person extends PersonUnits {
  nik: number;
  name: string;
}

/** Schedules as stored (times as HH:mm text, weekdays as a smallint array). */
export const SCHEDULE_COLUMNS = `s.id, s.name, s.start_time AS start, s.end_time AS "end", s.weekdays, s.grace_minutes,
  s.check_in_before_minutes, s.check_out_after_minutes`;

interface AssignmentRow extends Schedule {
  valid_from: string;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
  user_id: number | null;
}

/** A stored schedule as the engine reads it. */
export const scheduleOf = (row: Schedule): Schedule => ({
  id: row.id,
  name: row.name,
  start: row.start,
  end: row.end,
  weekdays: row.weekdays.map(Number),
  grace_minutes: row.grace_minutes,
  check_in_before_minutes: row.check_in_before_minutes,
  check_out_after_minutes: row.check_out_after_minutes,
});

const ASSIGNMENTS = `SELECT ${SCHEDULE_COLUMNS}, a.valid_from, a.divisi_kd, a.subdivisi_kd, a.dept_kd, a.user_id
  FROM schedule_assignments a JOIN work_schedules s ON s.id = a.schedule_id WHERE a.comp_kd = $1`;

const assignmentOf = (row: AssignmentRow): Assignment => ({
  valid_from: row.valid_from,
  schedule: scheduleOf(row),
  target:
    row.user_id !== null
      ? { kind: 'employee', userId: row.user_id }
      : row.dept_kd !== null
        ? { kind: 'department', code: row.dept_kd }
        : row.subdivisi_kd !== null
          ? { kind: 'subdivision', code: row.subdivisi_kd }
          : { kind: 'division', code: row.divisi_kd! },
});

/** Every assignment of a company with its schedule (a few hundred at most). */
export const companyAssignments = async (db: Db, company: string): Promise<Assignment[]> =>
  (await db.query<AssignmentRow>(ASSIGNMENTS, [company])).map(assignmentOf);

/** Approved leave of these people overlapping [from, to]. */
export const approvedLeave = (db: Db, userIds: number[], from: string, to: string) =>
  db.query<LeaveDay & { user_id: number; start_date: string; end_date: string }>(
    `SELECT id, user_id, tipe AS type, leave_duration = 'Half Day' AS half_day, start_date, end_date
     FROM leave_requests
     WHERE user_id = ANY($1::int[]) AND status = 'Approved' AND start_date <= $3::date AND end_date >= $2::date
     ORDER BY user_id, start_date, id`,
    [userIds, from, to],
  );

/**
 * The day `n` days after `from` (YYYY-MM-DD), each made once: a month's reads name the same thirty
 * days hundreds of thousands of times (the days are sent as offsets from `from`).
 */
function daysAfter(from: string): (n: number) => string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days: string[] = [];
  return (n) => (days[n] ??= new Date(start + n * 86_400_000).toISOString().slice(0, 10));
}

/**
 * A clocking as clockings() reads it: [id, clocking, attended_at in ms since 1970, attend_date as days
 * after `from`, lok_nm, photo, is_correction, review_status].
 */
type ClockingCells = [
  number,
  boolean,
  number,
  number,
  string | null,
  string | null,
  boolean,
  Clocking['review_status'],
];

/**
 * The clockings of these people stored on a day in [from, to], by person, each's by time; a clocking
 * rejected on review (issue 29) does not count. A person's come as one JSON array of arrays: a month
 * of 10,000 people is 420,000 clockings, and node-postgres parsing each as a row of nine texts was the
 * most of reading them (issue 48). The instant is read as its millisecond (floored, as a timestamptz
 * text is read: db.ts), the day as its distance from `from` (one text a day, not one a clocking).
 */
export async function clockings(db: Db, userIds: number[], from: string, to: string): Promise<Map<number, Clocking[]>> {
  const rows = await db.query<{ user_id: number; cells: ClockingCells[] }>(
    `SELECT user_id, json_agg(json_build_array(id, clocking, floor(extract(epoch FROM attended_at) * 1000), attend_date - $2::date,
         lok_nm, photo, is_correction, review_status) ORDER BY attended_at, id) AS cells
     FROM attendance
     WHERE user_id = ANY($1::int[]) AND attend_date >= $2::date AND attend_date <= $3::date
       AND review_status IS DISTINCT FROM 'rejected'
     GROUP BY user_id`,
    [userIds, from, to],
  );
  const byPerson = new Map<number, Clocking[]>();
  const dayOf = daysAfter(from);
  for (const row of rows)
    byPerson.set(
      row.user_id,
      row.cells.map(([id, clocking, at, day, lok_nm, photo, is_correction, review_status]) => ({
        id,
        clocking,
        attended_at: new Date(at),
        attend_date: dayOf(day),
        lok_nm,
        photo,
        is_correction,
        review_status,
      })),
    );
  return byPerson;
}

/** The employment periods of these people: the current one (join date to last working day) and those before a re-hire. */
export const employmentPeriods = (db: Db, userIds: number[]) =>
  db.query<EmploymentPeriod & { user_id: number }>(
    `SELECT id AS user_id, to_char(created_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS starts, to_char(employment_end, 'YYYY-MM-DD') AS ends
     FROM users WHERE id = ANY($1::int[])
     UNION ALL
     SELECT user_id, to_char(starts, 'YYYY-MM-DD'), to_char(ends, 'YYYY-MM-DD') FROM employment_history WHERE user_id = ANY($1::int[])`,
    [userIds],
  );

/**
 * The roster cells (issue 25) of these people on a day in [from, to]: a schedule's shift, or Off. A
 * month of 10,000 people is 300,000 cells, so each person's come as one text ("3:12,4:o": day offset
 * from `from`, schedule id or o for Off) and the few schedules they name are read once. Answers each
 * person's cells by day (someone with none is absent).
 */
export async function rosterOf(
  db: Db,
  userIds: number[],
  from: string,
  to: string,
): Promise<ReadonlyMap<number, Roster>> {
  const rows = await db.query<{ user_id: number; cells: string }>(
    `SELECT user_id, string_agg((day - $2::date)::text || ':' || coalesce(schedule_id::text, 'o'), ',') AS cells FROM roster_cells
     WHERE user_id = ANY($1::int[]) AND day >= $2::date AND day <= $3::date GROUP BY user_id`,
    [userIds, from, to],
  );
  const rosters = new Map<number, Roster>();
  if (rows.length === 0) return rosters;
  const schedules = new Map<string, Schedule>();
  const ids = new Set(rows.flatMap((row) => row.cells.split(',').map((cell) => cell.slice(cell.indexOf(':') + 1))));
  ids.delete('o');
  if (ids.size > 0) {
    const named = await db.query<Schedule>(
      `SELECT ${SCHEDULE_COLUMNS} FROM work_schedules s WHERE s.id = ANY($1::int[])`,
      [[...ids].map(Number)],
    );
    for (const row of named) schedules.set(String(row.id), scheduleOf(row));
  }
  const dayOf = daysAfter(from);
  for (const row of rows) {
    const roster = new Map<string, Schedule | 'off'>();
    for (const cell of row.cells.split(',')) {
      const colon = cell.indexOf(':');
      const n = Number(cell.slice(0, colon));
      const id = cell.slice(colon + 1);
      roster.set(dayOf(n), id === 'o' ? 'off' : schedules.get(id)!);
    }
    rosters.set(row.user_id, roster);
  }
  return rosters;
}

/**
 * The SQL of a person's zone, for a row `u` of users: the zone HR gave them, else that of the work
 * location they last clocked at (where they work), else Jakarta. Never the zone of a location merely
 * open to their unit: scoping a WITA site to a department must not move its Jakarta staff (issue 45
 * case 8; docs/rules.md §11). Indexed by attendance_user_date, newest day first.
 */
export const PERSON_ZONE = `COALESCE(u.time_zone, (
  SELECT zl.time_zone FROM attendance za JOIN work_locations zl ON zl.lok_kd = za.lok_kd
  WHERE za.user_id = u.id
  ORDER BY za.attend_date DESC, za.attended_at DESC
  LIMIT 1), 'Asia/Jakarta')`;

/** The zone of each of these people (PERSON_ZONE). */
export const timeZones = (db: Db, userIds: number[]) =>
  db.query<{ user_id: number; time_zone: string }>(
    `SELECT u.id AS user_id, ${PERSON_ZONE} AS time_zone FROM users u WHERE u.id = ANY($1::int[])`,
    [userIds],
  );

/** A schedule's columns as a JSON object with the engine's field names (personSchedules). */
const SCHEDULE_JSON = `'id', s.id, 'name', s.name, 'start', s.start_time, 'end', s.end_time, 'weekdays', s.weekdays,
  'grace_minutes', s.grace_minutes, 'check_in_before_minutes', s.check_in_before_minutes, 'check_out_after_minutes', s.check_out_after_minutes`;

/**
 * One person's zone (PERSON_ZONE), the assignments of their company that may name them (theirs, or one of their units') and their
 * roster cells on a day in [from, to] (rosterOf), in one statement: what a clocking of theirs is
 * decided on (person.ts instancesAround). It was three statements, two one after the other, on
 * every clock-in, check and correction (issue 31). Nothing for someone who is not there.
 */
export async function personSchedules(db: Db, userId: number, from: string, to: string) {
  const row = await db.one<{
    time_zone: string;
    assignments: AssignmentRow[];
    roster: { day: string; schedule: Schedule | null }[];
  }>(
    `SELECT ${PERSON_ZONE} AS time_zone,
       (SELECT coalesce(json_agg(json_build_object(${SCHEDULE_JSON}, 'valid_from', a.valid_from, 'divisi_kd', a.divisi_kd,
            'subdivisi_kd', a.subdivisi_kd, 'dept_kd', a.dept_kd, 'user_id', a.user_id)), '[]')
        FROM schedule_assignments a JOIN work_schedules s ON s.id = a.schedule_id
        WHERE a.comp_kd = u.comp_kd AND (a.user_id = u.id OR a.dept_kd = u.dept_kd OR a.subdivisi_kd = u.subdivisi_kd OR a.divisi_kd = u.divisi_kd)) AS assignments,
       (SELECT coalesce(json_agg(json_build_object('day', r.day, 'schedule', CASE WHEN s.id IS NULL THEN NULL ELSE json_build_object(${SCHEDULE_JSON}) END)), '[]')
        FROM roster_cells r LEFT JOIN work_schedules s ON s.id = r.schedule_id
        WHERE r.user_id = u.id AND r.day >= $2::date AND r.day <= $3::date) AS roster
     FROM users u WHERE u.id = $1`,
    [userId, from, to],
  );
  if (!row) return null;
  const roster = new Map<string, Schedule | 'off'>();
  for (const cell of row.roster) roster.set(cell.day, cell.schedule ? scheduleOf(cell.schedule) : 'off');
  return { zone: row.time_zone, assignments: row.assignments.map(assignmentOf), roster };
}

/** One person's zone (PERSON_ZONE): the wall clock their times are typed and shown on. */
export const personZone = async (db: Db, userId: number) => (await timeZones(db, [userId]))[0]?.time_zone ?? TIME_ZONE;
