import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { GeoJSONSource, Marker } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { circleRing, distanceMeters, type Circle, type Point } from '../../../../lib/geofence';
import { MAX_RADIUS, MIN_RADIUS } from '../../lib/location-values';
import { markerElement } from '../../../../components/map-marker';
import { addCircleLayers, circlesGeoJson, plainStyle } from '../../../../lib/map-style';
import { useMapLibre } from '../../../../lib/use-maplibre';

const CIRCLE = 'editing-location';
const PIN_PX = 44;

/** Where the radius handle sits: the circle's eastern edge. */
const eastEdge = (circle: Circle): [number, number] => circleRing(circle, 4)[1];

/** The radius a handle dragged to `to` sets: metres from the centre, by tens, within the allowed range. */
const radiusAt = (center: Point, to: Point) =>
  Math.min(MAX_RADIUS, Math.max(MIN_RADIUS, Math.round(distanceMeters(center, to) / 10) * 10));

/** The radius handle: a round knob on the circle's edge. */
function handleElement(label: string, color: string, outline: string): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.dataset.testid = 'radius-handle';
  Object.assign(element.style, {
    width: '22px',
    height: '22px',
    borderRadius: '50%',
    background: outline,
    border: `3px solid ${color}`,
    cursor: 'ew-resize',
    boxSizing: 'border-box',
  });
  return element;
}

/** The edited location's pin can be dragged: it says so to the pointer. */
const pinOf = (element: HTMLElement) => {
  element.style.cursor = 'grab';
  return element;
};

interface Props {
  circle: Circle;
  /** The map's (and the pin's) accessible name. */
  label: string;
  /** A tap on the map or the end of a drag moves the point here. */
  onMove: (point: Point) => void;
  /** The end of a drag of the radius handle sets this radius (metres). */
  onResize: (radius: number) => void;
  height?: number;
}

/** The zoom that shows a circle of this radius whole on a map a few hundred pixels wide. */
const zoomFor = (radius: number) => Math.max(11, Math.min(18, 16.5 - Math.log2(radius / 100)));

/**
 * The work-location editor's map: the point as a draggable pin and the radius as a circle that
 * follows every change. A tap places the point. Over the tile style (streets to place the point
 * by); where none can be had (offline, none configured) on a plain background, with a line saying
 * so; maplibre-gl loads only when this map is shown.
 */
export function LocationEditorMap({ circle, label, onMove, onResize, height = 320 }: Props) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const look = useRef({ colors: palette.map, outline: palette.common.white });
  const labelRef = useRef(label);
  const container = useRef<HTMLDivElement>(null);
  const moveRef = useRef(onMove);
  const resizeRef = useRef(onResize);
  const handleLabel = useRef(t('hr.locations.radiusHandle'));
  const handleRef = useRef<Marker | null>(null);
  const shownCircle = useRef(circle);
  const start = useRef(circle);
  const { mapRef, ready, failed, tiles } = useMapLibre(
    container,
    ({ Map, Marker }, element, style) => {
      const { colors, outline } = look.current;
      const first = start.current;
      const map = new Map({
        container: element,
        style: style ?? plainStyle(colors),
        center: [first.longitude, first.latitude],
        zoom: zoomFor(first.radius),
        attributionControl: style ? { compact: true } : false,
      });
      const marker = new Marker({
        element: pinOf(markerElement({ label: labelRef.current, colors, outline, size: PIN_PX })),
        anchor: 'bottom',
        draggable: true,
      })
        .setLngLat([first.longitude, first.latitude])
        .addTo(map);
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLngLat();
        moveRef.current({ latitude: lat, longitude: lng });
      });
      map.on('click', (event) => moveRef.current({ latitude: event.lngLat.lat, longitude: event.lngLat.lng }));
      // The radius follows the handle while it is dragged (drawn only), and is set when it is let go.
      const handle = new Marker({
        element: handleElement(handleLabel.current, colors.circle, outline),
        draggable: true,
      })
        .setLngLat(eastEdge(first))
        .addTo(map);
      const draggedRadius = () => {
        const { lat, lng } = handle.getLngLat();
        return radiusAt(shownCircle.current, { latitude: lat, longitude: lng });
      };
      handle.on('drag', () => {
        void (map.getSource(CIRCLE) as GeoJSONSource | undefined)?.setData(
          circlesGeoJson([{ ...shownCircle.current, radius: draggedRadius() }]),
        );
      });
      handle.on('dragend', () => {
        const radius = draggedRadius();
        handle.setLngLat(eastEdge({ ...shownCircle.current, radius }));
        resizeRef.current(radius);
      });
      handleRef.current = handle;
      // Where the map rests, for whoever must wait until a typed point has been brought into view
      // (the browser tests tap beside it); absent while the map moves.
      map.on('movestart', () => delete element.dataset.center);
      map.on('moveend', () => {
        const { lat, lng } = map.getCenter();
        element.dataset.center = `${lat.toFixed(4)},${lng.toFixed(4)}`;
      });
      return { map, marker };
    },
    (map) => addCircleLayers(map, CIRCLE, [start.current], look.current.colors),
  );

  useEffect(() => {
    moveRef.current = onMove;
    resizeRef.current = onResize;
  }, [onMove, onResize]);

  // The pin and the circle follow the form, whether the change came from the map or was typed.
  useEffect(() => {
    const current = mapRef.current;
    if (!current || !ready) return;
    shownCircle.current = circle;
    current.marker.setLngLat([circle.longitude, circle.latitude]);
    handleRef.current?.setLngLat(eastEdge(circle));
    void (current.map.getSource(CIRCLE) as GeoJSONSource | undefined)?.setData(circlesGeoJson([circle]));
    if (!current.map.getBounds().contains([circle.longitude, circle.latitude]))
      current.map.setCenter([circle.longitude, circle.latitude]);
  }, [circle, ready, mapRef]);

  // A new radius zooms so that the whole circle stays in view.
  useEffect(() => {
    if (ready) mapRef.current?.map.easeTo({ zoom: zoomFor(circle.radius), duration: 200 });
  }, [circle.radius, ready, mapRef]);

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
    <Box>
      <Box
        ref={container}
        role="region"
        aria-label={label}
        data-testid="location-editor-map"
        data-ready={ready ? 'true' : 'false'}
        data-map={tiles ? 'tiles' : 'plain'}
        sx={{ height, borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
      />
      {ready && !tiles && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {t('hr.locations.mapPlain')}
        </Typography>
      )}
    </Box>
  );
}
