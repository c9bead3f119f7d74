import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import type { UserRow } from '../users/presenter.js';
import { USER_NAMES, USER_NAMES_JOIN } from '../users/index.js';
import { changedHere } from '../lib/read-cache.js';

export interface SessionRow {
  id: string;
  user_id: number;
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
}

/** Where a session was started from, kept for the person's list of devices (Setting → Devices). */
export interface SessionClient {
  address: string | null;
  userAgent: string | null;
}

export async function createSession(ctx: AppContext, db: Db, userId: number, client: SessionClient): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO sessions (user_id, expires_at, client_address, user_agent)
     VALUES ($1, now() + make_interval(secs => $2), $3, $4) RETURNING id`,
    [
      userId,
      ctx.config.SESSION_TTL_SECONDS,
      client.address?.slice(0, 64) ?? null,
      client.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return row!.id;
}

export async function clientOfSession(db: Db, sessionId: string): Promise<SessionClient> {
  const row = await db.one<{ client_address: string | null; user_agent: string | null }>(
    'SELECT client_address, user_agent FROM sessions WHERE id = $1',
    [sessionId],
  );
  return { address: row?.client_address ?? null, userAgent: row?.user_agent ?? null };
}

export interface DeviceSessionRow {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: string | null;
  client_address: string | null;
  user_agent: string | null;
  live: boolean;
}

/** The user's live sessions and their most recent ended ones, newest first. */
export const listSessions = (db: Db, userId: number, idleTimeoutSeconds: number, limit = 10) =>
  db.query<DeviceSessionRow>(
    `SELECT id, created_at, last_seen_at, ended_at, end_reason, client_address, user_agent,
       (ended_at IS NULL AND expires_at > now() AND last_seen_at > now() - make_interval(secs => $2)) AS live
     FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT $3`,
    [userId, idleTimeoutSeconds, limit],
  );

/** Ends one session of the user's (none of anyone else's); false when there was none live. */
export async function endOwnSession(db: Db, userId: number, sessionId: string, reason: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE sessions SET ended_at = now(), end_reason = $3 WHERE id = $1 AND user_id = $2 AND ended_at IS NULL RETURNING id',
    [sessionId, userId, reason],
  );
  changedHere({ table: 'sessions', id: sessionId });
  return rows.length > 0;
}

/** Ends every session of the user but one. */
export async function endOtherSessions(db: Db, userId: number, keep: string, reason: string): Promise<number> {
  const rows = await db.query(
    'UPDATE sessions SET ended_at = now(), end_reason = $3 WHERE user_id = $1 AND id <> $2 AND ended_at IS NULL RETURNING id',
    [userId, keep, reason],
  );
  changedHere({ table: 'users', id: String(userId) });
  return rows.length;
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
  changedHere({ table: 'users', id: String(userId) });
}

export async function endSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.query(`UPDATE sessions SET ended_at = now(), end_reason = $2 WHERE id = $1 AND ended_at IS NULL`, [
    sessionId,
    reason,
  ]);
  changedHere({ table: 'sessions', id: sessionId });
}

export const findSession = (db: Db, id: string) => db.one<SessionRow>('SELECT * FROM sessions WHERE id = $1', [id]);

/** How often a session's last_seen_at is written: enough for the idle window, not a write per request. */
export const SEEN_EVERY_SECONDS = 60;

export const touchSession = (db: Db, id: string) =>
  db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);

/** A session with its user (null columns when the user is gone), read in one round trip per request. */
export interface SessionWithUser {
  session: SessionRow & { seen_stale: boolean };
  user: UserRow | null;
}

export async function findSessionWithUser(
  db: Db,
  sessionId: string,
  seenEverySeconds: number,
): Promise<SessionWithUser | null> {
  const row = await db.one<UserRow & Record<`s_${string}`, unknown>>(
    `SELECT s.id AS s_id, s.user_id AS s_user_id, s.last_seen_at AS s_last_seen_at, s.expires_at AS s_expires_at,
       s.ended_at AS s_ended_at, s.end_reason AS s_end_reason,
       s.last_seen_at < now() - make_interval(secs => $2) AS s_seen_stale,
       u.*, ${USER_NAMES}
     FROM sessions s LEFT JOIN users u ON u.id = s.user_id ${USER_NAMES_JOIN}
     WHERE s.id = $1`,
    [sessionId, seenEverySeconds],
  );
  if (!row) return null;
  const { s_id, s_user_id, s_last_seen_at, s_expires_at, s_ended_at, s_end_reason, s_seen_stale, ...user } = row;
  return {
    session: {
      id: s_id as string,
      user_id: s_user_id as number,
      last_seen_at: s_last_seen_at as Date,
      expires_at: s_expires_at as Date,
      ended_at: s_ended_at as Date | null,
      end_reason: s_end_reason as string | null,
      seen_stale: s_seen_stale as boolean,
    },
    user: user.id === null ? null : (user as UserRow),
  };
}
