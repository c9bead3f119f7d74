import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { env } from '../config/env';
import { messages } from '../i18n/messages';
import type { Circle, Point } from '../lib/geofence';
import { circlesGeoJson, mapStyle } from '../lib/map-style';

const ZOOM = 17;
const MARKER_PX = 60;
const CIRCLES = 'work-locations';
const PIN_PATH =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z';

interface Props {
  /** Where the 60 px marker stands and the map centres (spec 9: zoom 17). */
  center: Point;
  /** The work-location circles to draw. */
  circles?: readonly Circle[];
  /** The map's accessible name. */
  label: string;
  height?: number;
}

function markerElement(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', messages.attendance.map.you);
  element.style.width = `${MARKER_PX}px`;
  element.style.height = `${MARKER_PX}px`;
  element.innerHTML = `<svg viewBox="0 0 24 24" width="${MARKER_PX}" height="${MARKER_PX}" aria-hidden="true"><path d="${PIN_PATH}" fill="#d32f2f" stroke="#fff" stroke-width="0.8"/></svg>`;
  return element;
}

const hasWebGl = () => typeof window !== 'undefined' && typeof window.WebGLRenderingContext !== 'undefined';

/**
 * A MapLibre map with the person's marker and the work-location circles. maplibre-gl and its CSS
 * load only when a screen shows this map; the map is removed when the screen goes (spec 2).
 */
export function LocationMap({ center, circles = [], label, height = 220 }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: MapLibreMap; marker: Marker } | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(!hasWebGl());
  const start = useRef({ center, circles });

  useEffect(() => {
    if (!hasWebGl() || !container.current) return;
    let cancelled = false;
    let created: MapLibreMap | null = null;
    void (async () => {
      try {
        const [{ Map, Marker, setWorkerUrl }, worker] = await Promise.all([
          import('maplibre-gl'),
          // maplibre-gl 6 finds its worker beside its own module, which a bundle does not keep: name it.
          import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
          import('maplibre-gl/dist/maplibre-gl.css'),
        ]);
        if (cancelled || !container.current) return;
        setWorkerUrl(new URL(worker.default, window.location.href).href);
        const { center: first, circles: firstCircles } = start.current;
        created = new Map({
          container: container.current,
          style: mapStyle(env.mapStyleUrl),
          center: [first.longitude, first.latitude],
          zoom: ZOOM,
          attributionControl: env.mapStyleUrl ? { compact: true } : false,
        });
        const marker = new Marker({ element: markerElement(), anchor: 'bottom' }).setLngLat([first.longitude, first.latitude]).addTo(created);
        const map = created;
        map.on('load', () => {
          map.addSource(CIRCLES, { type: 'geojson', data: circlesGeoJson(firstCircles) });
          map.addLayer({ id: `${CIRCLES}-fill`, type: 'fill', source: CIRCLES, paint: { 'fill-color': '#1565c0', 'fill-opacity': 0.18 } });
          map.addLayer({ id: `${CIRCLES}-line`, type: 'line', source: CIRCLES, paint: { 'line-color': '#1565c0', 'line-width': 2 } });
          if (!cancelled) setReady(true);
        });
        mapRef.current = { map, marker };
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      created?.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.marker.setLngLat([center.longitude, center.latitude]);
    current.map.setCenter([center.longitude, center.latitude]);
  }, [center.latitude, center.longitude, ready]);

  useEffect(() => {
    if (!ready) return;
    (mapRef.current?.map.getSource(CIRCLES) as GeoJSONSource | undefined)?.setData(circlesGeoJson(circles));
  }, [circles, ready]);

  if (failed) {
    return (
      <Box role="img" aria-label={label} sx={{ height, borderRadius: 2, bgcolor: 'grey.200', display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {messages.attendance.map.unavailable}
          <br />
          {center.latitude.toFixed(6)}, {center.longitude.toFixed(6)}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="location-map"
      data-ready={ready ? 'true' : 'false'}
      sx={{ height, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    />
  );
}
