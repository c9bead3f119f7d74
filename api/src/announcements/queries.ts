import type { Db } from '../db/db.js';

export interface AnnouncementRow {
  id: number;
  comp_kd: string;
  title: string;
  body: string;
  divisions: string[];
  departments: string[];
  starts_on: string;
  ends_on: string | null;
  ended_at: Date | null;
  attachment: string | null;
  attachment_type: 'jpg' | 'png' | 'pdf' | null;
  push: boolean;
  pushed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AnnouncementFields {
  title: string;
  body: string;
  divisions: string[];
  departments: string[];
  starts_on: string;
  ends_on: string | null;
  push: boolean;
  attachment: string | null;
  attachment_type: 'jpg' | 'png' | 'pdf' | null;
}

const COLUMNS = `a.id, a.comp_kd, a.title, a.body, a.divisions, a.departments, a.starts_on::text AS starts_on,
  a.ends_on::text AS ends_on, a.ended_at, a.attachment, a.attachment_type, a.push, a.pushed_at, a.created_at, a.updated_at`;

/** Whether person u is in announcement a's scope: the whole company, or one of its units. */
const IN_SCOPE = `a.comp_kd = u.comp_kd
  AND ((cardinality(a.divisions) = 0 AND cardinality(a.departments) = 0)
       OR u.divisi_kd = ANY(a.divisions) OR u.dept_kd = ANY(a.departments))`;

/** Showing on `today` (a Jakarta day): started, not past its last day, not ended by HR. */
const SHOWING = `a.starts_on <= $2::date AND (a.ends_on IS NULL OR a.ends_on >= $2::date) AND a.ended_at IS NULL`;

/** The announcements showing to a person today, newest first, each with whether they have read it. */
export const showingTo = (db: Db, userId: number, today: string) =>
  db.query<AnnouncementRow & { read: boolean }>(
    `SELECT ${COLUMNS}, EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.user_id = u.id) AS read
     FROM announcements a JOIN users u ON u.id = $1
     WHERE ${IN_SCOPE} AND ${SHOWING}
     ORDER BY a.starts_on DESC, a.id DESC LIMIT 50`,
    [userId, today],
  );

/** One announcement if it shows to this person today. */
export const showingOneTo = (db: Db, userId: number, today: string, id: number) =>
  db.one<AnnouncementRow>(
    `SELECT ${COLUMNS} FROM announcements a JOIN users u ON u.id = $1 WHERE a.id = $3 AND ${IN_SCOPE} AND ${SHOWING}`,
    [userId, today, id],
  );

/** The announcement naming a stored file, if this person is in its scope (shown or not: an old inbox item may link it). */
export const ownerOfFileFor = (db: Db, userId: number, name: string) =>
  db.one<AnnouncementRow>(
    `SELECT ${COLUMNS} FROM announcements a JOIN users u ON u.id = $1
     WHERE a.attachment = $2 AND (${IN_SCOPE} OR (u.role_id = 3 AND u.comp_kd = a.comp_kd))`,
    [userId, name],
  );

export const markRead = (db: Db, id: number, userId: number) =>
  db.query('INSERT INTO announcement_reads (announcement_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    id,
    userId,
  ]);

/** A company's announcements, newest first, each with how many people have read it. */
export const listForCompany = (db: Db, company: string) =>
  db.query<AnnouncementRow & { reads: number }>(
    `SELECT ${COLUMNS}, (SELECT count(*)::int FROM announcement_reads r WHERE r.announcement_id = a.id) AS reads
     FROM announcements a WHERE a.comp_kd = $1 ORDER BY a.starts_on DESC, a.id DESC LIMIT 500`,
    [company],
  );

export const findAnnouncement = (db: Db, id: number) =>
  db.one<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements a WHERE a.id = $1`, [id]);

export const lockAnnouncement = (db: Db, id: number) =>
  db.one<AnnouncementRow>(`SELECT ${COLUMNS} FROM announcements a WHERE a.id = $1 FOR UPDATE`, [id]);

export const insertAnnouncement = (db: Db, company: string, createdBy: number, fields: AnnouncementFields) =>
  db.one<{ id: number }>(
    `INSERT INTO announcements (comp_kd, created_by, title, body, divisions, departments, starts_on, ends_on, push,
       attachment, attachment_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      company,
      createdBy,
      fields.title,
      fields.body,
      fields.divisions,
      fields.departments,
      fields.starts_on,
      fields.ends_on,
      fields.push,
      fields.attachment,
      fields.attachment_type,
    ],
  );

export const updateAnnouncement = (db: Db, id: number, fields: AnnouncementFields, now: Date) =>
  db.query(
    `UPDATE announcements SET title = $2, body = $3, divisions = $4, departments = $5, starts_on = $6, ends_on = $7,
       push = $8, attachment = $9, attachment_type = $10, updated_at = $11
     WHERE id = $1`,
    [
      id,
      fields.title,
      fields.body,
      fields.divisions,
      fields.departments,
      fields.starts_on,
      fields.ends_on,
      fields.push,
      fields.attachment,
      fields.attachment_type,
      now,
    ],
  );

export const endAnnouncement = (db: Db, id: number, now: Date) =>
  db.query('UPDATE announcements SET ended_at = $2, updated_at = $2 WHERE id = $1', [id, now]);

export const deleteAnnouncement = (db: Db, id: number) => db.query('DELETE FROM announcements WHERE id = $1', [id]);

/** Which of these unit codes the company does not have (one query for both kinds). */
export const unknownUnits = (db: Db, company: string, divisions: string[], departments: string[]) =>
  db.query<{ code: string }>(
    `SELECT w.code FROM unnest($2::text[]) AS w (code)
       WHERE NOT EXISTS (SELECT 1 FROM divisions d WHERE d.comp_kd = $1 AND d.code = w.code)
     UNION ALL
     SELECT w.code FROM unnest($3::text[]) AS w (code)
       WHERE NOT EXISTS (SELECT 1 FROM departments d WHERE d.comp_kd = $1 AND d.code = w.code)`,
    [company, divisions, departments],
  );

/** Announcements that asked for a push, have started and were not pushed yet. */
export const duePushes = (db: Db, today: string) =>
  db.query<{ id: number }>(
    `SELECT id FROM announcements WHERE push AND pushed_at IS NULL AND ended_at IS NULL AND starts_on <= $1::date
       AND (ends_on IS NULL OR ends_on >= $1::date) ORDER BY id`,
    [today],
  );

/** Takes one announcement's push for this transaction: null when another process took it first, or it is no longer due. */
export const claimPush = (tx: Db, id: number, today: string, now: Date) =>
  tx.one<AnnouncementRow>(
    `UPDATE announcements a SET pushed_at = $3
     WHERE a.id = $1 AND a.push AND a.pushed_at IS NULL AND a.ended_at IS NULL AND a.starts_on <= $2::date
       AND (a.ends_on IS NULL OR a.ends_on >= $2::date)
     RETURNING ${COLUMNS}`,
    [id, today, now],
  );

/** The active people in an announcement's scope. */
export const peopleInScope = (db: Db, id: number) =>
  db.query<{ id: number }>(
    `SELECT u.id FROM announcements a JOIN users u ON ${IN_SCOPE} WHERE a.id = $1 AND u.active ORDER BY u.id`,
    [id],
  );
