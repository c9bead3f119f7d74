import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JKT01, clockFields, northOf, postClocking, selfie } from '../test/attendance.js';
import { loginAs, startTestApi, type TestApi } from '../test/harness.js';
import { createGeocoder } from './geocode.js';

/**
 * A Nominatim server on 127.0.0.1: /reverse answers by the rounded latitude asked for — an address
 * (display_name), a status, or nothing at all (a hung server) — and keeps every request it saw.
 */
interface FakeNominatim {
  url: string;
  seen: URL[];
  userAgents: (string | undefined)[];
  answer(latitude: string, how: string | number | 'hang'): void;
  /** What /search answers for a query: the places as Nominatim lists them, or a status. */
  answerSearch(query: string, how: { display_name: string; lat: string; lon: string }[] | number): void;
  close(): Promise<void>;
}

async function startNominatim(): Promise<FakeNominatim> {
  const answers = new Map<string, string | number>();
  const searches = new Map<string, { display_name: string; lat: string; lon: string }[] | number>();
  const seen: URL[] = [];
  const userAgents: (string | undefined)[] = [];
  const hung: ServerResponse[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    seen.push(url);
    userAgents.push(request.headers['user-agent']);
    if (url.pathname === '/search') {
      const found = searches.get(url.searchParams.get('q') ?? '') ?? [];
      if (typeof found === 'number') return void response.writeHead(found).end('{"error":"broken"}');
      return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
    }
    const how = url.pathname === '/reverse' ? answers.get(url.searchParams.get('lat') ?? '') : 404;
    if (how === 'hang') return void hung.push(response);
    if (typeof how === 'number') return void response.writeHead(how).end('{"error":"broken"}');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(how === undefined ? { error: 'Unable to geocode' } : { place_id: 1, display_name: how }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    userAgents,
    answer: (latitude, how) => void answers.set(latitude, how),
    answerSearch: (query, how) => void searches.set(query, how),
    async close() {
      for (const response of hung) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Four decimals, as the geocoder asks (about 11 m). */
const lat = (point: { latitude: number }) => point.latitude.toFixed(4);

let nominatim: FakeNominatim;
let jpeg: Buffer;

beforeAll(async () => {
  nominatim = await startNominatim();
  jpeg = await selfie();
});
afterAll(() => nominatim.close());

/** Clocks a demo user at a point (POST /attendance), then waits for the work that follows the reply. */
async function clockAt(
  api: TestApi,
  bearer: string,
  nik: number,
  clocking: boolean,
  point: { latitude: number; longitude: number },
) {
  const response = await postClocking(api.app, bearer, clockFields(nik, clocking, point), jpeg);
  return { status: response.statusCode, id: response.json().data?.id as number };
}

async function detailAddress(api: TestApi, bearer: string, id: number) {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/v1/attendance/detail/${id}`,
    headers: { authorization: bearer },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.address as string | null;
}

describe('POST /attendance without GEOCODER_URL (the default)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('asks no geocoder and stores no address', async () => {
    const bearer = await loginAs(api.app, 10001);
    const seenBefore = nominatim.seen.length;
    const { status, id } = await clockAt(api, bearer, 10001, true, JKT01);
    expect(status).toBe(200);
    await api.ctx.background.settled();
    expect(nominatim.seen.length).toBe(seenBefore);
    expect(await detailAddress(api, bearer, id)).toBeNull();
  });
});

describe('POST /attendance with GEOCODER_URL', () => {
  let api: TestApi;
  const bearer: Record<number, string> = {};
  beforeAll(async () => {
    api = await startTestApi({ GEOCODER_URL: nominatim.url, GEOCODER_TIMEOUT_MS: '300' });
    await api.db.query('UPDATE users SET must_reset_password = false WHERE nik = 10003');
    for (const nik of [10001, 10002, 10003]) bearer[nik] = await loginAs(api.app, nik);
  });
  afterAll(() => api.close());

  it('stores the street address of the position on the record, and the detail answers it', async () => {
    nominatim.answer(lat(JKT01), 'Jalan M.H. Thamrin, Menteng, Jakarta Pusat, DKI Jakarta, 10310, Indonesia');
    const seenBefore = nominatim.seen.length;
    const { status, id } = await clockAt(api, bearer[10001], 10001, true, JKT01);
    expect(status).toBe(200);
    await api.ctx.background.settled();
    expect(await detailAddress(api, bearer[10001], id)).toBe(
      'Jalan M.H. Thamrin, Menteng, Jakarta Pusat, DKI Jakarta, 10310, Indonesia',
    );
    const asked = nominatim.seen.slice(seenBefore);
    expect(asked).toHaveLength(1);
    expect(asked[0].pathname).toBe('/reverse');
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({
      format: 'jsonv2',
      lat: '-6.2000',
      lon: '106.8167',
      zoom: '18',
      'accept-language': 'id',
    });
    expect(nominatim.userAgents.at(-1)).toMatch(/^Hadir\/\d+\.\d+\.\d+/);
  });

  it('asks once for clockings at the same spot, one after the other and at the same time', async () => {
    const spot = northOf(JKT01, 30);
    nominatim.answer(lat(spot), 'Jalan Kebon Sirih, Jakarta Pusat');
    const seenBefore = nominatim.seen.length;
    const first = await clockAt(api, bearer[10001], 10001, false, spot);
    await api.ctx.background.settled();
    // Two metres away: the same ~11 m cell.
    const [second, third] = await Promise.all([
      clockAt(api, bearer[10002], 10002, true, northOf(spot, 2)),
      clockAt(api, bearer[10003], 10003, true, spot),
    ]);
    await api.ctx.background.settled();
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(nominatim.seen.length - seenBefore).toBe(1);
    for (const [nik, id] of [
      [10001, first.id],
      [10002, second.id],
      [10003, third.id],
    ]) {
      expect(await detailAddress(api, bearer[nik], id)).toBe('Jalan Kebon Sirih, Jakarta Pusat');
    }
  });

  it('does not fail a clock-in while the geocoder hangs, and leaves the address null after the timeout', async () => {
    const spot = northOf(JKT01, 60);
    nominatim.answer(lat(spot), 'hang');
    await api.db.query('DELETE FROM attendance WHERE user_id = (SELECT id FROM users WHERE nik = 10001)');
    const seenBefore = nominatim.seen.length;
    const { status, id } = await clockAt(api, bearer[10001], 10001, true, spot);
    expect(status).toBe(200);
    await api.ctx.background.settled();
    expect(nominatim.seen.length - seenBefore).toBe(1);
    expect(await detailAddress(api, bearer[10001], id)).toBeNull();
  });

  it('leaves the address null when the geocoder answers 500, and asks again at the next clocking', async () => {
    const spot = northOf(JKT01, -30);
    nominatim.answer(lat(spot), 500);
    const seenBefore = nominatim.seen.length;
    const { status, id } = await clockAt(api, bearer[10001], 10001, false, spot);
    expect(status).toBe(200);
    await api.ctx.background.settled();
    expect(await detailAddress(api, bearer[10001], id)).toBeNull();
    nominatim.answer(lat(spot), 'Jalan Medan Merdeka Selatan, Gambir');
    const again = await clockAt(api, bearer[10001], 10001, true, spot);
    await api.ctx.background.settled();
    expect(nominatim.seen.length - seenBefore).toBe(2);
    expect(await detailAddress(api, bearer[10001], again.id)).toBe('Jalan Medan Merdeka Selatan, Gambir');
  });
});

describe('createGeocoder', () => {
  const logged = () => {
    const lines: { level: string; args: unknown[] }[] = [];
    return {
      lines,
      log: {
        warn: (...args: unknown[]) => void lines.push({ level: 'warn', args }),
        info: (...args: unknown[]) => void lines.push({ level: 'info', args }),
      },
    };
  };

  it('logs an outage once, at warn, without the position', async () => {
    const { lines, log } = logged();
    const geocoder = createGeocoder({ url: nominatim.url, timeoutMs: 300, userAgent: 'Hadir/test', log });
    const points = [-6.3111, -6.3222, -6.3333].map((latitude) => ({ latitude, longitude: 106.7777 }));
    for (const point of points) nominatim.answer(lat(point), 503);
    for (const point of points) expect(await geocoder.streetAddress(point)).toBeNull();
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe('warn');
    const text = JSON.stringify(lines[0].args);
    expect(text).toContain('503');
    expect(text).not.toMatch(/6\.3|106\.7/);
  });

  it('keeps at most cacheSize answers, dropping the least recently used', async () => {
    const { log } = logged();
    const geocoder = createGeocoder({ url: nominatim.url, timeoutMs: 300, userAgent: 'Hadir/test', log, cacheSize: 2 });
    const [a, b, c] = [-6.4111, -6.4222, -6.4333].map((latitude) => ({ latitude, longitude: 106.7777 }));
    for (const point of [a, b, c]) nominatim.answer(lat(point), `street ${lat(point)}`);
    const seenBefore = nominatim.seen.length;
    await geocoder.streetAddress(a);
    await geocoder.streetAddress(b);
    await geocoder.streetAddress(a); // a is now the most recent
    await geocoder.streetAddress(c); // drops b
    expect(nominatim.seen.length - seenBefore).toBe(3);
    expect(await geocoder.streetAddress(a)).toBe('street -6.4111');
    expect(nominatim.seen.length - seenBefore).toBe(3);
    expect(await geocoder.streetAddress(b)).toBe('street -6.4222');
    expect(nominatim.seen.length - seenBefore).toBe(4);
  });
});

describe('GET /hr/locations/places: HR searches a place for a new location', () => {
  const places = (api: TestApi, bearer: string, q: string) =>
    api.app.inject({
      method: 'GET',
      url: `/api/v1/hr/locations/places?q=${encodeURIComponent(q)}`,
      headers: { authorization: bearer },
    });

  it('says search is not offered, and asks nobody, without GEOCODER_URL', async () => {
    const api = await startTestApi();
    try {
      const seenBefore = nominatim.seen.length;
      const response = await places(api, await loginAs(api.app, 10009), 'Monas');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ available: false, places: [] });
      expect(nominatim.seen.length).toBe(seenBefore);
    } finally {
      await api.close();
    }
  });

  describe('with GEOCODER_URL', () => {
    let api: TestApi;
    let hr: string;
    beforeAll(async () => {
      api = await startTestApi({ GEOCODER_URL: nominatim.url, GEOCODER_TIMEOUT_MS: '300' });
      hr = await loginAs(api.app, 10009);
    });
    afterAll(() => api.close());

    it('answers the places in Indonesia that match, asked as Nominatim expects', async () => {
      nominatim.answerSearch('Monas', [
        { display_name: 'Monumen Nasional, Gambir, Jakarta Pusat, Indonesia', lat: '-6.1753924', lon: '106.8271528' },
        { display_name: 'broken', lat: 'x', lon: '106' },
      ]);
      const response = await places(api, hr, '  Monas ');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        available: true,
        places: [
          { name: 'Monumen Nasional, Gambir, Jakarta Pusat, Indonesia', latitude: -6.1753924, longitude: 106.8271528 },
        ],
      });
      const asked = nominatim.seen.at(-1)!;
      expect(asked.pathname).toBe('/search');
      expect(Object.fromEntries(asked.searchParams)).toEqual({
        format: 'jsonv2',
        q: 'Monas',
        countrycodes: 'id',
        limit: '5',
        'accept-language': 'id',
      });
    });

    it('says search is offered for an empty query without asking', async () => {
      const seenBefore = nominatim.seen.length;
      const response = await places(api, hr, '');
      expect(response.json().data).toEqual({ available: true, places: [] });
      expect(nominatim.seen.length).toBe(seenBefore);
    });

    it('refuses with words that help when the geocoder fails (503)', async () => {
      nominatim.answerSearch('Gudang', 500);
      const response = await places(api, hr, 'Gudang');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        error: 'place_search_unavailable',
        message: 'The place search did not answer. Try again, or type the coordinates or paste a maps link.',
      });
    });

    it('is for HR only', async () => {
      const response = await places(api, await loginAs(api.app, 10001), 'Monas');
      expect(response.statusCode).toBe(403);
    });
  });
});
