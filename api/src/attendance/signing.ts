import { createHash, createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * A signing key per phone (issue 29; rules §9 "Signed clock-ins"). The clock screen keeps a
 * non-extractable ECDSA P-256 key pair in IndexedDB (web: features/attendance/lib/clock-signing.ts)
 * and signs each clock-in; the api checks the signature with node:crypto. Pure: the database stays
 * outside (signing-keys.ts), so the web and the api build the very same text to sign from the same
 * fields (this file is the reference for it; the web test signs and this verifies).
 *
 * The text signed, one line each (\n), UTF-8:
 *
 *   hadir-clocking-v1
 *   nonce:<the nonce the api issued>        (a clock-in sent at once)
 *   offline:<client_id>:<captured_at>       (a clock-in kept on the phone: no nonce can be had offline)
 *   <SHA-256, hex, of the fields text>
 *
 * and the fields text (one line each): in|out, the NIK, client_id (or empty), captured_at (or
 * empty), the fixes (each `lat,lon,accuracy,altitude,speed,timestamp` as JavaScript writes the
 * numbers, an absent one empty, joined by ;) and the SHA-256 (hex) of the selfie's bytes as sent.
 * The signature is ECDSA with SHA-256, r and s of 32 bytes each (WebCrypto's form), base64url.
 */

export const SIGNING_VERSION = 'hadir-clocking-v1';

export interface SignedFix {
  latitude: number;
  longitude: number;
  accuracy: number;
  altitude: number | null;
  speed: number | null;
  timestamp: number;
}

export interface SignedFields {
  clocking: boolean;
  nik: number;
  clientId: string | null;
  capturedAt: number | null;
  fixes: SignedFix[] | null;
  /** SHA-256 of the selfie's bytes, hex. */
  photoSha256: string;
}

export type SigningBinding = { nonce: string } | { offline: { clientId: string; capturedAt: number } };

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

const fixText = (fix: SignedFix) => [fix.latitude, fix.longitude, fix.accuracy, fix.altitude ?? '', fix.speed ?? '', fix.timestamp].join(',');

/** The fields a signature covers, as text (see above). */
export function fieldsText(fields: SignedFields): string {
  return [
    fields.clocking ? 'in' : 'out',
    String(fields.nik),
    fields.clientId ?? '',
    fields.capturedAt === null ? '' : String(fields.capturedAt),
    (fields.fixes ?? []).map(fixText).join(';'),
    fields.photoSha256,
  ].join('\n');
}

/** The whole text a phone signs. */
export function signedText(binding: SigningBinding, fields: SignedFields): string {
  const bound = 'nonce' in binding ? `nonce:${binding.nonce}` : `offline:${binding.offline.clientId}:${binding.offline.capturedAt}`;
  return [SIGNING_VERSION, bound, sha256Hex(fieldsText(fields))].join('\n');
}

/** A public key as the phone registers it: an EC P-256 JWK (x and y only; never a private part). */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** The key's id: its RFC 7638 thumbprint (SHA-256 of the required members in order, base64url). */
export const keyThumbprint = (jwk: PublicJwk) =>
  createHash('sha256').update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y })).digest('base64url');

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
