import { afterEach, describe, expect, it } from '@jest/globals';
import { startClockEarly, takeEarlyLocations, takeEarlyPositions } from './early-clock';

// What index.html's script starts for the clock screen, and its handing over to the screen (issue 31).
// jsdom has neither a position nor a network: a watch that records what it was asked, and a fetch that
// answers the query, stand in for the browser's (the browser test first-paint.spec.ts uses the real ones).

const QUERY = 'query WorkLocations($types: String!) { workLocations(types: $types) { code __typename } }';
const REPLY = { data: { workLocations: [{ code: 'JKT01', __typename: 'WorkLocation' }] } };

interface Started {
  watches: { options: PositionOptions; success: PositionCallback; failure: PositionErrorCallback }[];
  cleared: number[];
  asked: { url: string; body: unknown }[];
}

function browser(): Started {
  const seen: Started = { watches: [], cleared: [], asked: [] };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback, failure: PositionErrorCallback, options: PositionOptions) =>
        seen.watches.push({ success, failure, options }),
      clearWatch: (id: number) => void seen.cleared.push(id),
    },
  });
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    seen.asked.push({ url, body: JSON.parse(String(init.body)) });
    return { json: async () => REPLY };
  }) as unknown as typeof fetch;
  return seen;
}

const position = (latitude: number) =>
  ({ coords: { latitude, longitude: 106.8, accuracy: 8 }, timestamp: 1 }) as unknown as GeolocationPosition;

const realFetch = globalThis.fetch;
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__hadirClockStart;
  globalThis.fetch = realFetch;
});

describe("the clock screen's early start", () => {
  it.each([
    ['clockin', 1],
    ['clockout', 1],
    ['home', 0],
    ['login', 0],
  ])('on the drawing of %s starts %d watch and query', (screen, count) => {
    const seen = browser();
    startClockEarly(screen, { graphqlUrl: '/graphql', query: QUERY });
    expect(seen.watches).toHaveLength(count);
    expect(seen.asked).toEqual(
      count ? [{ url: '/graphql', body: { query: QUERY, variables: { types: screen } } }] : [],
    );
    if (count) expect(seen.watches[0].options).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });

  it("hands the watch's positions over once, ending the watch; the locations once, to the same screen only", async () => {
    const seen = browser();
    startClockEarly('clockin', { graphqlUrl: '/graphql', query: QUERY });
    seen.watches[0].success(position(-6.2));
    seen.watches[0].success(position(-6.21));

    expect(takeEarlyLocations('clockout')).toBeNull();
    await expect(takeEarlyLocations('clockin')).resolves.toEqual(REPLY);
    expect(takeEarlyLocations('clockin')).toBeNull();

    const taken = takeEarlyPositions();
    expect(taken?.positions.map(({ coords }) => coords.latitude)).toEqual([-6.2, -6.21]);
    expect(seen.cleared).toHaveLength(1);
    expect(takeEarlyPositions()).toBeNull();
  });

  it('hands over the error of a watch that had no position, and a query that failed as null', async () => {
    const seen = browser();
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    startClockEarly('clockout', { graphqlUrl: '/graphql', query: QUERY });
    const denied = { code: 1, message: 'User denied Geolocation' } as GeolocationPositionError;
    seen.watches[0].failure!(denied);
    expect(takeEarlyPositions()).toEqual({ positions: [], error: denied });
    await expect(takeEarlyLocations('clockout')).resolves.toBeNull();
  });

  it('hands nothing over where nothing was started', () => {
    expect(takeEarlyPositions()).toBeNull();
    expect(takeEarlyLocations('clockin')).toBeNull();
  });
});
