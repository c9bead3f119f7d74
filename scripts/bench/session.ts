// Signing in through the gateway from Node: the session cookie a real browser would hold.

const RELOGIN = `mutation ($nik: String!, $password: String!) { relogin(nik: $nik, password: $password) { message } }`;

/** `name=value` of the gateway's session cookie for a NIK (relogin ends any other session of that person). */
export async function sessionCookie(gatewayUrl: string, nik: number, password: string): Promise<string> {
  const response = await fetch(new URL('/graphql', gatewayUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: RELOGIN, variables: { nik: String(nik), password } }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || body.errors || !cookie) {
    throw new Error(
      `sign-in of ${nik} through the gateway failed: ${response.status} ${body.errors?.[0]?.message ?? ''}`,
    );
  }
  return cookie;
}

/** A bearer token straight from the api (POST /relogin). */
export async function bearerToken(apiUrl: string, nik: number, password: string): Promise<string> {
  const response = await fetch(new URL('/api/v1/relogin', apiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ nik, password }),
  });
  const body = (await response.json()) as { message: string; data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`login of ${nik} failed: ${response.status} ${body.message}`);
  return `Bearer ${body.data.token}`;
}
