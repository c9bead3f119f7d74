import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The header the gateway proves itself with (gateway/src/datasource/hadir-api.ts). */
export const GATEWAY_HEADER = 'x-hadir-gateway';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * With GATEWAY_SECRET set, what a request says about its client (X-Forwarded-For, -Host, -Proto) is
 * kept only when it carries the secret: Fastify's trustProxy then reads the client from a TRUST_PROXY
 * address that is the gateway, never from another process that merely shares its address (issue 46:
 * any loopback caller could choose the address the login limits count). The secret itself is dropped
 * at once, so nothing later reads or logs it.
 */
export function forgetUnprovenForwarding(secret: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest) => {
    const headers = request.raw.headers;
    const given = headers[GATEWAY_HEADER];
    delete headers[GATEWAY_HEADER];
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    for (const name of FORWARDED) delete headers[name];
  };
}
