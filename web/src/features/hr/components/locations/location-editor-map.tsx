import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { env } from '../../../../config/env';
import { useTranslation } from 'react-i18next';
import type { Circle, Point } from '../../../../lib/geofence';
import { addCircleLayers, circlesGeoJson } from '../../../../lib/map-style';

const CIRCLE = 'editing-location';
const PIN_PATH =
  'M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7zm0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5z';

interface Props {
  circle: Circle;
  /** The map's (and the pin's) accessible name. */
  label: string;
  /** A tap on the map or the end of a drag moves the point here. */
  onMove: (point: Point) => void;
  height?: number;
}

/** With no tile style configured (no tile server), the circle and the pin go on a plain background. */
const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f6' } }],
};

const hasWebGl = () => typeof window !== 'undefined' && typeof window.WebGLRenderingContext !== 'undefined';

/** The zoom that shows a circle of this radius whole on a map a few hundred pixels wide. */
const zoomFor = (radius: number) => Math.max(11, Math.min(18, 16.5 - Math.log2(radius / 100)));

function pinElement(label: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.style.cursor = 'grab';
  element.innerHTML = `<svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true"><path d="${PIN_PATH}" fill="#d32f2f" stroke="#fff" stroke-width="0.8"/></svg>`;
  return element;
}

/**
 * The work-location editor's map: the point as a draggable pin and the radius as a circle that
 * follows every change. A tap places the point. With no style configured it draws on a plain
 * background (no tile server needed); maplibre-gl loads only when this map is shown.
 */
export function LocationEditorMap({ circle, label, onMove, height = 320 }: Props) {
  const { t } = useTranslation();
  const labelRef = useRef(label);
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: MapLibreMap; marker: Marker } | null>(null);
  const moveRef = useRef(onMove);
  const start = useRef(circle);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(!hasWebGl());

  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!hasWebGl() || !container.current) return;
    let cancelled = false;
    let created: MapLibreMap | null = null;
    void (async () => {
      try {
        const [{ Map, Marker, setWorkerUrl }, worker] = await Promise.all([
          import('maplibre-gl'),
          import('maplibre-gl/dist/maplibre-gl-worker.mjs?url'),
          import('maplibre-gl/dist/maplibre-gl.css'),
        ]);
        if (cancelled || !container.current) return;
        setWorkerUrl(new URL(worker.default, window.location.href).href);
        const first = start.current;
        created = new Map({
          container: container.current,
          style: env.mapStyleUrl || PLAIN_STYLE,
          center: [first.longitude, first.latitude],
          zoom: zoomFor(first.radius),
          attributionControl: env.mapStyleUrl ? { compact: true } : false,
        });
        const map = created;
        const marker = new Marker({ element: pinElement(labelRef.current), anchor: 'bottom', draggable: true }).setLngLat([first.longitude, first.latitude]).addTo(map);
        marker.on('dragend', () => {
          const { lat, lng } = marker.getLngLat();
          moveRef.current({ latitude: lat, longitude: lng });
        });
        map.on('click', (event) => moveRef.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng }));
        map.on('load', () => {
          addCircleLayers(map, CIRCLE, [start.current]);
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

  // The pin and the circle follow the form, whether the change came from the map or was typed.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || !ready) return;
    current.marker.setLngLat([circle.longitude, circle.latitude]);
    (current.map.getSource(CIRCLE) as GeoJSONSource | undefined)?.setData(circlesGeoJson([circle]));
    if (!current.map.getBounds().contains([circle.longitude, circle.latitude])) current.map.setCenter([circle.longitude, circle.latitude]);
  }, [circle, ready]);

  // A new radius zooms so that the whole circle stays in view.
  useEffect(() => {
    if (ready) mapRef.current?.map.easeTo({ zoom: zoomFor(circle.radius), duration: 200 });
  }, [circle.radius, ready]);

  if (failed) {
    return (
      <Box sx={{ height: 120, borderRadius: 2, bgcolor: 'grey.200', display: 'grid', placeItems: 'center', p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('hr.locations.mapUnavailable')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      data-testid="location-editor-map"
      data-ready={ready ? 'true' : 'false'}
      sx={{ height, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
    />
  );
}
