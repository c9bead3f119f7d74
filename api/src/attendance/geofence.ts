/** A point on the earth in decimal degrees (WGS 84, as browsers report it). */
export interface Point {
  latitude: number;
  longitude: number;
}

/** A work-location circle and who may clock at it (a code left null is open to everyone). */
export interface WorkLocation extends Point {
  lok_kd: string;
  lok_nm: string;
  radius: number;
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
}

export interface Unit {
  divisi_kd: string | null;
  subdivisi_kd: string | null;
  dept_kd: string | null;
}

/** Mean earth radius (IUGG), in metres; the error against the ellipsoid is far below a GPS fix's. */
const EARTH_RADIUS_METRES = 6_371_008.8;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points, in metres (haversine formula). */
export function distanceMetres(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** True when the point lies inside the location's circle (its edge included). */
export const isWithinRadius = (point: Point, location: Point & { radius: number }) =>
  distanceMetres(point, location) <= location.radius;

/** A location is open to a user when each of its division, subdivision and department codes that is set is the user's. */
export function isOpenTo(location: Unit, user: Unit): boolean {
  const matches = (required: string | null, own: string | null) => required === null || required === own;
  return (
    matches(location.divisi_kd, user.divisi_kd) &&
    matches(location.subdivisi_kd, user.subdivisi_kd) &&
    matches(location.dept_kd, user.dept_kd)
  );
}

/**
 * The location a clocking at `point` belongs to, among those given (already the user's): the one the
 * client named when the point is inside it, else the nearest circle containing the point, else null.
 */
export function matchLocation<T extends WorkLocation>(
  point: Point,
  locations: T[],
  preferred?: string | null,
): T | null {
  const inside = locations
    .map((location) => ({ location, distance: distanceMetres(point, location) }))
    .filter(({ location, distance }) => distance <= location.radius)
    .sort((a, b) => a.distance - b.distance);
  return inside.find(({ location }) => location.lok_kd === preferred)?.location ?? inside[0]?.location ?? null;
}
