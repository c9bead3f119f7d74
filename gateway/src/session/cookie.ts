import type { Request, Response } from 'express';
import type { GatewayConfig } from '../config/env.js';

export const SESSION_COOKIE = 'hadir_session';
/**
 * OWASP's device cookie: the provider's signed device tokens, one per NIK this browser has signed
 * in as (the newest first, at most MAX_DEVICE_TOKENS). Failed logins from a browser holding the
 * NIK's token count for that browser alone, so nobody elsewhere can lock its owner out.
 */
export const DEVICE_COOKIE = 'hadir_device';
const MAX_DEVICE_TOKENS = 5;

/** The provider token of one request: read from, and written back to, an httpOnly cookie. */
export interface SessionHandle {
  readonly token: string | null;
  setToken(token: string): void;
  clear(): void;
  /** The device tokens this browser holds (kept after logout: they are what spares its owner). */
  readonly deviceTokens: string[];
  addDeviceToken(token: string): void;
}

/** The NIK a device token names, read without checking it (only the provider checks tokens). */
function nikOfToken(token: string): unknown {
  try {
    return (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { nik?: unknown }).nik;
  } catch {
    return undefined;
  }
}

export function sessionFor(
  request: Request,
  response: Response,
  config: Pick<GatewayConfig, 'COOKIE_SECURE' | 'SESSION_COOKIE_MAX_AGE_SECONDS' | 'DEVICE_COOKIE_MAX_AGE_SECONDS'>,
): SessionHandle {
  let token: string | null = request.cookies?.[SESSION_COOKIE] ?? null;
  const deviceCookie: unknown = request.cookies?.[DEVICE_COOKIE];
  let deviceTokens =
    typeof deviceCookie === 'string' ? deviceCookie.split(',').filter(Boolean).slice(0, MAX_DEVICE_TOKENS) : [];
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
    get deviceTokens() {
      return deviceTokens;
    },
    addDeviceToken(next) {
      const nik = nikOfToken(next);
      deviceTokens = [next, ...deviceTokens.filter((held) => nikOfToken(held) !== nik)].slice(0, MAX_DEVICE_TOKENS);
      response.cookie(DEVICE_COOKIE, deviceTokens.join(','), {
        ...options,
        maxAge: config.DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
      });
    },
  };
}
