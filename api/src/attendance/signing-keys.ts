import { spentNonce } from '../auth/index.js';
import type { TokenSigner } from '../auth/tokens.js';
import type { Db } from '../db/db.js';
import {
  isUsablePublicKey,
  keyThumbprint,
  signedText,
  verifySignature,
  type PublicJwk,
  type SignedFields,
  type SigningBinding,
} from './signing.js';

/**
 * The phones' signing keys and the api's nonces (issue 29; rules §9 "Signed clock-ins"; the
 * cryptography in signing.ts). A key belongs to one person (the web keeps one per person on a
 * phone); a nonce to one person, for five minutes, once.
 */

/** How long a nonce may wait for its clock-in: the clock screen asks for it at Submit. */
export const NONCE_TTL_MS = 5 * 60_000;

export interface DeviceKeyRow {
  id: number;
  user_id: number;
  key_id: string;
  public_key: PublicJwk;
  device_id: string | null;
  user_agent: string | null;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/**
 * A key's columns, as `table` names the row. Its last use is read, not written: the latest clock-in
 * it signed, by the api's clock (a clock-in sent late: when it arrived) — a write to the key on every
 * clock-in cost each one more than the look-up costs HR's list (rows from before keep the stored time).
 */
const keyColumns = (table: string) =>
  `${table}.id, ${table}.user_id, ${table}.key_id, ${table}.public_key, ${table}.device_id, ${table}.user_agent, ${table}.created_at, ` +
  `COALESCE((SELECT max(COALESCE(a.received_at, a.attended_at)) FROM attendance a
             WHERE a.user_id = ${table}.user_id AND a.key_id = ${table}.key_id AND a.signature = 'signed'), ${table}.last_used_at) AS last_used_at, ` +
  `${table}.revoked_at`;
const KEY_COLUMNS = keyColumns('device_keys');

/**
 * POST /attendance/nonce: a fresh nonce for this person (their NIK), sealed by the api (auth/tokens.ts):
 * it keeps nothing until the nonce is spent, so asking for one costs no write.
 */
export function issueNonce(tokens: TokenSigner, nik: number, now: Date): { nonce: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + NONCE_TTL_MS);
  return { nonce: tokens.signNonce(nik, expiresAt), expiresAt };
}

export type NonceProblem = 'nonce_unknown' | 'nonce_used' | 'nonce_expired';

/**
 * A clock-in's nonce before the clock-in is stored: not sealed for this person, expired, or one to
 * spend: `spent`, what the clock-in that spends it keeps (attendance.nonce, unique: so it is spent once).
 */
export function nonceToSpend(
  tokens: TokenSigner,
  nik: number,
  nonce: string,
  now: Date,
): Exclude<NonceProblem, 'nonce_used'> | { spent: Buffer } {
  const expiresAt = tokens.readNonce(nonce, nik);
  if (!expiresAt) return 'nonce_unknown';
  if (expiresAt.getTime() <= now.getTime()) return 'nonce_expired';
  return { spent: spentNonce(nonce) };
}

/**
 * POST /attendance/keys: registers a phone's public key to the person (again: the same key answers
 * as it was; a revoked key stays revoked). Null when the JWK is not a P-256 public key.
 */
export async function registerKey(
  db: Db,
  userId: number,
  jwk: PublicJwk,
  browser: { deviceId: string | null; userAgent: string | null },
) {
  if (!isUsablePublicKey(jwk)) return null;
  const keyId = keyThumbprint(jwk);
  const row = await db.one<DeviceKeyRow>(
    `INSERT INTO device_keys (user_id, key_id, public_key, device_id, user_agent) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (user_id, key_id) DO UPDATE SET key_id = EXCLUDED.key_id
     RETURNING ${KEY_COLUMNS}`,
    [
      userId,
      keyId,
      JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }),
      browser.deviceId,
      browser.userAgent,
    ],
  );
  return row!;
}

export const findKey = (db: Db, userId: number, keyId: string) =>
  db.one<DeviceKeyRow>(`SELECT ${KEY_COLUMNS} FROM device_keys WHERE user_id = $1 AND key_id = $2`, [userId, keyId]);

