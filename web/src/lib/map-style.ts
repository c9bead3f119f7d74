import type { FeatureCollection, Polygon } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { circleRing, type Circle } from './geofence';

/**
 * The map's style: the configured style URL, or, when none is set (a machine with no tile server),
 * one plain background layer that needs no outside host; the circles and the marker go on top.
 */
export function mapStyle(styleUrl: string): string | StyleSpecification {
  if (styleUrl) return styleUrl;
  return {
    version: 8,
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } }],
  };
}

/** The work-location circles as GeoJSON polygons (metre radii approximated by 64-point rings). */
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
