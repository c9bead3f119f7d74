import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { hasWebGl, loadMapLibre } from './map-style';

export interface MapParts {
  map: MapLibreMap;
  marker: Marker;
}

/**
 * A MapLibre map in `container`, made once: maplibre-gl loads only when a map is shown, `create`
 * builds the map and its marker, `onLoad` adds the layers once the style has loaded, and the map is
 * removed when the component goes (rules §2). `ready` once loaded; `failed` with no WebGL or when
 * the map could not be made (the caller then shows something plainer). `create` and `onLoad` are
 * the first render's: later ones are not called.
 */
export function useMapLibre(
  container: RefObject<HTMLDivElement | null>,
  create: (maplibre: Awaited<ReturnType<typeof loadMapLibre>>, element: HTMLDivElement) => MapParts,
  onLoad: (map: MapLibreMap) => void,
) {
  const mapRef = useRef<MapParts | null>(null);
  const setup = useRef({ create, onLoad });
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(!hasWebGl());

  useEffect(() => {
    if (!hasWebGl() || !container.current) return;
    let cancelled = false;
    let created: MapLibreMap | null = null;
    void (async () => {
      try {
        const maplibre = await loadMapLibre();
        if (cancelled || !container.current) return;
        const parts = setup.current.create(maplibre, container.current);
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
  }, [container]);

  return { mapRef, ready, failed };
}
