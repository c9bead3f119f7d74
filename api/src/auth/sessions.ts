import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';

export interface SessionRow {
  id: string;
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

export async function createSession(ctx: AppContext, db: Db, userId: number): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) RETURNING id`,
    [userId, ctx.config.SESSION_TTL_SECONDS],
  );
  return row!.id;
}

/** A session counts as in use elsewhere when it has not ended and was seen within the idle window. */
export async function hasSessionInUse(ctx: AppContext, userId: number): Promise<boolean> {
  const row = await ctx.db.one(
    `SELECT 1 FROM sessions WHERE user_id = $1 AND ended_at IS NULL AND expires_at > now()
       AND last_seen_at > now() - make_interval(secs => $2) LIMIT 1`,
    [userId, ctx.config.SESSION_IDLE_SECONDS],
  );
  return row !== undefined;
}

export async function endSessions(db: Db, userId: number, reason: string): Promise<void> {
  await db.query(`UPDATE sessions SET ended_at = now(), end_reason = $2 WHERE user_id = $1 AND ended_at IS NULL`, [
    userId,
    reason,
  ]);
}

export async function endSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.query(`UPDATE sessions SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL`, [
    sessionId,
    reason,
  ]);
}

export const findSession = (db: Db, id: string) => db.one<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id]);

export const touchSession = (db: Db, id: string) =>
  db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
