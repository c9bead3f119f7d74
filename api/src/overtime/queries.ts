import type { Db } from '../db/db.js';
import { PERSON_ZONE } from '../workdays/index.js';
import { overtimeChoices, type OvertimeChoices } from '../lib/legal-rules.js';

export interface OvertimeRow {
  id: number;
  user_id: number;
  work_date: string;
  planned_start: Date;
  planned_end: Date;
  reason: string;
  asked_by: number;
  working_day: boolean;
  consented_at: Date | null;
  consent_device: string | null;
  status: 'Pending' | 'Approved' | 'Rejected';
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Date;
  /** The employee's zone (PERSON_ZONE): the planned times were typed, and are shown, on its wall clock. */
  time_zone: string;
}

const COLUMNS = `id, user_id, work_date::text AS work_date, planned_start, planned_end, reason, asked_by, working_day,
  consented_at, consent_device, status, decided_by, decided_at, created_at,
  (SELECT ${PERSON_ZONE} FROM users u WHERE u.id = overtime_requests.user_id) AS time_zone`;

export const findOvertime = (db: Db, id: number) =>
  db.one<OvertimeRow>(`SELECT ${COLUMNS} FROM overtime_requests WHERE id = $1`, [id]);

/** The live (not rejected) request of a person on a day, if any. */
export const liveOnDay = (db: Db, userId: number, day: string) =>
  db.one<OvertimeRow>(
    `SELECT ${COLUMNS} FROM overtime_requests WHERE user_id = $1 AND work_date = $2::date AND status <> 'Rejected'`,
    [userId, day],
  );

/** Planned minutes of a person's live requests on working days in [from, to] (the week of art. 26). */
export async function workingDayMinutes(db: Db, userId: number, from: string, to: string): Promise<number> {
  const row = await db.one<{ minutes: string | number | null }>(
    `SELECT COALESCE(SUM(EXTRACT(EPOCH FROM planned_end - planned_start) / 60), 0) AS minutes FROM overtime_requests
     WHERE user_id = $1 AND status <> 'Rejected' AND working_day AND work_date BETWEEN $2::date AND $3::date`,
    [userId, from, to],
  );
  return Math.round(Number(row?.minutes ?? 0));
}

export interface NewOvertime {
  userId: number;
  day: string;
  start: Date;
  end: Date;
  reason: string;
  askedBy: number;
  workingDay: boolean;
  consent: { at: Date; device: string } | null;
  /** By the api's clock (escalation counts from it). */
  createdAt: Date;
}

export const insertOvertime = async (db: Db, row: NewOvertime) =>
  (await db.one<OvertimeRow>(
    `INSERT INTO overtime_requests (user_id, work_date, planned_start, planned_end, reason, asked_by, working_day, consented_at, consent_device, created_at)
     VALUES ($1, $2::date, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      row.userId,
      row.day,
      row.start,
      row.end,
      row.reason,
      row.askedBy,
      row.workingDay,
      row.consent?.at ?? null,
      row.consent?.device ?? null,
      row.createdAt,
    ],
  ))!;

/** Records the consent once (a second tap changes nothing: null). */
export const recordConsent = (db: Db, id: number, at: Date, device: string) =>
  db.one<OvertimeRow>(
    `UPDATE overtime_requests SET consented_at = $2, consent_device = $3 WHERE id = $1 AND consented_at IS NULL AND status = 'Pending' RETURNING ${COLUMNS}`,
    [id, at, device],
  );

/**
 * Removes a Pending request its employee (or whoever asked it) takes back: undecided, it ordered
 * nothing and counts nothing (issue 45 case 10); the audit row keeps what it was. Null when it was
 * decided meanwhile.
 */
export const deletePending = (db: Db, id: number) =>
  db.one<OvertimeRow>(`DELETE FROM overtime_requests WHERE id = $1 AND status = 'Pending' RETURNING ${COLUMNS}`, [id]);

/** Decides a Pending, consented request once; null when it was decided meanwhile. */
export const decidePending = (db: Db, id: number, status: 'Approved' | 'Rejected', by: number, at: Date) =>
  db.one<OvertimeRow>(
    `UPDATE overtime_requests SET status = $2, decided_by = $3, decided_at = $4
     WHERE id = $1 AND status = 'Pending' AND ($2 = 'Rejected' OR consented_at IS NOT NULL) RETURNING ${COLUMNS}`,
    [id, status, by, at],
  );

/** Every request of these people on a day in [from, to], by person and day. */
export const requestsBetween = (db: Db, userIds: number[], from: string, to: string) =>
  db.query<OvertimeRow>(
    `SELECT ${COLUMNS} FROM overtime_requests WHERE user_id = ANY($1::int[]) AND work_date BETWEEN $2::date AND $3::date
     ORDER BY user_id, work_date, id`,
    [userIds, from, to],
  );

/** The choices HR makes for a company's overtime (docs/rules.md §13): lib/legal-rules.ts's, strict where none is saved. */
export type OvertimeRules = OvertimeChoices;

export async function rulesOf(db: Db, company: string | null): Promise<OvertimeRules> {
  const row = await db.one<OvertimeRules>(
    'SELECT rounding_minutes, shortest_weekday, cuti_bersama_closed, rest_day_break FROM overtime_rules WHERE comp_kd = $1',
    [company],
  );
  return overtimeChoices(row);
}

export const saveRules = (db: Db, company: string, rules: OvertimeRules) =>
  db.query(
    `INSERT INTO overtime_rules (comp_kd, rounding_minutes, shortest_weekday, cuti_bersama_closed, rest_day_break)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (comp_kd) DO UPDATE SET rounding_minutes = EXCLUDED.rounding_minutes, shortest_weekday = EXCLUDED.shortest_weekday,
       cuti_bersama_closed = EXCLUDED.cuti_bersama_closed, rest_day_break = EXCLUDED.rest_day_break`,
    [company, rules.rounding_minutes, rules.shortest_weekday, rules.cuti_bersama_closed, rules.rest_day_break],
  );

export const isExcluded = async (db: Db, userId: number) =>
  (await db.one<{ overtime_excluded: boolean }>('SELECT overtime_excluded FROM users WHERE id = $1', [userId]))
    ?.overtime_excluded === true;

export interface ExcludedPerson {
  id: number;
  nik: number;
  name: string;
  department: string | null;
}

/** The company's people HR excluded from overtime (art. 27), in NIK order. */
export const excludedPeople = (db: Db, company: string) =>
  db.query<ExcludedPerson>(
    `SELECT u.id, u.nik, u.name, u.dept_kd AS department FROM users u
     WHERE u.comp_kd = $1 AND u.overtime_excluded ORDER BY u.nik`,
    [company],
  );

/** Marks or clears a person's exclusion; the row before, or null when nothing changed. */
export const setExcluded = (db: Db, userId: number, excluded: boolean) =>
  db.one<{ id: number }>(
    'UPDATE users SET overtime_excluded = $2 WHERE id = $1 AND overtime_excluded <> $2 RETURNING id',
    [userId, excluded],
  );
