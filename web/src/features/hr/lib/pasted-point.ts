import type { Point } from '../../../lib/geofence';

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;

/** A latitude and longitude that are one, or null. */
function point(latitude: number, longitude: number): Point | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** 6°12'30.5"S 106°49'0"E (also with ′ ″, and the hemisphere before or after). */
function degreesMinutesSeconds(text: string): Point | null {
  const part = String.raw`([NSEW])?\s*(\d{1,3})\s*°\s*(?:(\d{1,2}(?:\.\d+)?)\s*['′]\s*)?(?:(\d{1,2}(?:\.\d+)?)\s*(?:"|″|''))?\s*([NSEW])?`;
  const found = new RegExp(String.raw`^\s*${part}[\s,;]+${part}\s*$`, 'i').exec(text);
  if (!found) return null;
  const value = (offset: number) => {
    const hemisphere = (found[offset] ?? found[offset + 4] ?? '').toUpperCase();
    const degrees =
      Number(found[offset + 1]) + Number(found[offset + 2] ?? 0) / 60 + Number(found[offset + 3] ?? 0) / 3600;
    return { hemisphere, degrees: hemisphere === 'S' || hemisphere === 'W' ? -degrees : degrees };
  };
  const first = value(1);
  const second = value(6);
  if (!first.hemisphere || !second.hemisphere) return null;
  const firstIsLatitude = 'NS'.includes(first.hemisphere);
  if (firstIsLatitude === 'NS'.includes(second.hemisphere)) return null;
  return firstIsLatitude ? point(first.degrees, second.degrees) : point(second.degrees, first.degrees);
}

/**
 * The position in what an HR admin pastes or types into the editor: "-6.2, 106.8" (comma, space or
 * semicolon between), a geo: URI, degrees-minutes-seconds, or a link from Google Maps (@lat,lng;
 * ?q= / ll= / query=; !3d…!4d…), OpenStreetMap (#map=zoom/lat/lng, mlat/mlon) or Apple Maps (ll=).
 * Null when there is none (a short link that only redirects, e.g. maps.app.goo.gl, carries none).
 */
export function pastedPoint(text: string): Point | null {
  const value = text.trim();
  if (!value) return null;
  const pair = new RegExp(String.raw`^(?:geo:)?\s*(${NUMBER})\s*[,;\s]\s*(${NUMBER})(?:[,;?].*)?$`, 'i').exec(value);
  if (pair) return point(Number(pair[1]), Number(pair[2]));
  const dms = degreesMinutesSeconds(value);
  if (dms) return dms;
  const patterns = [
    new RegExp(String.raw`!3d(${NUMBER})!4d(${NUMBER})`),
    new RegExp(
      String.raw`[?&](?:q|ll|query|center|destination|daddr|sll)=(?:loc:)?(${NUMBER})(?:,|%2C)\s*(${NUMBER})`,
      'i',
    ),
    new RegExp(String.raw`@(${NUMBER}),(${NUMBER})`),
    new RegExp(String.raw`#map=\d+(?:\.\d+)?/(${NUMBER})/(${NUMBER})`),
  ];
  for (const pattern of patterns) {
    const found = pattern.exec(value);
    if (found) return point(Number(found[1]), Number(found[2]));
  }
  const latitude = /[?&]mlat=([-+]?\d+(?:\.\d+)?)/.exec(value);
  const longitude = /[?&]mlon=([-+]?\d+(?:\.\d+)?)/.exec(value);
  if (latitude && longitude) return point(Number(latitude[1]), Number(longitude[1]));
  return null;
}
