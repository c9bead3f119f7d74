import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { useRef } from 'react';
import type { Circle, Point } from '../lib/geofence';
import { circlePath, frameProjection } from '../lib/map-projection';
import { CIRCLE_FILL_OPACITY } from '../lib/map-style';
import { useElementWidth } from '../lib/use-element-width';
import { MARKER_PX, MarkerPin } from './map-marker';

export interface MapProps {
  /** Where the 60 px marker stands and the map centres (rules §9: zoom 17). */
  center: Point;
  /** The work-location circles to draw. */
  circles?: readonly Circle[];
  /** The map's accessible name. */
  label: string;
  height?: number;
}

/**
 * The work-location circles and the person's marker on a plain background, drawn as SVG at the
 * tiled map's zoom: what the map shows when no tile style is configured, with no map library.
 */
export function PlainMap({ center, circles = [], label, height = 220 }: MapProps) {
  const { palette } = useTheme();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const project = frameProjection(center, width, height);
  return (
    <Box
      ref={frame}
      role="region"
      aria-label={label}
      data-testid="location-map"
      data-ready={width > 0 ? 'true' : 'false'}
      sx={{ position: 'relative', height, borderRadius: 2, overflow: 'hidden', bgcolor: 'map.land' }}
    >
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" style={{ display: 'block' }}>
          {circles.map((circle) => (
            <path
              key={`${circle.latitude},${circle.longitude},${circle.radius}`}
              data-testid="work-location-circle"
              d={circlePath(circle, project)}
              fill={alpha(palette.map.circle, CIRCLE_FILL_OPACITY)}
              stroke={palette.map.circle}
              strokeWidth={2}
            />
          ))}
        </svg>
      )}
      <MarkerPin
        style={{ position: 'absolute', left: `calc(50% - ${MARKER_PX / 2}px)`, top: height / 2 - MARKER_PX }}
      />
    </Box>
  );
}
