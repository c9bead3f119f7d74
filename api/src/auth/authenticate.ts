import type { AppContext } from '../context.js';
import type { TokenClaims } from './tokens.js';
import { sessionEnded, unauthorized } from '../errors.js';
import type { UserRow } from '../users/presenter.js';
import { SIGNED_OUT_ELSEWHERE } from './devices.js';
import {
  findSession,
  findSessionWithUser,
  SEEN_EVERY_SECONDS,
  touchSession,
  type SessionRow,
  type SessionWithUser,
} from './sessions.js';

export interface Caller {
  user: UserRow;
  sessionId: string;
}

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

/** The claims of a token, refusing a missing or invalid (or, unless allowed, expired) one. */
async function claimsOf(ctx: AppContext, token: string | null, options: { allowExpired?: boolean } = {}) {
  if (!token) throw unauthorized('Please log in first', 'missing_token');
  const claims = await ctx.tokens.verify(token, options);
  if (!claims) throw unauthorized('Your session has expired, please log in again', 'invalid_token');
  return claims;
}

/** The session id a token names, refusing a missing or invalid (or, unless allowed, expired) token. */
const sessionIdOf = async (ctx: AppContext, token: string | null, options: { allowExpired?: boolean } = {}) =>
  (await claimsOf(ctx, token, options)).sid;

/**
 * The caller a token names, from the token alone (its signature and its 15 minutes), without reading
 * the session. Only for a route whose answer grants nothing by itself — a clocking nonce: the clock-in
 * it is spent on authenticates in full — where that read would be most of what the route costs.
 */
export const tokenCaller = (ctx: AppContext, authorization: string | undefined): Promise<TokenClaims> =>
  claimsOf(ctx, bearerToken(authorization));

/** The session behind a token, refusing ended (406) and expired (401) ones. */
export async function sessionOf(ctx: AppContext, token: string | null, options: { allowExpired?: boolean } = {}) {
  const session = await findSession(ctx.db, await sessionIdOf(ctx, token, options));
  if (!session) throw unauthorized('Your session has expired, please log in again', 'invalid_token');
  assertLive(session, ctx.config.SESSION_IDLE_TIMEOUT_SECONDS);
  return session;
}

/** Why HR ended someone's sessions (hr/employees/service.ts), told on their next request. */
export const HR_END_REASONS = {
  deactivated: 'deactivated',
  passwordRequired: 'password_required',
  signedOut: 'hr_signed_out',
} as const;

export const ACCOUNT_MESSAGES = {
  deactivated: 'Your account has been deactivated. Please contact your HR admin.',
  passwordRequired: 'Your HR admin asked you to set a new password, please log in again',
  signedOut: 'Your HR admin signed you out, please log in again',
} as const;

export const accountDeactivated = () => unauthorized(ACCOUNT_MESSAGES.deactivated, 'account_deactivated');

/**
 * A session ends by itself when it has not been used for SESSION_IDLE_TIMEOUT_SECONDS or is older
 * than SESSION_TTL_SECONDS (its expires_at), whatever its token says: a copied cookie dies too.
 */
function assertLive(session: SessionRow, idleTimeoutSeconds: number): void {
  if (session.ended_at) {
    if (session.end_reason === 'relogin') throw sessionEnded();
    if (session.end_reason === HR_END_REASONS.deactivated) {
      throw accountDeactivated();
    }
    if (session.end_reason === HR_END_REASONS.passwordRequired) {
      throw unauthorized(ACCOUNT_MESSAGES.passwordRequired, 'password_change_required');
    }
    if (session.end_reason === HR_END_REASONS.signedOut) {
      throw unauthorized(ACCOUNT_MESSAGES.signedOut, 'signed_out_by_hr');
    }
    if (session.end_reason === SIGNED_OUT_ELSEWHERE) {
      throw unauthorized('You were signed out from another device, please log in again', 'signed_out_elsewhere');
    }
    if (session.end_reason === 'password_changed' || session.end_reason === 'password_reset') {
      throw unauthorized('Your password was changed, please log in again', 'session_closed');
    }
    throw unauthorized('You have logged out, please log in again', 'session_closed');
  }
  if (
    session.expires_at.getTime() <= Date.now() ||
    session.last_seen_at.getTime() <= Date.now() - idleTimeoutSeconds * 1000
  ) {
    throw unauthorized('Your session has expired, please log in again', 'session_expired');
  }
}

/**
 * Resolves the caller of an authenticated request, or throws the reply a client should act on.
 * Session and user come in one query; last_seen_at (which only the idle window reads) is written
 * when it is more than SEEN_EVERY_SECONDS old, not on every request.
 */
export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<Caller> {
  const sessionId = await sessionIdOf(ctx, bearerToken(authorization));
  // Held in memory between requests (issue 48), dropped in every api process when the session or the person changes.
  const found = (await ctx.reads.sessions.get(sessionId, () =>
    findSessionWithUser(ctx.db, sessionId, SEEN_EVERY_SECONDS),
  )) as SessionWithUser | null;
  if (!found) throw unauthorized('Your session has expired, please log in again', 'invalid_token');
  const { session, user } = found;
  assertLive(session, ctx.config.SESSION_IDLE_TIMEOUT_SECONDS);
  if (!user) throw unauthorized('Your account no longer exists', 'invalid_token');
  if (!user.active) throw accountDeactivated();
  // Whether last_seen_at is due, by this request's time (the row may have been read a while ago).
  if (session.last_seen_at.getTime() < Date.now() - SEEN_EVERY_SECONDS * 1000) await touchSession(ctx.db, session.id);
  return { user, sessionId: session.id };
}
