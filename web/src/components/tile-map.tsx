import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { GeoJSONSource } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addCircleLayers, circlesGeoJson } from '../lib/map-style';
import { MAP_ZOOM } from '../lib/map-projection';
import { useMapLibre } from '../lib/use-maplibre';
import { markerElement } from './map-marker';
import type { MapProps } from './plain-map';

const CIRCLES = 'work-locations';

interface Props extends MapProps {
  /** Once the tiles are drawn (the plain map beneath can go), or when they cannot be (it stays). */
  onSettled: (drawn: boolean) => void;
}

/**
 * A MapLibre map over the tile style, with the person's marker and the work-location circles; the
 * map is removed when the screen goes (rules §2). It says through `onSettled` whether it drew: with
 * no WebGL or no reachable style it does not, and the plain map it was laid over stays.
 */
export default function TileMap({ center, circles = [], label, height = 220, onSettled }: Props) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const look = useRef({ colors: palette.map, outline: palette.common.white, you: t('attendance.map.you') });
  const container = useRef<HTMLDivElement>(null);
  const start = useRef({ center, circles });
  const { mapRef, ready, failed } = useMapLibre(
    container,
    ({ Map, Marker }, element, style) => {
      const { colors, outline, you } = look.current;
      const { center: first } = start.current;
      const map = new Map({
        container: element,
        style: style!,
        center: [first.longitude, first.latitude],
        zoom: MAP_ZOOM,
        attributionControl: { compact: true },
      });
      const marker = new Marker({ element: markerElement({ label: you, colors, outline }), anchor: 'bottom' })
        .setLngLat([first.longitude, first.latitude])
        .addTo(map);
      return { map, marker };
    },
    (map) => addCircleLayers(map, CIRCLES, start.current.circles, look.current.colors),
    { needsTiles: true },
  );
  const settled = useRef(onSettled);

  useEffect(() => {
    if (ready || failed) settled.current(ready);
  }, [ready, failed]);

  useEffect(() => {
    const current = mapRef.current;
    if (!current) return;
    current.marker.setLngLat([center.longitude, center.latitude]);
    current.map.setCenter([center.longitude, center.latitude]);
  }, [center.latitude, center.longitude, ready, mapRef]);

  useEffect(() => {
    if (!ready) return;
    void (mapRef.current?.map.getSource(CIRCLES) as GeoJSONSource | undefined)?.setData(circlesGeoJson(circles));
  }, [circles, ready, mapRef]);

  if (failed) return null;
  // Laid over the plain map until drawn; hidden (but sized, as MapLibre needs) until then.
  return (
    <Box
      ref={container}
      role="region"
      aria-label={label}
      aria-hidden={ready ? undefined : true}
      data-testid="tile-map"
      data-ready={ready ? 'true' : 'false'}
      sx={{
        position: 'absolute',
        inset: 0,
        height,
        borderRadius: 2,
        overflow: 'hidden',
        visibility: ready ? 'visible' : 'hidden',
      }}
    />
  );
}
