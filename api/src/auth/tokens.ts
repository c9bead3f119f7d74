import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

export interface TokenClaims {
  sid: string;
  nik: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /**
   * A device token (OWASP's device cookie): names the NIK a browser has signed in as, with an id of
   * its own, so failed logins from that browser count for it alone (auth/service.ts).
   */
  signDevice(nik: number, ttlSeconds: number, deviceId?: string): Promise<string>;
  /** The device id of a device token signed here for this NIK and still valid, else null. */
  verifyDevice(token: string, nik: number): Promise<string | null>;
  /** The NIK and device id of any device token signed here and still valid, else null. */
  readDevice(token: string): Promise<{ nik: number; did: string } | null>;
  /** The claims of a token signed here; with allowExpired, an expired one is accepted too (for refresh). */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<TokenClaims | null>;
  /**
   * A clocking nonce (issue 29; attendance/signing-keys.ts): random, for one person (their NIK), until
   * a time, sealed with a MAC so the api keeps nothing until it is spent. 46 base64url characters.
   */
  signNonce(nik: number, expiresAt: Date): string;
  /** When a nonce sealed here for this person expires; null when it was not sealed here for them. */
  readNonce(nonce: string, nik: number): Date | null;
}

const NONCE_RANDOM_BYTES = 12;
const NONCE_TIME_BYTES = 6;
const NONCE_MAC_BYTES = 16;

/**
 * What a spent nonce is kept as (attendance.nonce, unique): its 12 random bytes, not its 46
 * characters. They name it alone: no other nonce sealed here has them (96 random bits), and no one
 * can seal another around them without the api's key (readNonce checks the seal before any spend).
 */
export const spentNonce = (nonce: string): Buffer => Buffer.from(nonce, 'base64url').subarray(0, NONCE_RANDOM_BYTES);

const ISSUER = 'hadir-api';
const DEVICE_AUDIENCE = 'hadir-device';
const deviceClaims = z.object({ nik: z.number().int().positive(), did: z.string().regex(/^[\w-]{16,64}$/) });

/**
 * The claims a token must carry to be looked up at all. A token is signed only here, but the
 * claims are still checked: a secret that leaked or an old format must give 401, never reach
 * the database as a sid that is not a UUID (which PostgreSQL refuses with an error, a 500).
 */
const claimsSchema = z.object({ sid: z.uuid(), nik: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** How many verified tokens of a kind a process remembers (the oldest goes when it is full). */
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The payloads of tokens already verified here (jose), each until its own expiry: a browser sends the
 * same access and device tokens with every request, and jose's check (WebCrypto, a job on the thread
 * pool) cost each request more than everything else around its token. An entry is only ever made
 * by a successful check with this process's secret, and is used only while its exp is in the future;
 * after that the token goes to jose again (which refuses it as expired).
 */
function verifiedTokens() {
  const verified = new Map<string, JWTPayload>();
  return {
    async payload(token: string, check: () => Promise<{ payload: JWTPayload }>): Promise<JWTPayload> {
      const known = verified.get(token);
      if (known && typeof known.exp === 'number' && known.exp > Math.floor(Date.now() / 1000)) return known;
      verified.delete(token);
      const { payload } = await check();
      if (typeof payload.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, payload);
      }
      return payload;
    },
  };
}

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  // The nonces' own key, derived from the secret so a nonce's MAC can never pass for a token's.
  const nonceKey = createHmac('sha256', secret).update('hadir-clocking-nonce').digest();
  const nonceMac = (nik: number, body: Buffer) =>
    createHmac('sha256', nonceKey).update(`${nik}:`).update(body).digest().subarray(0, NONCE_MAC_BYTES);
  const toClaims = (payload: JWTPayload): TokenClaims | null => {
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? { sid: parsed.data.sid, nik: parsed.data.nik } : null;
  };
  const accessTokens = verifiedTokens();
  const deviceTokens = verifiedTokens();
  async function readDevice(token: string) {
    try {
      const payload = await deviceTokens.payload(token, () =>
        jwtVerify(token, key, { issuer: ISSUER, audience: DEVICE_AUDIENCE, algorithms: ['HS256'] }),
      );
      const claims = deviceClaims.safeParse(payload);
      return claims.success ? claims.data : null;
    } catch {
      return null;
    }
  }
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    signDevice: (nik, deviceTtlSeconds, deviceId = randomBytes(16).toString('base64url')) =>
      new SignJWT({ nik, did: deviceId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(DEVICE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${deviceTtlSeconds}s`)
        .sign(key),
    async verifyDevice(token, nik) {
      const device = await readDevice(token);
      return device && device.nik === nik ? device.did : null;
    },
    readDevice,
    signNonce(nik, expiresAt) {
      const body = Buffer.alloc(NONCE_RANDOM_BYTES + NONCE_TIME_BYTES);
      randomBytes(NONCE_RANDOM_BYTES).copy(body);
      body.writeUIntBE(expiresAt.getTime(), NONCE_RANDOM_BYTES, NONCE_TIME_BYTES);
      return Buffer.concat([body, nonceMac(nik, body)]).toString('base64url');
    },
    readNonce(nonce, nik) {
      const bytes = Buffer.from(nonce, 'base64url');
      if (bytes.length !== NONCE_RANDOM_BYTES + NONCE_TIME_BYTES + NONCE_MAC_BYTES) return null;
      const body = bytes.subarray(0, NONCE_RANDOM_BYTES + NONCE_TIME_BYTES);
      if (!timingSafeEqual(bytes.subarray(body.length), nonceMac(nik, body))) return null;
      return new Date(body.readUIntBE(NONCE_RANDOM_BYTES, NONCE_TIME_BYTES));
    },
    async verify(token, options = {}) {
      try {
        return toClaims(
          await accessTokens.payload(token, () => jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] })),
        );
      } catch (error) {
        if (options.allowExpired && error instanceof errors.JWTExpired) return toClaims(error.payload);
        return null;
      }
    },
  };
}
