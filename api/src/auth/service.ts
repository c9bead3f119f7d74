import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { reserveAttempt } from './rate-limit.js';
import { badRequest, conflict, nikMismatch, sessionEnded, unauthorized } from '../errors.js';
import { resetEmail } from '../mail/reset-email.js';
import { presentUser, type UserRow } from '../users/presenter.js';
import { findUserByEmail, findUserById, findUserByNik } from '../users/queries.js';
import { accountDeactivated, bearerToken, sessionOf, type Caller } from './authenticate.js';
import { firstLoginPasswordMatches, hashPassword, verifyPassword } from './passwords.js';
import { createSession, endSession, endSessions, hasSessionInUse } from './sessions.js';

export const MESSAGES = {
  loginSuccess: 'Login success',
  invalidCredentials: 'NIK or password is incorrect',
  alreadyLoggedIn: 'Already logged in, Switch to this tab?',
  mustResetPassword: 'Please set a new password before you continue',
  loggedOut: 'Logout success',
  forgotSent: 'If that e-mail is registered, we have sent a link to reset the password.',
  resetTokenValid: 'Token is valid',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  passwordReset: 'Your password has been reset, please log in with the new password',
  passwordChanged: 'Password changed successfully',
  oldPasswordWrong: 'Old password is incorrect',
  nikMismatch: 'You can only change your own password',
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface Credentials {
  nik: number;
  password: string;
}

/** The login limits: failures per NIK and per client address in one window. */
function loginLimits(ctx: AppContext, nik: number, address: string) {
  const { LOGIN_MAX_FAILURES_PER_NIK, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_WINDOW_SECONDS } = ctx.config;
  return {
    nik: { key: `login:nik:${nik}`, max: LOGIN_MAX_FAILURES_PER_NIK, windowSeconds: LOGIN_WINDOW_SECONDS },
    address: { key: `login:address:${address}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS, windowSeconds: LOGIN_WINDOW_SECONDS },
  };
}

/**
 * Checks a NIK and password. The attempt is counted (per NIK and per address) before the slow
 * password check, so simultaneous guesses cannot all pass the limit; a failure stays counted, a
 * success clears the NIK and the address it came from (typos across an office behind one
 * address do not add up to a lock-out).
 */
async function checkCredentials(ctx: AppContext, { nik, password }: Credentials, address: string): Promise<UserRow> {
  const limits = loginLimits(ctx, nik, address);
  await reserveAttempt(ctx.counters, [limits.nik, limits.address], (wait) => `Too many failed logins. Try again in ${wait}.`);
  const user = await findUserByNik(ctx.db, nik);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, password)
    : await firstLoginPasswordMatches(user, password);
  if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials, 'invalid_credentials');
  await Promise.all([ctx.counters.reset(limits.nik.key), ctx.counters.reset(limits.address.key)]);
  // Told only to someone who knows the password, so it reveals nothing about who has an account.
  if (!user.active) throw accountDeactivated();
  return user;
}

async function startSession(ctx: AppContext, user: UserRow) {
  if (user.must_reset_password) {
    const token = await issueResetToken(ctx, user.id);
    throw sessionEnded(MESSAGES.mustResetPassword, 'password_reset_required', { token });
  }
  const sessionId = await ctx.db.transaction(async (tx) => {
    // One live session per user: a new login retires whatever was left open before.
    await endSessions(tx, user.id, 'relogin');
    return createSession(ctx, tx, user.id);
  });
  const token = await ctx.tokens.sign({ sid: sessionId, nik: user.nik });
  return { token, user: presentUser(user) };
}

export async function login(ctx: AppContext, credentials: Credentials, address: string) {
  const user = await checkCredentials(ctx, credentials, address);
  if (!user.must_reset_password && (await hasSessionInUse(ctx, user.id))) {
    throw conflict(MESSAGES.alreadyLoggedIn, 'already_logged_in');
  }
  return startSession(ctx, user);
}

/** Ends the user's other sessions (they answer 406 from now on) and logs in here. */
export async function relogin(ctx: AppContext, credentials: Credentials, address: string) {
  const user = await checkCredentials(ctx, credentials, address);
  return startSession(ctx, user);
}

/** GET /login: a fresh token for a live session, even when the old token has just expired. */
export async function refresh(ctx: AppContext, authorization: string | undefined) {
  const session = await sessionOf(ctx, bearerToken(authorization), { allowExpired: true });
  const user = await findUserById(ctx.db, session.user_id);
  if (!user) throw unauthorized();
  if (!user.active) throw accountDeactivated();
  const token = await ctx.tokens.sign({ sid: session.id, nik: user.nik });
  return { token, user: presentUser(user) };
}

export async function logout(ctx: AppContext, caller: Caller) {
  await endSession(ctx.db, caller.sessionId, 'logout');
}

/** Spends every reset link of the user that is still open (after a new password, or a newer link). */
async function revokeResetTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** A new reset link supersedes the user's older ones: at most one is ever live. */
export async function issueResetToken(ctx: AppContext, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await revokeResetTokens(tx, userId);
    await tx.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + make_interval(secs => $3))`,
      [userId, sha256(token), ctx.config.RESET_TOKEN_TTL_SECONDS],
    );
  });
  return token;
}

