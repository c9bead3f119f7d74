import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { WorkLocationsDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { setSessionLostHandler, type SessionLoss } from '../lib/session-lost';
import { sessionStore } from '../lib/session-store';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setSessionLostHandler(() => false);
});

function gatewaySays(code: string) {
  const body = JSON.stringify({ data: null, errors: [{ message: code, extensions: { code } }] });
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => body,
  })) as unknown as typeof fetch;
}

describe('createApolloClient: a lost session', () => {
  it.each([['UNAUTHENTICATED'], ['SESSION_ENDED']] as [SessionLoss][])('reports %s, and empties the cache when the app signed the person out', async (code) => {
    const reasons: SessionLoss[] = [];
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    // As the app does (root-layout.tsx): the person is signed out, which the cache follows.
    setSessionLostHandler((reason) => {
      reasons.push(reason);
      sessionStore.clear();
      return true;
    });
    gatewaySays(code);
    const client = createApolloClient();
    const clearStore = jest.spyOn(client, 'clearStore');
    await client.query({ query: WorkLocationsDocument, variables: { types: '1' } }).catch(() => undefined);
    expect(reasons).toEqual([code]);
    expect(clearStore).toHaveBeenCalledTimes(1);
  });

  it('keeps the cache when no one was signed in (the app did not act)', async () => {
    setSessionLostHandler(() => false);
    gatewaySays('UNAUTHENTICATED');
    const client = createApolloClient();
    const clearStore = jest.spyOn(client, 'clearStore');
    await client.query({ query: WorkLocationsDocument, variables: { types: '1' } }).catch(() => undefined);
    expect(clearStore).not.toHaveBeenCalled();
  });
});
