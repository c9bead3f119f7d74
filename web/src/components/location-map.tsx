import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../config/env';
import { hasWebGl } from '../lib/map-style';
import { useOnline } from '../lib/use-online';
import { LoadBoundary } from './load-boundary';
import { PlainMap, type MapProps } from './plain-map';

/** Marks when the map library starts to load: what a screen fetched before it was usable is measured up to here (bench). */
export const MAP_LOAD_MARK = 'hadir:map-load';

// MapLibre (about 370 KB with its worker) loads only when a tiled map is to be drawn.
const TileMap = lazy(() => {
  performance.mark(MAP_LOAD_MARK);
  return import('./tile-map');
});

/** Runs `then` once the browser is idle (within 2 s), so the map's code never competes with a first screen's. */
function whenIdle(then: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(then, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(then, 200);
  return () => window.clearTimeout(handle);
}

interface Props extends MapProps {
  /** Hold the tiled map back (the clock screen's camera is starting); the plain map shows meanwhile. */
  deferTiles?: boolean;
}

/**
 * The person's position among the work-location circles. The plain drawing shows at once and
 * stays where no tile style can be had (none configured, offline, no WebGL, the map's code not
 * fetched); otherwise the tiled map loads once the browser is idle, online, and nothing asks to
 * wait, and replaces it when drawn. Where the plain drawing stays, a line on it says there is no
 * street map (issue 46: offline it was a disc on a plain background, with no words).
 */
export function LocationMap({ deferTiles = false, ...props }: Props) {
  const { t } = useTranslation();
  const online = useOnline();
  const [wanted, setWanted] = useState(false);
  // null while the tiles may still come; true once drawn; false when they cannot be.
  const [tiles, setTiles] = useState<boolean | null>(null);
  const possible = env.mapStyleUrl !== '' && hasWebGl();
  const drawn = tiles === true;
  const plainOnly = !drawn && (!possible || !online || tiles === false);

  useEffect(() => {
    if (!possible || !online || wanted || deferTiles) return;
    return whenIdle(() => setWanted(true));
  }, [possible, online, wanted, deferTiles]);

  return (
    <Box sx={{ position: 'relative' }} data-map={drawn ? 'tiles' : 'plain'}>
      <Box sx={drawn ? { visibility: 'hidden' } : undefined}>
        <PlainMap {...props} />
      </Box>
      {wanted && (
        // The map's code not fetched (offline before it was cached) leaves the plain drawing, never a failed screen.
        <LoadBoundary fallback={() => null} onError={() => setTiles(false)}>
          <Suspense fallback={null}>
            <TileMap {...props} onSettled={setTiles} />
          </Suspense>
        </LoadBoundary>
      )}
      {plainOnly && (
        <Typography
          variant="caption"
          sx={{
            position: 'absolute',
            left: 8,
            right: 8,
            bottom: 8,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: (theme) => alpha(theme.palette.background.paper, 0.85),
            color: 'text.secondary',
            textAlign: 'center',
          }}
        >
          {t('attendance.map.plain')}
        </Typography>
      )}
    </Box>
  );
}