/** A person's keys with how many clockings each signed, newest first (HR's list). */
export const listKeys = (db: Db, userId: number) =>
  db.query<DeviceKeyRow & { clockings: number }>(
    `SELECT ${keyColumns('k')},
            (SELECT count(*)::int FROM attendance a WHERE a.user_id = k.user_id AND a.key_id = k.key_id) AS clockings
     FROM device_keys k WHERE k.user_id = $1 ORDER BY k.created_at DESC, k.id DESC`,
    [userId],
  );

/** Revokes one of a person's keys; answers the row (already revoked: as it was), or undefined when it is not theirs. */
export async function revokeKey(db: Db, userId: number, keyId: string, by: number, now: Date) {
  const updated = await db.one<DeviceKeyRow>(
    `UPDATE device_keys SET revoked_at = $4, revoked_by = $3 WHERE user_id = $1 AND key_id = $2 AND revoked_at IS NULL RETURNING ${KEY_COLUMNS}`,
    [userId, keyId, by, now],
  );
  return updated ?? (await findKey(db, userId, keyId));
}

/** What a clock-in's signature came to. */
export type SignatureOutcome =
  | { status: 'unsigned' }
  | { status: 'signed'; keyId: string; registeredAt: Date; newKey: boolean }
  | {
      status: 'bad_signature';
      keyId: string | null;
      reason: 'mismatch' | 'unknown_key' | 'nonce_missing' | NonceProblem;
    }
  | { status: 'key_revoked'; keyId: string; revokedAt: Date };

export interface SignatureInput {
  signature?: string | null;
  keyId?: string | null;
  nonce?: string | null;
}

/** What the clocking's facts query (queries.clockingFacts) read of the key a clock-in names and its nonce. */
export interface KeyFacts {
  key: Pick<DeviceKeyRow, 'key_id' | 'public_key' | 'created_at' | 'revoked_at'> | null;
  /** Whether this person's earlier clockings were signed with this key, and with another. */
  signedBefore: boolean;
  otherKeySignedBefore: boolean;
  /** Whether the nonce had been spent before this clock-in. */
  nonceUsed: boolean;
}

/**
 * What a clock-in's signature comes to, from the facts read inside the clocking's transaction (its
 * nonce spent there, so only when the clock-in is stored). A nonce-less signature (bound to client_id
 * and captured_at) is taken only for a clock-in sent late: a phone that is online can always ask for
 * a nonce.
 */
export function signatureOutcome(
  input: SignatureInput,
  fields: SignedFields,
  nonce: ReturnType<typeof nonceToSpend> | null,
  facts: KeyFacts,
  sentLate: boolean,
): SignatureOutcome {
  if (!input.signature || !input.keyId) return { status: 'unsigned' };
  const { key } = facts;
  if (!key) return { status: 'bad_signature', keyId: null, reason: 'unknown_key' };
  let binding: SigningBinding;
  if (input.nonce && nonce) {
    if (typeof nonce === 'string') return { status: 'bad_signature', keyId: key.key_id, reason: nonce };
    if (facts.nonceUsed) return { status: 'bad_signature', keyId: key.key_id, reason: 'nonce_used' };
    binding = { nonce: input.nonce };
  } else {
    if (!sentLate || fields.clientId === null || fields.capturedAt === null)
      return { status: 'bad_signature', keyId: key.key_id, reason: 'nonce_missing' };
    binding = { offline: { clientId: fields.clientId, capturedAt: fields.capturedAt } };
  }
  if (!verifySignature(key.public_key, signedText(binding, fields), input.signature))
    return { status: 'bad_signature', keyId: key.key_id, reason: 'mismatch' };
  if (key.revoked_at) return { status: 'key_revoked', keyId: key.key_id, revokedAt: key.revoked_at };
  return {
    status: 'signed',
    keyId: key.key_id,
    registeredAt: key.created_at,
    newKey: !facts.signedBefore && facts.otherKeySignedBefore,
  };
}
