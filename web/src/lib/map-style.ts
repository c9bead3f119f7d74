import type { FeatureCollection, Polygon } from 'geojson';
import { circleRing, type Circle } from './geofence';

/** The work-location circles as GeoJSON polygons for the tiled map (metre radii as 64-point rings). */
export function circlesGeoJson(circles: readonly Circle[]): FeatureCollection<Polygon> {
  return {
    type: 'FeatureCollection',
    features: circles.map((circle) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: 'Polygon', coordinates: [circleRing(circle)] },
    })),
  };
}
