import { SignJWT, errors, jwtVerify, type JWTPayload } from 'jose';

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

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const toClaims = (payload: JWTPayload): TokenClaims | null =>
    typeof payload.sid === 'string' && typeof payload.nik === 'number' ? { sid: payload.sid, nik: payload.nik } : null;
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
