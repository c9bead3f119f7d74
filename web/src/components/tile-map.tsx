import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { addCircleLayers, circlesGeoJson, hasWebGl, loadMapLibre } from '../lib/map-style';
import { MAP_ZOOM } from '../lib/map-projection';
import { markerElement } from './map-marker';
import { PlainMap, type MapProps } from './plain-map';

const CIRCLES = 'work-locations';

/**
 * A MapLibre map over the configured tile style, with the person's marker and the work-location
 * circles; the map is removed when the screen goes (rules §2). Without WebGL the plain map stands in.
 */
export function TileMap({ center, circles = [], label, height = 220 }: MapProps) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const look = useRef({ colors: palette.map, outline: palette.common.white, you: t('attendance.map.you') });
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
        const { Map, Marker } = await loadMapLibre();
        if (cancelled || !container.current) return;
        const { colors, outline, you } = look.current;
        const { center: first, circles: firstCircles } = start.current;
        created = new Map({
          container: container.current,
          style: env.mapStyleUrl,
          center: [first.longitude, first.latitude],
          zoom: MAP_ZOOM,
          attributionControl: { compact: true },
        });
        const marker = new Marker({ element: markerElement({ label: you, colors, outline }), anchor: 'bottom' }).setLngLat([first.longitude, first.latitude]).addTo(created);
        const map = created;
        map.on('load', () => {
          addCircleLayers(map, CIRCLES, firstCircles, colors);
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

  if (failed) return <PlainMap center={center} circles={circles} label={label} height={height} />;
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
