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

/**
 * Records a consent to this notice unless one to it is already in force. A consent in force to an
 * earlier notice is closed at the same instant (`withdrawn_at`, as the retention sweep closes one: no
 * longer in force) and the new one opened beside it, so the record shows both, each with its version
 * and its day (UU PDP art. 24); the template stays, made under both. Run in a transaction.
 */
export async function insertConsent(tx: Db, userId: number, version: string, at: Date) {
  await tx.query(
    'UPDATE face_consents SET withdrawn_at = $3 WHERE user_id = $1 AND withdrawn_at IS NULL AND notice_version <> $2',
    [userId, version, at],
  );
  await tx.query(
    `INSERT INTO face_consents (user_id, notice_version, given_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) WHERE withdrawn_at IS NULL DO NOTHING`,
    [userId, version, at],
  );
}

/** Whether the person has a template, and the notice their consent in force is to: the clock screen's face check (one read). */
export const clockFace = (db: Db, userId: number) =>
  db.one<{ enrolled: boolean; notice_version: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM face_templates WHERE user_id = $1) AS enrolled,
            (SELECT notice_version FROM face_consents WHERE user_id = $1 AND withdrawn_at IS NULL) AS notice_version`,
    [userId],
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
  // A new template starts without looks: they were learned against the old one (226-face-looks.ts).
  await db.query('DELETE FROM face_looks WHERE user_id = $1', [userId]);
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

/** The descriptors of the looks the person's template learned (226-face-looks.ts), of the template's model. */
export const findLooks = async (db: Db, userId: number, model: string) =>
  (
    await db.query<{ descriptor: number[] }>(
      'SELECT descriptor FROM face_looks WHERE user_id = $1 AND model = $2 ORDER BY learned_at DESC, id DESC',
      [userId, model],
    )
  ).map((row) => row.descriptor);

/**
 * Adds a look to the person's template, taught by an accepted clock-in, and keeps the newest `keep`
 * (the oldest replaced). Only while the template is the one the record was checked against: one
 * enrolled at or before the record arrived (a re-enrolment since, or a withdrawal, and nothing is
 * added). The template's row is locked first, so a re-enrolment or a withdrawal running at the same
 * time either waits for this and deletes the look, or goes first and this finds no template to add
 * to. False when nothing was added (no such template, or the record already taught one).
 */
export async function addLook(
  tx: Db,
  look: { userId: number; attendanceId: number; arrivedAt: Date; descriptor: number[]; model: string; at: Date },
  keep: number,
): Promise<boolean> {
  const template = await tx.one<{ user_id: number }>(
    'SELECT user_id FROM face_templates WHERE user_id = $1 AND enrolled_at <= $2 FOR UPDATE',
    [look.userId, look.arrivedAt],
  );
  if (!template) return false;
  const added = await tx.query(
    `INSERT INTO face_looks (user_id, attendance_id, descriptor, model, learned_at)
     VALUES ($1, $2, $3::real[], $4, $5)
     ON CONFLICT (attendance_id) DO NOTHING
     RETURNING id`,
    [look.userId, look.attendanceId, look.descriptor, look.model, look.at],
  );
  await tx.query(
    `DELETE FROM face_looks WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM face_looks WHERE user_id = $1 ORDER BY learned_at DESC, id DESC LIMIT $2)`,
    [look.userId, keep],
  );
  return added.length > 0;
}

/** Deletes the person's template (its looks with it: face_looks cascades); answers the frame files it kept (to be removed from the file store). */
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
    consent_notice_version: string | null;
    enrolled_at: Date | null;
    reenrol_required: boolean;
    looks: number;
  }>(
    `SELECT u.nik::int AS nik, u.name, c.given_at AS consent_given_at, c.notice_version AS consent_notice_version,
            t.enrolled_at,
            COALESCE(t.reenrol_required, false) AS reenrol_required,
            (SELECT count(*)::int FROM face_looks l WHERE l.user_id = u.id) AS looks
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
