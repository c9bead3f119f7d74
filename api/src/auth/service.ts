import { personZone } from '../workdays/index.js';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { Db } from '../db/db.js';
import { badRequest, conflict, nikMismatch, sessionEnded, unauthorized } from '../errors.js';
import { writingLanguage } from '../lib/languages.js';
import { resetEmail } from '../mail/reset-email.js';
import { enqueueMail } from '../mail/outbox.js';
import { presentUser, type UserRow } from '../users/index.js';
import { findUserByEmail, findUserById, findUserByNik } from '../users/index.js';
import { accountDeactivated, bearerToken, sessionOf, type Caller } from './authenticate.js';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';
import { spendActivationCodes, userOfActivationCode } from './activation.js';
import { checkUnderGates } from './login-gate.js';
import { clientOfSession, createSession, endSession, endSessions, hasSessionInUse } from './sessions.js';

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
  activationValid: 'Activation code is valid, please choose your password',
  activationInvalid: 'This activation code is invalid or has expired. Ask your HR admin for a new one.',
} as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

interface Credentials {
  nik: number;
  password: string;
  /** A solved proof-of-work challenge, asked for once a limit strangers can fill is reached. */
  proof?: string;
}

/** Who is signing in, as the api sees them: the real client address, and the browser's device tokens. */
export interface LoginClient {
  address: string;
  /** Device tokens the browser holds (the gateway's device cookie), any NIK's. */
  devices: string[];
  userAgent: string | null;
}

/**
 * OWASP's device-cookie lock-out. A browser holding a device token for this NIK (it signed in as
 * them before) counts its failures for itself alone, so an attacker elsewhere cannot keep the owner
 * out. Every other client counts under the NIK's limit for unknown clients and under its address;
 * a success forgets that client's count for the account, never the address's count of failures.
 * Those two limits can be filled by strangers (an office shares one address; anyone can guess at
 * a NIK), so past them the client proves work instead of being refused (rules §3, issue 46).
 */
async function loginGates(ctx: AppContext, nik: number, client: LoginClient) {
  const { LOGIN_MAX_FAILURES_PER_NIK, LOGIN_MAX_FAILURES_PER_DEVICE, LOGIN_MAX_FAILURES_PER_ADDRESS } = ctx.config;
  for (const token of client.devices) {
    const device = await ctx.tokens.verifyDevice(token, nik);
    if (device) {
      const key = `login:device:${device}`;
      return { gates: [{ key, max: LOGIN_MAX_FAILURES_PER_DEVICE }], resetOnSuccess: [key], device };
    }
  }
  const key = `login:nik:${nik}`;
  return {
    gates: [
      { key, max: LOGIN_MAX_FAILURES_PER_NIK, provable: true },
      { key: `login:address:${client.address}`, max: LOGIN_MAX_FAILURES_PER_ADDRESS, provable: true },
    ],
    resetOnSuccess: [key],
    device: undefined,
  };
}

interface Checked {
  user: UserRow;
  /** The browser's device id when it proved one for this NIK: its new token keeps it. */
  device: string | undefined;
  /** Signed in with an activation code instead of a password: the 406 path to choose one. */
  viaCode: boolean;
}

/**
 * Checks a NIK and a password, or an activation code typed in its place. A person without a
 * password (never activated) can only get in with a code HR issued; nothing derived from their
 * personal data opens an account. The decoy verify keeps every reply as slow as a real check.
 */
async function checkCredentials(
  ctx: AppContext,
  { nik, password, proof }: Credentials,
  client: LoginClient,
): Promise<Checked> {
  const { gates, resetOnSuccess, device } = await loginGates(ctx, nik, client);
  const checked = await checkUnderGates<Checked>(
    ctx.counters,
    gates,
    ctx.config.LOGIN_WINDOW_SECONDS,
    async () => {
      const user = await findUserByNik(ctx.db, nik);
      if (user?.password_hash && (await verifyPassword(user.password_hash, password)))
        return { user, viaCode: false, device };
      if (!user?.password_hash) await verifyPassword(await decoyHash(), password);
      if (user && (await userOfActivationCode(ctx.db, password, user.id))) return { user, viaCode: true, device };
      return null;
    },
    { resetOnSuccess, prove: (factor) => ctx.proofs.demand('login', factor, proof) },
  );
  if (!checked) throw unauthorized(MESSAGES.invalidCredentials, 'invalid_credentials');
  // Told only to someone who knows the password, so it reveals nothing about who has an account.
  if (!checked.user.active) throw accountDeactivated();
  return checked;
}

async function startSession(ctx: AppContext, { user, viaCode, device: deviceId }: Checked, client: LoginClient) {
  if (user.must_reset_password || viaCode) {
    const token = await issueResetToken(ctx, user.id);
    throw sessionEnded(MESSAGES.mustResetPassword, 'password_reset_required', { token });
  }
  const sessionId = await ctx.db.transaction(async (tx) => {
    // One live session per user: a new login retires whatever was left open before.
    await endSessions(tx, user.id, 'relogin');
    return createSession(ctx, tx, user.id, client);
  });
  const [token, device] = await Promise.all([
    ctx.tokens.sign({ sid: sessionId, nik: user.nik }),
    ctx.tokens.signDevice(user.nik, ctx.config.DEVICE_TOKEN_TTL_SECONDS, deviceId),
  ]);
  return { token, user: presentUser(user, await personZone(ctx.db, user.id)), device };
}

