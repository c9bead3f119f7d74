import type { FeatureCollection, Polygon } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
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

/** Adds the circles as a GeoJSON source `id` with its fill and outline layers (one look for every tiled map). */
export function addCircleLayers(map: MapLibreMap, id: string, circles: readonly Circle[]): void {
  map.addSource(id, { type: 'geojson', data: circlesGeoJson(circles) });
  map.addLayer({ id: `${id}-fill`, type: 'fill', source: id, paint: { 'fill-color': '#1565c0', 'fill-opacity': 0.18 } });
  map.addLayer({ id: `${id}-line`, type: 'line', source: id, paint: { 'line-color': '#1565c0', 'line-width': 2 } });
}
