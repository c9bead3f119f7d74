import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { LoginDocument } from '../gql/graphql';
import { i18n } from '../i18n';
import { readError } from './graphql-error';
import { GraphqlReplyErrors, sendGraphql } from './plain-graphql';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function replyWith(status: number, body: unknown) {
  const fetchMock = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => ({
    ok: status < 400,
    status,
    json: async () => body,
  }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const variables = { nik: '10001', password: 'Hadir#2026' };

describe('sendGraphql (the Login screen without Apollo Client, issue 15)', () => {
  it('posts the typed document as text with its variables to the gateway and gives back the data', async () => {
    const user = { nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null, language: 'en' };
    const fetchMock = replyWith(200, { data: { login: { message: 'Login success', user } } });
    await expect(sendGraphql(LoginDocument, variables)).resolves.toEqual({ login: { message: 'Login success', user } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'Apollo-Require-Preflight': 'true' },
    });
    const body = JSON.parse(String(init?.body)) as { query: string; variables: unknown };
    expect(body.variables).toEqual(variables);
    expect(body.query).toMatch(/^mutation Login\(\$nik: String!, \$password: String!, \$proof: String\) \{/);
    expect(body.query).toContain('fragment SessionUserFields on User');
  });

  it("throws the reply's GraphQL errors so that readError tells them as it does Apollo Client's", async () => {
    await i18n.changeLanguage('en');
    replyWith(200, {
      data: null,
      errors: [
        { message: 'Invalid credentials', extensions: { code: 'UNAUTHENTICATED', reason: 'invalid_credentials' } },
      ],
    });
    const error = await sendGraphql(LoginDocument, variables).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphqlReplyErrors);
    expect(readError(error)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'NIK or password is incorrect',
      extensions: { code: 'UNAUTHENTICATED', reason: 'invalid_credentials' },
    });
  });

  it('reads a network failure as offline, not as a GraphQL error', async () => {
    await i18n.changeLanguage('en');
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const error = await sendGraphql(LoginDocument, variables).catch((caught: unknown) => caught);
    expect(readError(error)).toMatchObject({ code: 'NETWORK', message: i18n.t('app.offline') });
  });
});
