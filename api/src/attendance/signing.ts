import { createHash, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';
import { fieldsText, signedTextOf, type SignedFieldValues, type SigningBinding } from '@hadir/common/clocking';

export type { SignedFix, SigningBinding } from '@hadir/common/clocking';
export type SignedFields = SignedFieldValues;

/**
 * A signing key per phone (issue 29; rules §9 "Signed clock-ins"). The clock screen keeps a
 * non-extractable ECDSA P-256 key pair in IndexedDB (web: features/attendance/lib/clock-signing.ts)
 * and signs each clock-in; the api checks the signature with node:crypto. Pure: the database stays
 * outside (signing-keys.ts). The text signed is built by @hadir/common/clocking, the one source
 * the web and the api share (its layout is written there; the web test signs and this verifies).
 */

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The whole text a phone signs (its lines: @hadir/common/clocking). */
export const signedText = (binding: SigningBinding, fields: SignedFields): string =>
  signedTextOf(binding, sha256Hex(fieldsText(fields)));

/** A public key as the phone registers it: an EC P-256 JWK (x and y only; never a private part). */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** The key's id: its RFC 7638 thumbprint (SHA-256 of the required members in order, base64url). */
export const keyThumbprint = (jwk: PublicJwk) =>
  createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
    .digest('base64url');

/** Whether a JWK is a usable P-256 public key (a point on the curve). */
export function isUsablePublicKey(jwk: PublicJwk): boolean {
  try {
    return createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }).asymmetricKeyType === 'ec';
  } catch {
    return false;
  }
}

/**
 * Imported public keys by their coordinates: importing a JWK costs about as much as the check itself,
 * and a phone signs with the same key every day. Bounded: the oldest goes when it is full.
 */
const importedKeys = new Map<string, KeyObject>();
const IMPORTED_KEYS_MAX = 10_000;

function importedKey(jwk: PublicJwk): KeyObject {
  const id = `${jwk.x}.${jwk.y}`;
  let key = importedKeys.get(id);
  if (!key) {
    key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y } as JsonWebKey, format: 'jwk' });
    if (importedKeys.size >= IMPORTED_KEYS_MAX) importedKeys.delete(importedKeys.keys().next().value!);
    importedKeys.set(id, key);
  }
  return key;
}

/** Checks an ECDSA P-256 / SHA-256 signature (r‖s, base64url) over the text with the public key. */
export function verifySignature(jwk: PublicJwk, text: string, signature: string): boolean {
  try {
    const key = importedKey(jwk);
    const bytes = Buffer.from(signature, 'base64url');
    if (bytes.length !== 64) return false;
    return verify('sha256', Buffer.from(text, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, bytes);
  } catch {
    return false;
  }
}
