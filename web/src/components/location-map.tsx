import { lazy, Suspense } from 'react';
import { env } from '../config/env';
import { PlainMap, type MapProps } from './plain-map';

// MapLibre (about 370 KB with its worker) loads only where a tile style is configured.
const TileMap = env.mapStyleUrl ? lazy(async () => ({ default: (await import('./tile-map')).TileMap })) : null;

/**
 * The person's position among the work-location circles. The plain map draws at once; with a tile
 * style the tiled map replaces it once MapLibre has loaded, so the position is usable first.
 */
export function LocationMap(props: MapProps) {
  if (!TileMap) return <PlainMap {...props} />;
  return (
    <Suspense fallback={<PlainMap {...props} />}>
      <TileMap {...props} />
    </Suspense>
  );
}
