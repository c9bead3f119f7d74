import { afterEach, describe, expect, it } from '@jest/globals';
import { parse, print } from 'graphql';
import { homeQuery } from '../../build/home-query';
import { LoginDocument } from '../gql/graphql';
import { startHomeEarly, takeEarlyHome } from './early-home';

// Home's numbers, asked for by index.html's script as it draws a signed-in Home (issue 48), and their
// handing over to the app. jsdom has no network: a fetch that notes what it was asked and answers as
// told stands in for the browser's (first-paint.spec.ts opens the built page in a real one).

const QUERY = 'query HomeFirst { attendanceSummary { attend __typename } __typename }';
const NUMBERS = { attendanceSummary: { attend: 3, __typename: 'AttendanceSummary' }, __typename: 'Query' };

function network(answer: () => Promise<unknown>): { url: string; body: unknown }[] {
  const asked: { url: string; body: unknown }[] = [];
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body)) });
    const body = await answer();
    return { json: async () => body };
  }) as unknown as typeof fetch;
  return asked;
}

const realFetch = globalThis.fetch;
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__hadirHomeStart;
  globalThis.fetch = realFetch;
});

describe("Home's early numbers", () => {
  it.each([
    ['home', 1],
    ['login', 0],
    ['live', 0],
    ['clockin', 0],
  ])('on the drawing of %s asks %d time', (screen, count) => {
    const asked = network(async () => ({ data: NUMBERS }));
    startHomeEarly(screen, { graphqlUrl: '/graphql', query: QUERY });
    expect(asked).toEqual(Array.from({ length: count }, () => ({ url: '/graphql', body: { query: QUERY } })));
  });

  it('hands the numbers over once', async () => {
    network(async () => ({ data: NUMBERS }));
    startHomeEarly('home', { graphqlUrl: '/graphql', query: QUERY });
    await expect(takeEarlyHome(3000)).resolves.toEqual(NUMBERS);
    await expect(takeEarlyHome(3000)).resolves.toBeNull();
  });

  it.each([
    ['the session is over', async () => ({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] })],
    ['there is no network', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('hands nothing over when %s: the app asks itself', async (_, answer) => {
    network(answer);
    startHomeEarly('home', { graphqlUrl: '/graphql', query: QUERY });
    await expect(takeEarlyHome(3000)).resolves.toBeNull();
  });

  it('hands nothing over when the answer has not come within the wait', async () => {
    network(() => new Promise(() => undefined));
    startHomeEarly('home', { graphqlUrl: '/graphql', query: QUERY });
    await expect(takeEarlyHome(10)).resolves.toBeNull();
  });
});

describe("Home's early query (web/build/home-query.ts)", () => {
  // The gateway runs it for real in tests/e2e/first-paint.spec.ts; here, what it asks.
  const query = parse(homeQuery(LoginDocument));

  it("asks what Home draws first: the sign-in's numbers and the announcements, in one request", () => {
    const operation = query.definitions.find((node) => node.kind === 'OperationDefinition');
    const fields = operation?.kind === 'OperationDefinition' ? operation.selectionSet.selections : [];
    expect(fields.map((node) => (node.kind === 'Field' ? node.name.value : node.kind))).toEqual([
      'attendanceSummary',
      'leaveBalances',
      '__typename',
      'announcements',
    ]);
  });

  it('defines each fragment it spreads, once, and no other', () => {
    const defined = query.definitions.flatMap((node) => (node.kind === 'FragmentDefinition' ? [node.name.value] : []));
    const spread = [...print(query).matchAll(/\.\.\.(\w+)/g)].map((match) => match[1]);
    expect([...defined].sort()).toEqual([...new Set(spread)].sort());
    expect(new Set(defined).size).toBe(defined.length);
  });
});
