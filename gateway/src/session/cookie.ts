import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config/env.js';

export const SESSION_COOKIE = 'hadir_session';

/** The provider token of one request: read from, and written back to, an httpOnly cookie. */
export interface SessionHandle {
  readonly token: string | null;
  setToken(token: string): void;
  clear(): void;
}

export function sessionFor(
  request: Request,
  response: Response,
  config: Pick<GatewayConfig, 'COOKIE_SECURE' | 'SESSION_COOKIE_MAX_AGE_SECONDS'>,
): SessionHandle {
  let token: string | null = request.cookies?.[SESSION_COOKIE] ?? null;
  const options = { httpOnly: true, secure: config.COOKIE_SECURE, sameSite: 'strict', path: '/' } as const;
  return {
    get token() {
      return token;
    },
    setToken(next) {
      token = next;
      response.cookie(SESSION_COOKIE, next, { ...options, maxAge: config.SESSION_COOKIE_MAX_AGE_SECONDS * 1000 });
    },
    clear() {
      token = null;
      response.clearCookie(SESSION_COOKIE, options);
    },
  };
}
