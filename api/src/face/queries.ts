import type { Db } from '../db/db.js';

/** A company's face rules (215-face-check.ts). */
export interface FaceRulesRow {
  face_check: boolean;
  face_match_threshold: number;
  face_uncertain_threshold: number;
  face_keep_frames: boolean;
  face_retention_days: number;
}

export const faceRules = (db: Db, compKd: string | null) =>
  db.one<FaceRulesRow>(
    `SELECT face_check, face_match_threshold, face_uncertain_threshold, face_keep_frames, face_retention_days
       FROM companies WHERE comp_kd = $1`,
    [compKd],
  );

export interface ConsentRow {
  notice_version: string;
  given_at: Date;
}

/** The person's consent in force (not withdrawn), if any. */
export const openConsent = (db: Db, userId: number) =>
  db.one<ConsentRow>('SELECT notice_version, given_at FROM face_consents WHERE user_id = $1 AND withdrawn_at IS NULL', [
    userId,
  ]);

/** Records a consent unless one is already in force (the unique index keeps one open row). */
export const insertConsent = (db: Db, userId: number, version: string, at: Date) =>
  db.query(
    `INSERT INTO face_consents (user_id, notice_version, given_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) WHERE withdrawn_at IS NULL DO NOTHING`,
    [userId, version, at],
  );

export const withdrawConsent = (db: Db, userId: number, at: Date) =>
  db.query('UPDATE face_consents SET withdrawn_at = $2 WHERE user_id = $1 AND withdrawn_at IS NULL', [userId, at]);

export interface TemplateRow {
  descriptor: number[];
  model: string;
  frames: number;
  frame_files: string[];
  enrolled_at: Date;
  reenrol_required: boolean;
}

export const findTemplate = (db: Db, userId: number) =>
  db.one<TemplateRow>(
    'SELECT descriptor, model, frames, frame_files, enrolled_at, reenrol_required FROM face_templates WHERE user_id = $1',
    [userId],
  );

/** Whether the person has a template, without reading its 1024 numbers. */
export const hasTemplate = async (db: Db, userId: number) =>
  (await db.one<{ one: number }>('SELECT 1 AS one FROM face_templates WHERE user_id = $1', [userId])) !== undefined;

/** Stores (or replaces) the person's template; answers the frame files of the template it replaced. */
export async function saveTemplate(
  db: Db,
  userId: number,
  template: { descriptor: number[]; model: string; frames: number; frameFiles: string[]; at: Date },
): Promise<string[]> {
  const old = await db.one<{ frame_files: string[] }>(
    'SELECT frame_files FROM face_templates WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  await db.query(
    `INSERT INTO face_templates (user_id, descriptor, model, frames, frame_files, enrolled_at, reenrol_required)
     VALUES ($1, $2::real[], $3, $4, $5::text[], $6, false)
     ON CONFLICT (user_id) DO UPDATE SET descriptor = EXCLUDED.descriptor, model = EXCLUDED.model,
       frames = EXCLUDED.frames, frame_files = EXCLUDED.frame_files, enrolled_at = EXCLUDED.enrolled_at,
       reenrol_required = false`,
    [userId, template.descriptor, template.model, template.frames, template.frameFiles, template.at],
  );
  return old?.frame_files ?? [];
}

/** Deletes the person's template; answers the frame files it kept (to be removed from the file store). */
export async function deleteTemplate(db: Db, userId: number): Promise<string[]> {
  const rows = await db.query<{ frame_files: string[] }>(
    'DELETE FROM face_templates WHERE user_id = $1 RETURNING frame_files',
    [userId],
  );
  return rows[0]?.frame_files ?? [];
}

/**
 * Templates of people whose employment ended more than their company's retention days before
 * `today` (a Jakarta date): deleted with their consent closed (rules §9 "Face check").
 */
export const departedTemplates = (db: Db, today: string) =>
  db.query<{ user_id: number; frame_files: string[] }>(
    `SELECT t.user_id, t.frame_files
       FROM face_templates t
       JOIN users u ON u.id = t.user_id
       JOIN companies c ON c.comp_kd = u.comp_kd
      WHERE u.employment_end IS NOT NULL
        AND u.employment_end + c.face_retention_days < $1::date`,
    [today],
  );

export const saveFaceRules = (db: Db, compKd: string, rules: Omit<FaceRulesRow, never>) =>
  db.query(
    `UPDATE companies SET face_check = $2, face_match_threshold = $3, face_uncertain_threshold = $4,
            face_keep_frames = $5, face_retention_days = $6
      WHERE comp_kd = $1`,
    [
      compKd,
      rules.face_check,
      rules.face_match_threshold,
      rules.face_uncertain_threshold,
      rules.face_keep_frames,
      rules.face_retention_days,
    ],
  );

/** The company's people with a consent in force or a template, by NIK. */
export const enrolledPeople = (db: Db, compKd: string) =>
  db.query<{
    nik: number;
    name: string;
    consent_given_at: Date | null;
    enrolled_at: Date | null;
    reenrol_required: boolean;
  }>(
    `SELECT u.nik::int AS nik, u.name, c.given_at AS consent_given_at, t.enrolled_at,
            COALESCE(t.reenrol_required, false) AS reenrol_required
       FROM users u
       LEFT JOIN face_consents c ON c.user_id = u.id AND c.withdrawn_at IS NULL
       LEFT JOIN face_templates t ON t.user_id = u.id
      WHERE u.comp_kd = $1 AND (c.id IS NOT NULL OR t.user_id IS NOT NULL)
      ORDER BY u.nik`,
    [compKd],
  );

/** Marks a template for re-enrolment; false when the person has none. */
export const markReenrol = async (db: Db, userId: number) =>
  (await db.query('UPDATE face_templates SET reenrol_required = true WHERE user_id = $1 RETURNING user_id', [userId]))
    .length > 0;
