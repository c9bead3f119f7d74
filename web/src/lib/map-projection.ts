import { circleRing, type Circle, type Point } from './geofence';

/** Spec 9's map zoom, on MapLibre's 512 px tiles: the plain map draws at the scale the tiled one does. */
export const MAP_ZOOM = 17;
const WORLD_PX = 512 * 2 ** MAP_ZOOM;

/** Web Mercator: a point's position in pixels on the whole world at MAP_ZOOM. */
function worldPixels({ latitude, longitude }: Point): [number, number] {
  const sin = Math.sin((latitude * Math.PI) / 180);
  return [((longitude + 180) / 360) * WORLD_PX, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * WORLD_PX];
}

/** Projects points into a width × height frame whose middle is `center`, as a map centred there shows them. */
export function frameProjection(center: Point, width: number, height: number): (point: Point) => [number, number] {
  const [cx, cy] = worldPixels(center);
  return (point) => {
    const [x, y] = worldPixels(point);
    return [x - cx + width / 2, y - cy + height / 2];
  };
}

/** A circle on the ground as an SVG path in the frame (the ring the tiled map draws). */
export function circlePath(circle: Circle, project: (point: Point) => [number, number]): string {
  const points = circleRing(circle).map(([longitude, latitude]) => project({ latitude, longitude }));
  return `M${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join('L')}Z`;
}
