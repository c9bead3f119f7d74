/**
 * The text a phone signs for a clock-in (issue 29; docs/rules.md "Signed clock-ins"), written once
 * for the two places that build it: the clock screen signs it with WebCrypto
 * (web/src/features/attendance/lib/clock-signing.ts) and the api checks the signature with
 * node:crypto (api/src/attendance/signing.ts). Each hashes with its own SHA-256; the lines are these.
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

/** What a signature covers: the kind, whose, the clock-in's key and time (kept ones), the fixes and the selfie's hash. */
export interface SignedFieldValues {
  clocking: boolean;
  nik: number;
  clientId: string | null;
  capturedAt: number | null;
  fixes: SignedFix[] | null;
  /** SHA-256 of the selfie's bytes, hex. */
  photoSha256: string;
}

export type SigningBinding = { nonce: string } | { offline: { clientId: string; capturedAt: number } };

const fixText = (fix: SignedFix) =>
  [fix.latitude, fix.longitude, fix.accuracy, fix.altitude ?? '', fix.speed ?? '', fix.timestamp].join(',');

/** The fields a signature covers, as text (see above). */
export function fieldsText(fields: SignedFieldValues): string {
  return [
    fields.clocking ? 'in' : 'out',
    String(fields.nik),
    fields.clientId ?? '',
    fields.capturedAt === null ? '' : String(fields.capturedAt),
    (fields.fixes ?? []).map(fixText).join(';'),
    fields.photoSha256,
  ].join('\n');
}

/** The whole text a phone signs, from its binding and the SHA-256 (hex) of fieldsText. */
export function signedTextOf(binding: SigningBinding, fieldsSha256: string): string {
  const bound =
    'nonce' in binding ? `nonce:${binding.nonce}` : `offline:${binding.offline.clientId}:${binding.offline.capturedAt}`;
  return [SIGNING_VERSION, bound, fieldsSha256].join('\n');
}
