import { useEffect, useState } from 'react';
import type { Point } from '../../../lib/geofence';
import { reverseGeocode } from '../../../lib/reverse-geocode';

/** The street address of the position where a reverse-geocoding service is configured; else null. */
export function useStreetAddress(point: Point | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  const latitude = point?.latitude;
  const longitude = point?.longitude;
  useEffect(() => {
    if (latitude === undefined || longitude === undefined) return;
    const abort = new AbortController();
    void reverseGeocode({ latitude, longitude }, abort.signal).then((found) => {
      if (!abort.signal.aborted) setAddress(found);
    });
    return () => abort.abort();
  }, [latitude, longitude]);
  return address;
}
