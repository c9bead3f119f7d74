import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../db/db.js';

/**
 * Activation codes: the one-time secret HR hands a new person (or one who lost their password)
 * to open their account. The same secret travels as a link (/activate/{code}) and as a short code
 * typed as the password at login. 12 characters of Crockford's base32 (no I, L, O, U: nothing
 * to misread on a printed letter) are 60 random bits; with the login limits in front of them a
 * code cannot be guessed in its 7 days. Stored as a SHA-256 hash (a random secret of that size
 * needs no slow hash); it dies when a password is set with it, when a newer one is issued, or
 * when it expires.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;
export const ACTIVATION_TTL_DAYS = 7;

export function newActivationCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** As a person may type it: any case, with or without hyphens and spaces, O for 0 and I or L for 1. */
export function normaliseActivationCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return plain.length === LENGTH && [...plain].every((char) => ALPHABET.includes(char)) ? plain : null;
}

const hashOf = (plain: string) => createHash('sha256').update(`activation:${plain}`).digest('hex');

export interface IssuedCode {
  code: string;
  expiresAt: Date;
}

/** A new code for the user; every older one of theirs dies (at most one is ever live). */
export const issueActivationCode = (db: Db, userId: number, issuedBy: number | null): Promise<IssuedCode> =>
  db.transaction((tx) => writeActivationCode(tx, userId, issuedBy));

/**
 * issueActivationCode inside the caller's transaction (HR's mailed code: the code, its mail and the
 * audit row are written together). A Db's transaction does not nest: a `tx.transaction` runs outside it.
 */
export async function writeActivationCode(tx: Db, userId: number, issuedBy: number | null): Promise<IssuedCode> {
  const code = newActivationCode();
  await tx.query('UPDATE activation_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  const row = await tx.one<{ expires_at: Date }>(
    `INSERT INTO activation_codes (user_id, code_hash, expires_at, issued_by)
     VALUES ($1, $2, now() + make_interval(days => $3), $4) RETURNING expires_at`,
    [userId, hashOf(normaliseActivationCode(code)!), ACTIVATION_TTL_DAYS, issuedBy],
  );
  return { code, expiresAt: row!.expires_at };
}

/** The user a live code opens (restricted to one user when given), or null. */
export async function userOfActivationCode(db: Db, input: string, userId?: number): Promise<number | null> {
  const plain = normaliseActivationCode(input);
  if (!plain) return null;
  const row = await db.one<{ user_id: number }>(
    `SELECT user_id FROM activation_codes
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now() AND ($2::integer IS NULL OR user_id = $2)`,
    [hashOf(plain), userId ?? null],
  );
  return row?.user_id ?? null;
}

/** Spends the user's live codes: a password has been set. */
export async function spendActivationCodes(db: Db, userId: number): Promise<void> {
  await db.query('UPDATE activation_codes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

export const activationLink = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/activate/${code}`;
