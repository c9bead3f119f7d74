import type { SessionHandle } from './cookie.js';

/**
 * Renews the session's provider token (GET /login with the old one) and keeps the new one in the
 * session: the one place the gateway refreshes, for GraphQL calls and the file proxy alike. False
 * when the session cannot be renewed, in which case the caller answers as the original 401 did.
 */
export async function renewSessionToken(
  session: SessionHandle,
  apiBaseUrl: string,
  requestId: string,
): Promise<boolean> {
  if (!session.token) return false;
  const response = await fetch(new URL('/api/v1/login', apiBaseUrl), {
    headers: { authorization: `Bearer ${session.token}`, 'x-request-id': requestId },
  });
  if (!response.ok) return false;
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) return false;
  session.setToken(body.data.token);
  return true;
}