/**
 * POST /forgot_password: counted per e-mail (known or not alike) and per address, then answered at
 * once; the link is issued and mailed after the reply, so a known e-mail takes no longer to answer
 * than an unknown one. A new link supersedes the user's older ones.
 */
export async function forgotPassword(ctx: AppContext, email: string, address: string) {
  const { FORGOT_MAX_PER_EMAIL, FORGOT_MAX_PER_ADDRESS, FORGOT_WINDOW_SECONDS } = ctx.config;
  await reserveAttempt(
    ctx.counters,
    [
      { key: `forgot:email:${email.trim().toLowerCase()}`, max: FORGOT_MAX_PER_EMAIL, windowSeconds: FORGOT_WINDOW_SECONDS },
      { key: `forgot:address:${address}`, max: FORGOT_MAX_PER_ADDRESS, windowSeconds: FORGOT_WINDOW_SECONDS },
    ],
    (wait) => `Too many reset requests. Try again in ${wait}.`,
  );
  ctx.background.run('reset e-mail', () => sendResetLink(ctx, email));
}

async function sendResetLink(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.email && user.active) {
    const token = await issueResetToken(ctx, user.id);
    const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/reset/${token}`;
    await ctx.mailer.send({ to: user.email, ...resetEmail(user.language, user.name, link), link });
  }
}

async function findUsableReset(ctx: AppContext, token: string) {
  const row = await ctx.db.one<{ id: number; user_id: number }>(
    `SELECT id, user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [sha256(token)],
  );
  if (!row) throw badRequest(MESSAGES.resetTokenInvalid, 'invalid_reset_token');
  return row;
}

export async function verifyResetToken(ctx: AppContext, token: string) {
  await findUsableReset(ctx, token);
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const reset = await findUsableReset(ctx, token);
  const hash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
      [reset.id],
    );
    if (claimed.length === 0) throw badRequest(MESSAGES.resetTokenInvalid, 'invalid_reset_token');
    await tx.query('UPDATE users SET password_hash = $2, must_reset_password = false WHERE id = $1', [
      reset.user_id,
      hash,
    ]);
    await endSessions(tx, reset.user_id, 'password_reset');
    await revokeResetTokens(tx, reset.user_id);
  });
}

export async function updatePassword(
  ctx: AppContext,
  caller: Caller,
  input: { nik: number; password: string; new_password: string },
) {
  if (input.nik !== caller.user.nik) throw nikMismatch(MESSAGES.nikMismatch);
  if (!caller.user.password_hash || !(await verifyPassword(caller.user.password_hash, input.password))) {
    throw badRequest(MESSAGES.oldPasswordWrong, 'wrong_password');
  }
  const hash = await hashPassword(input.new_password);
  // A new password ends every session of the user, the caller's too (a stolen token may be a copy
  // of it), and every reset link still open; the caller goes on in a new session.
  const sessionId = await ctx.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [caller.user.id, hash]);
    await endSessions(tx, caller.user.id, 'password_changed');
    await revokeResetTokens(tx, caller.user.id);
    return createSession(ctx, tx, caller.user.id);
  });
  return { token: await ctx.tokens.sign({ sid: sessionId, nik: caller.user.nik }) };
}
