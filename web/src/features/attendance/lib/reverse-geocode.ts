import { env } from '../../../config/env';
import type { Point } from '../../../lib/geofence';

/**
 * The street address of a point from a Nominatim-compatible service, when one is configured
 * (env.reverseGeocodeUrl); null when none is, or when it does not answer (a machine with no internet).
 */
export async function reverseGeocode(point: Point, signal?: AbortSignal): Promise<string | null> {
  if (!env.reverseGeocodeUrl) return null;
  try {
    const url = new URL(env.reverseGeocodeUrl, window.location.origin);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('lat', String(point.latitude));
    url.searchParams.set('lon', String(point.longitude));
    const reply = await fetch(url, { signal, headers: { accept: 'application/json' } });
    if (!reply.ok) return null;
    const body = (await reply.json()) as { display_name?: unknown };
    return typeof body.display_name === 'string' ? body.display_name : null;
  } catch {
    return null;
  }
}
