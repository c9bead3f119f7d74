import type { Db } from '../../db/db.js';
import type { ExportKindName } from './kinds.js';

export type ExportJobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface ExportJobRow {
  id: string;
  user_id: number;
  kind: ExportKindName;
  format: 'xlsx' | 'csv';
  query: Record<string, string>;
  name: string;
  state: ExportJobState;
  done: number;
  total: number | null;
  file: string | null;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  /** The running export's last sign of life; how many times it was started; why it failed, in words HR reads. */
  beat_at: Date | null;
  attempts: number;
  failure: string | null;
}

export const insertExportJob = (
  db: Db,
  job: Pick<ExportJobRow, 'id' | 'user_id' | 'kind' | 'format' | 'query' | 'name'>,
) =>
  db.one<ExportJobRow>(
    `INSERT INTO hr_export_jobs (id, user_id, kind, format, query, name) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING *`,
    [job.id, job.user_id, job.kind, job.format, JSON.stringify(job.query), job.name],
  );

/** The caller's exports still downloadable or under way, newest first. */
export const exportJobsOf = (db: Db, userId: number) =>
  db.query<ExportJobRow>(
    `SELECT * FROM hr_export_jobs WHERE user_id = $1 AND (expires_at IS NULL OR expires_at > now()) ORDER BY created_at DESC LIMIT 20`,
    [userId],
  );

export const findExportJob = (db: Db, id: string, userId: number) =>
  db.one<ExportJobRow>('SELECT * FROM hr_export_jobs WHERE id = $1 AND user_id = $2', [id, userId]);

/**
 * A job's state, whoever asked for it, and how many people its company has (the queue's worker,
 * before it starts a thread for it and sizes the thread's heap by them).
 */
export const exportJobState = (db: Db, id: string) =>
  db.one<{ state: ExportJobState; people: number }>(
    `SELECT j.state, (SELECT count(*)::int FROM users u WHERE u.comp_kd = me.comp_kd) AS people
     FROM hr_export_jobs j LEFT JOIN users me ON me.id = j.user_id WHERE j.id = $1`,
    [id],
  );

/**
 * Queued → running, its start counted and its first beat; undefined when it was cancelled, ended or
 * is running elsewhere (beating) meanwhile. One left running without a beat (its worker gone before
 * the sweep saw it) is taken.
 */
export const startExportJob = (db: Db, id: string, stalledAfterSeconds: number) =>
  db.one<ExportJobRow>(
    `UPDATE hr_export_jobs SET state = 'running', attempts = attempts + 1, beat_at = now(), done = 0
     WHERE id = $1 AND (state = 'queued'
       OR (state = 'running' AND (beat_at IS NULL OR beat_at < now() - make_interval(secs => $2::int))))
     RETURNING *`,
    [id, stalledAfterSeconds],
  );

/** A running export's sign of life. */
export const beatExportJob = (db: Db, id: string) =>
  db.query(`UPDATE hr_export_jobs SET beat_at = now() WHERE id = $1 AND state = 'running'`, [id]);

/**
 * Running exports whose beat stopped (their worker died: a crash, a kill, a lost machine): queued
 * again when started fewer than `maxAttempts` times, else failed with `failure`. Answers each with
 * its new state (those queued again are to be sent to the queue again).
 */
export const sweepStalledExportJobs = (db: Db, stalledAfterSeconds: number, maxAttempts: number, failure: string) =>
  db.query<{ id: string; state: ExportJobState }>(
    `UPDATE hr_export_jobs SET
       state = CASE WHEN attempts < $2 THEN 'queued' ELSE 'failed' END,
       failure = CASE WHEN attempts < $2 THEN failure ELSE $3 END,
       finished_at = CASE WHEN attempts < $2 THEN NULL ELSE now() END
     WHERE state = 'running' AND beat_at < now() - make_interval(secs => $1::int)
     RETURNING id, state`,
    [stalledAfterSeconds, maxAttempts, failure],
  );

export const setExportTotal = (db: Db, id: string, total: number) =>
  db.query('UPDATE hr_export_jobs SET total = $2 WHERE id = $1', [id, total]);

/** Records progress and answers the state (a cancelled export stops at its next step). */
export const recordExportProgress = async (db: Db, id: string, done: number) =>
  (
    await db.one<{ state: ExportJobState }>(
      'UPDATE hr_export_jobs SET done = $2, beat_at = now() WHERE id = $1 RETURNING state',
      [id, done],
    )
  )?.state;

/** Running → done with its file; undefined when it was cancelled before the file was in. */
export const finishExportJob = (db: Db, id: string, file: string, keepDays: number) =>
  db.one<ExportJobRow>(
    `UPDATE hr_export_jobs SET state = 'done', file = $2, done = COALESCE(total, done), finished_at = now(),
       expires_at = now() + make_interval(days => $3::int)
     WHERE id = $1 AND state = 'running' RETURNING *`,
    [id, file, keepDays],
  );

export const failExportJob = (db: Db, id: string, failure: string) =>
  db.query(
    `UPDATE hr_export_jobs SET state = 'failed', finished_at = now(), failure = $2 WHERE id = $1 AND state = 'running'`,
    [id, failure],
  );

/** Queued or running → failed: the thread given the job ended without saying how (it may have died before starting it). */
export const abandonExportJob = (db: Db, id: string, failure: string) =>
  db.query(
    `UPDATE hr_export_jobs SET state = 'failed', finished_at = now(), failure = $2 WHERE id = $1 AND state IN ('queued', 'running')`,
    [id, failure],
  );

/** Queued or running → cancelled; undefined when it had already ended. */
export const cancelExportJob = (db: Db, id: string, userId: number) =>
  db.one<ExportJobRow>(
    `UPDATE hr_export_jobs SET state = 'cancelled', finished_at = now()
     WHERE id = $1 AND user_id = $2 AND state IN ('queued', 'running') RETURNING *`,
    [id, userId],
  );

/** Rows past their download window go (their files become orphans, which the sweep removes). */
export const deleteExpiredExportJobs = async (db: Db) =>
  (await db.query('DELETE FROM hr_export_jobs WHERE expires_at < now() RETURNING id')).length;
