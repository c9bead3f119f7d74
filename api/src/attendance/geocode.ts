import type { Logger } from 'pino';

/**
 * The street address of a clocking's position (issue 28), from a Nominatim server the company runs
 * (GEOCODER_URL; docs/operations.md "Street addresses (optional)"). Off by default: the work location's name is
 * what a record shows. Never the public Nominatim: its usage policy allows one request a second, and
 * a company's 08:00 rush sends hundreds.
 *
 * One process keeps the last CACHE_SIZE answers, by the position rounded to four decimals (about
 * 11 m: a building's clock-ins share one lookup); clock-ins at one spot while its lookup is under way
 * wait for that one request. A lookup that fails or takes longer than the timeout answers null and
 * is not kept, so the next clock-in there asks again. Positions are personal data: they are never
 * logged, and only the rounded one is sent.
 */
export interface Geocoder {
  /** The address at a point, or null (off, nothing there, no answer in time, a failure); never throws. */
  streetAddress(point: Point): Promise<string | null>;
  /** Whether a geocoder is configured (HR's location editor offers a place search only then). */
  readonly available: boolean;
  /**
   * Up to five places in Indonesia matching what HR typed (Nominatim /search), for the location
   * editor; not cached (HR types a handful a month). Throws GeocoderUnavailable when off or when it
   * fails, so the editor can say so.
   */
  places(query: string): Promise<Place[]>;
}

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

/** The geocoder is off, or did not answer the place search. */
export class GeocoderUnavailable extends Error {}

export interface Point {
  latitude: number;
  longitude: number;
}

export interface GeocoderOptions {
  /** The Nominatim base URL, e.g. https://nominatim.example.co.id; undefined turns lookups off. */
  url: string | undefined;
  timeoutMs: number;
  /** Nominatim asks every client to name itself ("Hadir/1.0.0"). */
  userAgent: string;
  log: Pick<Logger, 'warn' | 'info'>;
  cacheSize?: number;
}

export const CACHE_SIZE = 5000;

/** Four decimals of a degree are about 11 m. */
const rounded = (degrees: number) => (Math.round(degrees * 1e4) / 1e4).toFixed(4);

/** Why a lookup failed, in words that hold no position (the URL and the reply body may). */
function failureReason(err: unknown, timeoutMs: number): string {
  if (err instanceof GeocoderAnswer) return err.message;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  const code = err instanceof Error ? (err.cause as { code?: unknown } | undefined)?.code : undefined;
  return typeof code === 'string' ? `unreachable (${code})` : 'unreachable';
}

class GeocoderAnswer extends Error {}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  if (!options.url) {
    return {
      available: false,
      streetAddress: async () => null,
      places: () => Promise.reject(new GeocoderUnavailable('no geocoder is configured')),
    };
  }
  const base = options.url.endsWith('/') ? options.url : `${options.url}/`;
  const reverse = new URL('reverse', base);
  const search = new URL('search', base);
  const cacheSize = options.cacheSize ?? CACHE_SIZE;
  /** Answers by rounded position, oldest first (a Map keeps insertion order: a hit moves to the end). */
  const cache = new Map<string, string | null>();
  const pending = new Map<string, Promise<string | null>>();
  /** Whether the last lookup failed: an outage is logged when it starts and when it ends, not per clock-in. */
  let failing = false;

  async function ask(latitude: string, longitude: string): Promise<string | null> {
    const url = new URL(reverse);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      lat: latitude,
      lon: longitude,
      zoom: '18',
      'accept-language': 'id',
    }).toString();
    const reply = await fetch(url, {
      headers: { accept: 'application/json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!reply.ok) throw new GeocoderAnswer(`answered ${reply.status}`);
    let body: unknown;
    try {
      body = await reply.json();
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) throw err;
      throw new GeocoderAnswer('answered something other than JSON');
    }
    // A point Nominatim knows nothing about (the sea) answers {"error": "Unable to geocode"}: no address.
    const name = (body as { display_name?: unknown } | null)?.display_name;
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  }

  function remember(key: string, address: string | null) {
    cache.set(key, address);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  async function lookUp(key: string, latitude: string, longitude: string): Promise<string | null> {
    try {
      const address = await ask(latitude, longitude);
      remember(key, address);
      if (failing) options.log.info('the geocoder answers again');
      failing = false;
      return address;
    } catch (err) {
      if (!failing)
        options.log.warn(
          { reason: failureReason(err, options.timeoutMs) },
          'the geocoder failed; clockings are stored without a street address until it answers',
        );
      failing = true;
      return null;
    } finally {
      pending.delete(key);
    }
  }

  async function places(query: string): Promise<Place[]> {
    const url = new URL(search);
    url.search = new URLSearchParams({
      format: 'jsonv2',
      q: query,
      countrycodes: 'id',
      limit: '5',
      'accept-language': 'id',
    }).toString();
    let body: unknown;
    try {
      const reply = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!reply.ok) throw new GeocoderAnswer(`answered ${reply.status}`);
      body = await reply.json();
    } catch (err) {
      options.log.warn({ reason: failureReason(err, options.timeoutMs) }, 'the geocoder failed a place search');
      throw new GeocoderUnavailable('the geocoder did not answer');
    }
    if (!Array.isArray(body)) return [];
    return body.flatMap((found: { display_name?: unknown; lat?: unknown; lon?: unknown }) => {
      const latitude = Number(found?.lat);
      const longitude = Number(found?.lon);
      const name = typeof found?.display_name === 'string' ? found.display_name.trim() : '';
      return name && Number.isFinite(latitude) && Number.isFinite(longitude) ? [{ name, latitude, longitude }] : [];
    });
  }

  return {
    available: true,
    places,
    streetAddress(point) {
      const latitude = rounded(point.latitude);
      const longitude = rounded(point.longitude);
      const key = `${latitude},${longitude}`;
      if (cache.has(key)) {
        const address = cache.get(key) ?? null;
        cache.delete(key);
        cache.set(key, address);
        return Promise.resolve(address);
      }
      let lookup = pending.get(key);
      if (!lookup) {
        lookup = lookUp(key, latitude, longitude);
        pending.set(key, lookup);
      }
      return lookup;
    },
  };
}
