import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JKT01 } from '../fixtures/demo.js';
import { selfie } from '../fixtures/files.js';
import { startStack, type Browser, type TestStack } from '../../gateway/src/test/stack.js';
import type { QueuedClocking, QueuedInput, QueueStorage } from '../../web/src/features/attendance/lib/clock-queue.js';
import {
  createSigner,
  signedForSending,
  type KeyStorage,
  type StoredKey,
} from '../../web/src/features/attendance/lib/clock-signing.js';
import { sendKeptClockIns } from '../../web/src/features/attendance/lib/clock-worker-send.js';

// The service worker's own sending of kept clock-ins (issue 29: web/src/features/attendance/lib/
// clock-worker-send.ts), when the phone's network is back and no page of the app is open. It is here,
// with the real stack, rather than in web/src: the web's tests may not start the gateway (tiers talk
// over HTTP). In Node as a worker has it: no window, no localStorage, no Apollo Client; WebCrypto,
// fetch, FormData and Blob are Node's own. It talks to the real gateway and api (their own processes,
// a fresh database) with a signed-in browser's cookie. IndexedDB is the one thing Node lacks: a Map
// stands in for each store, copying what goes in and out as IndexedDB's structured clone does (the
// browser test offline-clockin.spec.ts uses the real one).

function memoryQueue(): QueueStorage & { map: Map<string, QueuedClocking> } {
  const map = new Map<string, QueuedClocking>();
  return {
    map,
    all: async () => [...map.values()].map((item) => ({ ...item })),
    put: async (item) => void map.set(item.id, { ...item }),
    remove: async (id) => void map.delete(id),
  };
}

function memoryKeys(): KeyStorage {
  const map = new Map<string, StoredKey>();
  return {
    get: async (nik) => map.get(nik) && { ...map.get(nik)! },
    put: async (key) => void map.set(key.nik, { ...key }),
  };
}

const DAY = `query ($date: String!) { attendanceDay(date: $date) { id clocking review } }`;
const DETAIL = `query ($id: ID!) { attendanceDetail(id: $id) { signature } }`;
const QUEUE = `query ($nik: String) { clockingReviews(nik: $nik) { id clocking signals { id minutes } } }`;
const jakartaDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(at));

let stack: TestStack;
let jpeg: Blob;
// The api judges a clock-in by its own clock, and which day it belongs to by Jakarta's calendar: run
// at 00:10 WIB, a clock-in kept 20 minutes before falls on the previous day (whose office shift has
// long closed) and the clock-out is refused. So the api's clock, and the worker's, run from noon of
// Friday 20 November 2026 in Jakarta (TEST_CLOCK), whatever the hour the suite runs at.
const NOON = Date.parse('2026-11-20T05:00:00Z');
let offset = 0;
const now = () => Date.now() + offset;

