import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { parse } from 'graphql';
import { AnnouncementsDocument, AttendanceSummaryDocument, WorkLocationsDocument } from '../gql/graphql';
import { createApolloClient } from './apollo';
import { setSessionLostHandler, type SessionLoss } from '../lib/session-lost';
import { sessionStore } from '../lib/session-store';
import { keepSignInHome } from '../lib/sign-in-home';

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
  it.each([['UNAUTHENTICATED'], ['SESSION_ENDED']] as [SessionLoss][])(
    'reports %s, and empties the cache when the app signed the person out',
    async (code) => {
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
    },
  );

  it('keeps the cache when no one was signed in (the app did not act)', async () => {
    setSessionLostHandler(() => false);
    gatewaySays('UNAUTHENTICATED');
    const client = createApolloClient();
    const clearStore = jest.spyOn(client, 'clearStore');
    await client.query({ query: WorkLocationsDocument, variables: { types: '1' } }).catch(() => undefined);
    expect(clearStore).not.toHaveBeenCalled();
  });
});

describe('createApolloClient: back online', () => {
  it('reads what is on screen again when the connection comes back', async () => {
    // The gateway answers 3 days present, then 4 (a clock-in made while this phone was offline).
    const answers = [3, 4];
    const fetchMock = jest.fn(async () => {
      const present = answers[Math.min(fetchMock.mock.calls.length, answers.length) - 1];
      const body = JSON.stringify({ data: { summary: { __typename: 'Summary', id: 'me', present } } });
      return {
        ok: true,
        status: 200,
        headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
        text: async () => body,
      };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const client = createApolloClient();
    const seen: number[] = [];
    const subscription = client
      .watchQuery({ query: parse('query Summary { summary { id present } }') })
      .subscribe(({ data }) => {
        const summary = (data as { summary?: { present: number } } | undefined)?.summary;
        if (summary) seen.push(summary.present);
      });
    await waitFor(() => expect(seen.at(-1)).toBe(3));

    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(seen.at(-1)).toBe(4));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
  });
});

describe("createApolloClient: Home's first answers kept before it", () => {
  it("puts the early query's announcements in the cache with the numbers: Home reads them without asking", async () => {
    const fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    sessionStore.set({ nik: '10001', name: 'Ade Rahmat Hidayat', roleId: 1, photoUrl: null });
    const summary = {
      __typename: 'AttendanceSummary' as const,
      attend: 3,
      late: 1,
      leave: 0,
      absent: 0,
      total: 4,
      waiting: 0,
      flagged: 0,
    };
    const announcement = {
      __typename: 'Announcement' as const,
      id: '7',
      title: 'Libur Nasional',
      body: 'Kantor tutup.',
      startsOn: '2026-12-24',
      endsOn: '2026-12-26',
      read: false,
      attachment: null,
    };
    keepSignInHome({
      attendanceSummary: summary,
      leaveBalances: [],
      announcements: [announcement],
    });
    const client = createApolloClient();
    const options = { fetchPolicy: 'cache-only' } as const;
    expect((await client.query({ query: AnnouncementsDocument, ...options })).data?.announcements).toEqual([
      announcement,
    ]);
    expect((await client.query({ query: AttendanceSummaryDocument, ...options })).data?.attendanceSummary).toEqual(
      summary,
    );
    expect(fetchMock).not.toHaveBeenCalled();
    sessionStore.clear();
  });
});