export async function login(ctx: AppContext, credentials: Credentials, client: LoginClient) {
  const checked = await checkCredentials(ctx, credentials, client);
  if (!checked.user.must_reset_password && !checked.viaCode && (await hasSessionInUse(ctx, checked.user.id))) {
    throw conflict(MESSAGES.alreadyLoggedIn, 'already_logged_in');
  }
  return startSession(ctx, checked, client);
}

/** Ends the user's other sessions (they answer 406 from now on) and logs in here. */
export async function relogin(ctx: AppContext, credentials: Credentials, client: LoginClient) {
  return startSession(ctx, await checkCredentials(ctx, credentials, client), client);
}

/**
 * POST /activate: the link HR handed over (/activate/{code}) opens the way to choose a password —
 * a reset token, as the login with the code does. Failures count per address, like logins; past
 * the limit the client proves work for each further code instead of being refused (a new hire
 * behind the office's address is never kept out by others' typos).
 */
export async function activate(ctx: AppContext, { code, proof }: { code: string; proof?: string }, address: string) {
  const key = `activate:address:${address}`;
  const userId = await checkUnderGates(
    ctx.counters,
    [{ key, max: ctx.config.LOGIN_MAX_FAILURES_PER_ADDRESS, provable: true }],
    ctx.config.LOGIN_WINDOW_SECONDS,
    () => userOfActivationCode(ctx.db, code),
    {
      resetOnSuccess: [],
      refusal: (wait) => `Too many wrong activation codes. Try again in ${wait}.`,
      prove: (factor) => ctx.proofs.demand('activate', factor, proof),
    },
  );
  const user = userId === null ? undefined : await findUserById(ctx.db, userId);
  if (!user) throw badRequest(MESSAGES.activationInvalid, 'invalid_activation_code');
  if (!user.active) throw accountDeactivated();
  return { token: await issueResetToken(ctx, user.id), nik: user.nik, name: user.name };
}

/** GET /login: a fresh token for a live session, even when the old token has just expired. */
export async function refresh(ctx: AppContext, authorization: string | undefined) {
  const session = await sessionOf(ctx, bearerToken(authorization), { allowExpired: true });
  const user = await findUserById(ctx.db, session.user_id);
  if (!user) throw unauthorized();
  if (!user.active) throw accountDeactivated();
  const token = await ctx.tokens.sign({ sid: session.id, nik: user.nik });
  return { token, user: presentUser(user, await personZone(ctx.db, user.id)) };
}

export async function logout(ctx: AppContext, caller: Caller) {
  await endSession(ctx.db, caller.sessionId, 'logout');
}

/** Spends every reset link of the user that is still open (after a new password, or a newer link). */
async function revokeResetTokens(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** A new reset link supersedes the user's older ones: at most one is ever live. */
export const issueResetToken = (ctx: AppContext, userId: number): Promise<string> =>
  ctx.db.transaction((tx) => writeResetToken(ctx, tx, userId));

/** issueResetToken inside the caller's transaction (the mailed link: the token and its mail are written together). */
async function writeResetToken(ctx: AppContext, tx: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await revokeResetTokens(tx, userId);
  await tx.query(
    `INSERT INTO password_resets (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, sha256(token), ctx.config.RESET_TOKEN_TTL_SECONDS],
  );
  return token;
}

/**
 * POST /forgot_password: always the same answer at once, whatever the e-mail and however often
 * (a refusal would let anyone block a person's reset, and tell who has an account). The mail is
 * sent after the reply, at most FORGOT_MAX_PER_EMAIL times a window per e-mail (known or not
 * alike) and FORGOT_MAX_PER_ADDRESS per client; past that the request is counted and dropped.
 * A new link supersedes the user's older ones, so the newest one sent works.
 */
export async function forgotPassword(ctx: AppContext, email: string, address: string) {
  const { FORGOT_MAX_PER_EMAIL, FORGOT_MAX_PER_ADDRESS, FORGOT_WINDOW_SECONDS } = ctx.config;
  const limits = [
    { key: `forgot:email:${email.trim().toLowerCase()}`, max: FORGOT_MAX_PER_EMAIL },
    { key: `forgot:address:${address}`, max: FORGOT_MAX_PER_ADDRESS },
  ];
  ctx.background.run('reset e-mail', async () => {
    const counts = await Promise.all(limits.map((limit) => ctx.counters.hit(limit.key, FORGOT_WINDOW_SECONDS)));
    if (counts.every(({ count }, i) => count <= limits[i].max)) await sendResetLink(ctx, email);
  });
}

async function sendResetLink(ctx: AppContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (user?.email && user.active) {
    const to = user.email;
    // The link's token and its mail in one transaction (issue 47): the mail goes out through the
    // notification outbox, retried by whichever api process delivers, never lost with this one.
    await ctx.db.transaction(async (tx) => {
      const token = await writeResetToken(ctx, tx, user.id);
      const link = `${ctx.config.PUBLIC_URL.replace(/\/$/, '')}/reset/${token}`;
      await enqueueMail(tx, { to, ...resetEmail(writingLanguage(user.language), user.name, link), link }, user.id);
    });
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
    await spendActivationCodes(tx, reset.user_id);
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
    await spendActivationCodes(tx, caller.user.id);
    return createSession(ctx, tx, caller.user.id, await clientOfSession(tx, caller.sessionId));
  });
  return { token: await ctx.tokens.sign({ sid: sessionId, nik: caller.user.nik }) };
}
