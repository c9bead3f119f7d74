import type { HadirApi } from '../datasource/hadir-api.js';
import { refresh } from './provider.js';

/**
 * The `nik` claim of the provider's token, read without verifying it: the provider verifies the
 * token and checks that a NIK sent to it is the caller's own, so a wrong one only earns a refusal.
 */
export function nikClaim(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const { nik } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { nik?: unknown };
    return typeof nik === 'number' && Number.isSafeInteger(nik) ? nik : null;
  } catch {
    return null;
  }
}

/**
 * The caller's NIK, which some provider calls want in their payload (rules §7). Ours carries it in the
 * token; another provider's token may not, and then the provider's refresh answers who the caller is.
 */
export async function callerNik(api: HadirApi): Promise<number> {
  const fromToken = nikClaim(api.session.token);
  if (fromToken !== null) return fromToken;
  const { data } = await refresh(api);
  return data.user.nik;
}
