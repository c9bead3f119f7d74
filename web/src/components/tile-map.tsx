import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { addCircleLayers, circlesGeoJson } from '../lib/map-style';
import { MAP_ZOOM } from '../lib/map-projection';
import { useMapLibre } from '../lib/use-maplibre';
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
  const start = useRef({ center, circles });
  const { mapRef, ready, failed } = useMapLibre(
    container,
    ({ Map, Marker }, element) => {
      const { colors, outline, you } = look.current;
      const { center: first } = start.current;
      const map = new Map({
        container: element,
        style: env.mapStyleUrl,
        center: [first.longitude, first.latitude],
        zoom: MAP_ZOOM,
        attributionControl: { compact: true },
      });
      const marker = new Marker({ element: markerElement({ label: you, colors, outline }), anchor: 'bottom' }).setLngLat([first.longitude, first.latitude]).addTo(map);
      return { map, marker };
    },
    (map) => addCircleLayers(map, CIRCLES, start.current.circles, look.current.colors),
  );

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.marker.setLngLat([center.longitude, center.latitude]);
    current.map.setCenter([center.longitude, center.latitude]);
  }, [center.latitude, center.longitude, ready, mapRef]);

  useEffect(() => {
    if (!ready) return;
    (mapRef.current?.map.getSource(CIRCLES) as GeoJSONSource | undefined)?.setData(circlesGeoJson(circles));
  }, [circles, ready, mapRef]);

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
