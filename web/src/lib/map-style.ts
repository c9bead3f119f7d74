import type { FeatureCollection, Polygon } from 'geojson';
import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { env } from '../config/env';
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

/** Whether this browser can draw a tiled map (MapLibre needs WebGL); without it the plain map stands in. */
export const hasWebGl = () => typeof window !== 'undefined' && typeof window.WebGLRenderingContext !== 'undefined';

/** The maps' colours (the theme's `palette.map`). */
export interface MapColors {
  /** The plain background where no tile style is configured. */
  land: string;
  /** The work-location circles' outline; their fill is the same at 18 %. */
  circle: string;
  /** The person's (or the edited location's) pin. */
  pin: string;
}

export const CIRCLE_FILL_OPACITY = 0.18;

/** Adds the circles as a GeoJSON source `id` with its fill and outline layers (one look for every tiled map). */
export function addCircleLayers(map: MapLibreMap, id: string, circles: readonly Circle[], colors: MapColors): void {
  map.addSource(id, { type: 'geojson', data: circlesGeoJson(circles) });
  map.addLayer({
    id: `${id}-fill`,
    type: 'fill',
    source: id,
    paint: { 'fill-color': colors.circle, 'fill-opacity': CIRCLE_FILL_OPACITY },
  });
  map.addLayer({ id: `${id}-line`, type: 'line', source: id, paint: { 'line-color': colors.circle, 'line-width': 2 } });
}

/** A style with only a plain background, for a map with no tile server configured. */
export const plainStyle = (colors: MapColors): StyleSpecification => ({
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': colors.land } }],
});

/**
 * maplibre-gl, its stylesheet and its worker, loaded on first use (only screens with a tiled map
 * pay for it). maplibre-gl 6 looks for its worker beside its own module, which a bundle does not
 * keep: the worker's URL is named here.
 */
export async function loadMapLibre() {
  const [maplibre, worker] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(new URL(worker.default, window.location.href).href);
  return maplibre;
}

/** How long a map waits for its style before drawing plain: a phone on a bad network still gets the circles. */
const STYLE_TIMEOUT_MS = 5000;
let styleOnce: Promise<StyleSpecification | null> | undefined;

async function fetchStyle(url: string): Promise<StyleSpecification | null> {
  try {
    const response = await fetch(new URL(url, window.location.href), {
      credentials: 'omit',
      signal: AbortSignal.timeout(STYLE_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const style = (await response.json()) as Partial<StyleSpecification> | null;
    return style?.version === 8 && Array.isArray(style.layers) ? (style as StyleSpecification) : null;
  } catch {
    return null;
  }
}

/**
 * The configured tile style (env.mapStyleUrl), fetched once per page; null with none configured,
 * or when it cannot be reached (no network, a blocked origin, not a style): the caller draws plain.
 * A failure is not kept, so the next map tries again (the network may be back).
 */
export function tileStyle(): Promise<StyleSpecification | null> {
  if (!env.mapStyleUrl) return Promise.resolve(null);
  styleOnce ??= fetchStyle(env.mapStyleUrl).then((style) => {
    if (!style) styleOnce = undefined;
    return style;
  });
  return styleOnce;
}
