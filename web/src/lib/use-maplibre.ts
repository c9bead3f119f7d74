import type { Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { hasWebGl, loadMapLibre, tileStyle } from './map-style';

export interface MapParts {
  map: MapLibreMap;
  marker: Marker;
}

/**
 * A MapLibre map in `container`, made once: maplibre-gl and the tile style (`tileStyle`) load only
 * when a map is shown (with `needsTiles`, the library only once the style has come), `create` builds the map and its marker over that style (null: none could be
 * had), `onLoad` adds the layers once the style has loaded, and the map is removed when the
 * component goes (rules §2). `ready` once loaded; `failed` with no WebGL, when the map could not be
 * made, or with `needsTiles` when there is no tile style (the caller then shows something plainer).
 * `tiles` says whether the map draws the tile style. `create` and `onLoad` are the first render's.
 */
export function useMapLibre(
  container: RefObject<HTMLDivElement | null>,
  create: (
    maplibre: Awaited<ReturnType<typeof loadMapLibre>>,
    element: HTMLDivElement,
    style: StyleSpecification | null,
  ) => MapParts,
  onLoad: (map: MapLibreMap) => void,
  { needsTiles = false }: { needsTiles?: boolean } = {},
) {
  const mapRef = useRef<MapParts | null>(null);
  const setup = useRef({ create, onLoad });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(!hasWebGl());
  const [tiles, setTiles] = useState(false);

  useEffect(() => {
    if (!hasWebGl() || !container.current) return;
    let cancelled = false;
    let created: MapLibreMap | null = null;
    void (async () => {
      try {
        // A map that needs the tiles asks for the style first: where it cannot be had (offline, a
        // blocked host) the library's 370 KB and its ~300 ms of compiling on a slow phone are spared.
        const style = needsTiles ? await tileStyle() : null;
        if (cancelled) return;
        if (!style && needsTiles) return setFailed(true);
        const [maplibre, mapStyle] = await Promise.all([loadMapLibre(), needsTiles ? style : tileStyle()]);
        if (cancelled || !container.current) return;
        setTiles(mapStyle !== null);
        const parts = setup.current.create(maplibre, container.current, mapStyle);
        created = parts.map;
        const map = created;
        map.on('load', () => {
          setup.current.onLoad(map);
          if (!cancelled) setReady(true);
        });
        mapRef.current = parts;
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      created?.remove();
      mapRef.current = null;
    };
  }, [container, needsTiles]);

  return { mapRef, ready, failed, tiles };
}
