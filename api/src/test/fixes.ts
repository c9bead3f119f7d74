import type { Fix } from '../attendance/risk.js';
import type { Point } from '../attendance/geofence.js';

/** A seeded generator (mulberry32): a simulation that prints the same figures every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return {
    next,
    normal,
    between: (low: number, high: number) => low + (high - low) * next(),
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof seeded>;

const METRES_PER_DEGREE = 111_320;

/** A point `north` and `east` metres from another. */
export function offset(point: Point, north: number, east: number): Point {
  return {
    latitude: point.latitude + north / METRES_PER_DEGREE,
    longitude: point.longitude + east / (METRES_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180)),
  };
}

/** Browsers report 14 or so decimals of a degree. */
const asReported = (value: number) => Number(value.toFixed(14));

/**
 * A phone lying still (on a desk indoors, or held outdoors): each fix scatters around the true
 * point by about the accuracy it claims (the 95 % circle, so σ ≈ accuracy / 2.45), and the
 * accuracy itself wanders a little, one fix a second as Android's GPS reports.
 */
export function stillPhone(
  random: Random,
  at: Point,
  options: { count: number; accuracy: number; endAt: number; stepMs?: number },
): Fix[] {
  const step = options.stepMs ?? 1000;
  return Array.from({ length: options.count }, (_, index) => {
    const accuracy = Math.max(3, options.accuracy * (1 + 0.15 * random.normal()));
    const spread = accuracy / 2.45;
    const point = offset(at, spread * random.normal(), spread * random.normal());
    return {
      latitude: asReported(point.latitude),
      longitude: asReported(point.longitude),
      accuracy: Number(accuracy.toFixed(3)),
      altitude: Number((12 + random.normal() * 3).toFixed(1)),
      speed: index === 0 ? null : Number(Math.abs(random.normal() * 0.3).toFixed(2)),
      timestamp: options.endAt - (options.count - 1 - index) * step,
    };
  });
}

/** A person walking in from the street at about 1.4 m/s, GPS noise of a few metres on top. */
export function walk(
  random: Random,
  from: Point,
  headingNorthMetres: number,
  options: { count: number; accuracy: number; endAt: number },
): Fix[] {
  const perFix = headingNorthMetres / Math.max(options.count - 1, 1);
  return stillPhone(random, from, options).map((fix, index) => {
    const moved = offset(fix, perFix * index, 0);
    return { ...fix, latitude: asReported(moved.latitude), longitude: asReported(moved.longitude), speed: 1.4 };
  });
}

/** A "fake GPS" app: the one point it was told, the same accuracy every time, a fresh timestamp each second. */
export function mockConstant(at: Point, options: { count: number; accuracy?: number; endAt: number }): Fix[] {
  return Array.from({ length: options.count }, (_, index) => ({
    latitude: at.latitude,
    longitude: at.longitude,
    accuracy: options.accuracy ?? 3,
    altitude: 0,
    speed: 0,
    timestamp: options.endAt - (options.count - 1 - index) * 1000,
  }));
}
