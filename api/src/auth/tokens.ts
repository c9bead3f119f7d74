import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

export interface TokenClaims {
  sid: string;
  nik: number;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a token signed here; with allowExpired, an expired one is accepted too (for refresh). */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<TokenClaims | null>;
}

const ISSUER = 'hadir-api';

/**
 * The claims a token must carry to be looked up at all. A token is signed only here, but the
 * claims are still checked: a secret that leaked or an old format must give 401, never reach
 * the database as a sid that is not a UUID (which PostgreSQL refuses with an error, a 500).
 */
const claimsSchema = z.object({ sid: z.uuid(), nik: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const toClaims = (payload: JWTPayload): TokenClaims | null => {
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? { sid: parsed.data.sid, nik: parsed.data.nik } : null;
  };
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async verify(token, options = {}) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        return toClaims(payload);
      } catch (error) {
        if (options.allowExpired && error instanceof errors.JWTExpired) return toClaims(error.payload);
        return null;
      }
    },
  };
}