beforeAll(async () => {
  stack = await startStack({ TEST_CLOCK: 'true' });
  const clock = await fetch(`${stack.provider.url}/api/v1/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date(NOON).toISOString() }),
  });
  expect(clock.status).toBe(200);
  offset = NOON - Date.now();
  jpeg = new Blob([new Uint8Array(await selfie())], { type: 'image/jpeg' });
});
afterAll(() => stack?.close());

/** A clock-in kept on the phone at `capturedAt`, signed offline by the phone's key as the clock screen does. */
async function kept(
  keys: KeyStorage,
  nik: string,
  clientId: string,
  capturedAt: number,
  clocking: boolean,
  where = { ...JKT01, accuracy: 8 },
): Promise<QueuedClocking> {
  const fixes = [0, 1, 2].map((i) => ({
    latitude: where.latitude + i * 0.000011,
    longitude: where.longitude - i * 0.000007,
    accuracy: where.accuracy + i,
    altitude: null,
    speed: null,
    timestamp: capturedAt - 3000 + i * 1000,
  }));
  const input: QueuedInput = {
    latitude: fixes[2].latitude,
    longitude: fixes[2].longitude,
    fixes,
    webdriver: false,
    description: null,
    clocking,
    attendDate: jakartaDay(capturedAt),
    attendTime: '00:00:00',
    locationCode: 'JKT01',
    locationName: 'Kantor Pusat Jakarta',
    clientId,
    capturedAt,
  };
  const item: QueuedClocking = { id: clientId, nik, input, photo: jpeg, state: 'waiting' };
  // Made offline: signed bound to its key and time (never "young" here, so no nonce is asked for).
  const offline = createSigner(keys, {
    registerKey: () => Promise.reject(new Error('offline')),
    nonce: () => Promise.reject(new Error('offline')),
  });
  const signed = await offline.signOffline(nik, {
    clocking,
    nik: Number(nik),
    clientId,
    capturedAt,
    fixes,
    photo: jpeg,
  });
  return { ...item, input: { ...input, ...signed } };
}

/** The worker's fetch: Node's own, with the cookie the browser holds for the gateway (a worker's fetch sends it by itself). */
const workerFetch = (browser: Browser) => (url: string, init: RequestInit) =>
  browser.request(new URL(url).pathname, init);

describe("the service worker's sending of kept clock-ins", () => {
  it('sends a late clock-in and a young clock-out through the gateway, each signed, stored once however often it goes', async () => {
    const ade = await stack.signedIn('10001');
    const [storage, keys] = [memoryQueue(), memoryKeys()];
    const at = now();
    // Kept 20 minutes ago (sent late: its offline signature stands), and 30 seconds ago (young: signed
    // again with a fresh nonce from the gateway, since the api takes a nonce-less one only from a late one).
    const clockIn = await kept(keys, '10001', crypto.randomUUID(), at - 20 * 60_000, true);
    const clockOut = await kept(keys, '10001', crypto.randomUUID(), at - 30_000, false);
    await storage.put(clockOut);
    await storage.put(clockIn);
    const options = { storage, keys, graphqlUrl: new URL('/graphql', stack.url).href, fetch: workerFetch(ade), now };

    expect(await sendKeptClockIns(options)).toEqual({ waiting: 0 });
    expect(storage.map.size).toBe(0);

    const records = async () => {
      const days = [...new Set([jakartaDay(clockIn.input.capturedAt), jakartaDay(at)])];
      const replies = await Promise.all(days.map((date) => ade.graphql(DAY, { date })));
      return replies.flatMap(
        (reply) => reply.data.attendanceDay as { id: string; clocking: boolean; review: string | null }[],
      );
    };
    const stored = await records();
    expect(stored.map((record) => record.clocking)).toEqual([true, false]);
    // Both signed by the phone's key (the young one with the gateway's nonce), which the worker registered for Ade on the way.
    for (const { id } of stored)
      expect((await ade.graphql(DETAIL, { id })).data.attendanceDetail.signature).toBe('signed');
    // The late one is flagged as kept on the phone while offline, for review.
    const dewi = await stack.signedIn('10002');
    const flagged = (await dewi.graphql(QUEUE, { nik: '10001' })).data.clockingReviews as {
      id: string;
      signals: { id: string; minutes: number | null }[];
    }[];
    const late = flagged.find((review) => review.id === stored[0].id);
    expect(late?.signals).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'sent_late', minutes: 20 })]));

    // The same two go again (a sync that fires twice, or the page sending them at the same time): the same records.
    await storage.put(clockIn);
    await storage.put(clockOut);
    expect(await sendKeptClockIns(options)).toEqual({ waiting: 0 });
    expect(storage.map.size).toBe(0);
    expect(await records()).toEqual(stored);
  });

  it("keeps the api's refusal as refused in its words, sends only the session's person's, and sends nothing without a session", async () => {
    const dewi = await stack.signedIn('10002');
    const [storage, keys] = [memoryQueue(), memoryKeys()];
    const at = now();
    // Dewi's clock-in from 2 km north of the office with a fix accurate only to ±400 m; Ade's kept on the same phone.
    const refused = await kept(keys, '10002', crypto.randomUUID(), at - 10 * 60_000, true, {
      latitude: JKT01.latitude + 0.02,
      longitude: JKT01.longitude,
      accuracy: 400,
    });
    const adesOwn = await kept(keys, '10001', crypto.randomUUID(), at - 10 * 60_000, false);
    await storage.put(refused);
    await storage.put(adesOwn);
    const graphqlUrl = new URL('/graphql', stack.url).href;

    // Nobody signed in on this browser: nothing goes, and the sync fails so the browser tries again.
    await expect(
      sendKeptClockIns({ storage, keys, graphqlUrl, fetch: workerFetch(stack.browser()), now }),
    ).rejects.toThrow();
    expect([...storage.map.values()].map((item) => item.state)).toEqual(['waiting', 'waiting']);

    expect(await sendKeptClockIns({ storage, keys, graphqlUrl, fetch: workerFetch(dewi), now })).toEqual({
      waiting: 0,
    });
    const dewis = storage.map.get(refused.id)!;
    expect(dewis).toMatchObject({ state: 'refused', refusal: expect.stringMatching(/accurate/) });
    // What the page shows her at the next open is the item as kept: its photo and fields unchanged.
    expect(dewis.input).toEqual(refused.input);
    // Ade's waits for his own session.
    expect(storage.map.get(adesOwn.id)).toMatchObject({ state: 'waiting' });
    expect((await dewi.graphql(DAY, { date: jakartaDay(at) })).data.attendanceDay).toEqual([]);
  });
});

describe('signedForSending', () => {
  it('leaves a kept clock-in older than RESIGN_YOUNGER_THAN_MS as it was signed offline', async () => {
    const keys = memoryKeys();
    const item = await kept(keys, '10001', 'k', Date.now() - 6 * 60_000, true);
    const registered: string[] = [];
    const signer = createSigner(keys, {
      registerKey: async (key) => void registered.push(key.x),
      nonce: () => Promise.reject(new Error('no nonce for an old one')),
    });
    expect(await signedForSending(signer, item, Date.now())).toEqual(item.input);
    expect(registered).toHaveLength(1);
  });
});
