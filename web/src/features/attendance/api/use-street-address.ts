import { useEffect, useState } from 'react';
import type { Point } from '../../../lib/geofence';
import { reverseGeocode } from '../lib/reverse-geocode';

/** Four decimals are about 11 m: the followed position's jitter does not send a lookup per fix. */
const street = (degrees: number | undefined) => (degrees === undefined ? undefined : Math.round(degrees * 1e4) / 1e4);

/** The street address of the position where a reverse-geocoding service is configured; else null. */
export function useStreetAddress(point: Point | null): string | null {
  const [address, setAddress] = useState<string | null>(null);
  const latitude = street(point?.latitude);
  const longitude = street(point?.longitude);
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
