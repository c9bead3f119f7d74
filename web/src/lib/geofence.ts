/**
 * The geofence as the web sees it: only for the person's quick feedback on the capture screen.
 * The api checks the same rule again and decides (DESIGN: rules live in the api's services).
 */
export interface Point {
  latitude: number;
  longitude: number;
}

export interface Circle extends Point {
  /** Metres. */
  radius: number;
}

/** Mean Earth radius in metres (the one the api's haversine uses). */
const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMeters(a: Point, b: Point): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies inside (or on the edge of) a circle. */
export const isInside = (point: Point, circle: Circle) => distanceMeters(point, circle) <= circle.radius;

/** The circle the point is in (the nearest centre when circles overlap), or null outside every one. */
export function matchCircle<C extends Circle>(point: Point, circles: readonly C[]): C | null {
  return (
    nearestCircle(
      point,
      circles.filter((circle) => isInside(point, circle)),
    )?.circle ?? null
  );
}

/** The circle whose centre is nearest, with its distance; null when there are none. */
export function nearestCircle<C extends Circle>(
  point: Point,
  circles: readonly C[],
): { circle: C; distance: number } | null {
  let best: { circle: C; distance: number } | null = null;
  for (const circle of circles) {
    const distance = distanceMeters(point, circle);
    if (!best || distance < best.distance) best = { circle, distance };
  }
  return best;
}

/**
 * A closed ring of [longitude, latitude] pairs approximating a circle on the ground, for drawing a
 * radius as a GeoJSON polygon (MapLibre has no metre-sized circles).
 */
export function circleRing(circle: Circle, steps = 64): [number, number][] {
  const angular = circle.radius / EARTH_RADIUS_M;
  const lat1 = toRadians(circle.latitude);
  const lon1 = toRadians(circle.longitude);
  const ring: [number, number][] = [];
  for (let step = 0; step < steps; step += 1) {
    const bearing = (2 * Math.PI * step) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lon2 =
      lon1 +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
        Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
      );
    ring.push([(lon2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  ring.push(ring[0]);
  return ring;
}
