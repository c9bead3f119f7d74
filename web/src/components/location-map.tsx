import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useState } from 'react';
import { env } from '../config/env';
import { hasWebGl } from '../lib/map-style';
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
 * stays where no tile style can be had (none configured, offline, no WebGL); otherwise the tiled
 * map loads once the browser is idle and nothing asks to wait, and replaces it when drawn.
 */
export function LocationMap({ deferTiles = false, ...props }: Props) {
  const [wanted, setWanted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const possible = env.mapStyleUrl !== '' && hasWebGl();

  useEffect(() => {
    if (!possible || wanted || deferTiles) return;
    return whenIdle(() => setWanted(true));
  }, [possible, wanted, deferTiles]);

  return (
    <Box sx={{ position: 'relative' }} data-map={drawn ? 'tiles' : 'plain'}>
      <Box sx={drawn ? { visibility: 'hidden' } : undefined}>
        <PlainMap {...props} />
      </Box>
      {wanted && (
        <Suspense fallback={null}>
          <TileMap {...props} onSettled={setDrawn} />
        </Suspense>
      )}
    </Box>
  );
}
