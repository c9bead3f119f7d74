/**
 * Asks the provider for a fresh token (GET /login with the old one). Null when the session cannot
 * be renewed, in which case the caller answers as the original 401 did.
 */
export async function refreshProviderToken(
  apiBaseUrl: string,
  token: string,
  requestId: string,
): Promise<{ token: string; user: unknown } | null> {
  const response = await fetch(new URL('/api/v1/login', apiBaseUrl), {
    headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { token?: string; user?: unknown } };
  return body.data?.token ? { token: body.data.token, user: body.data.user } : null;
}
