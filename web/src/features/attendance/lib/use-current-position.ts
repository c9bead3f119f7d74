import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../../../i18n';
import type { Point } from '../../../lib/geofence';

/** Rules §9: high accuracy, timeout 5 s, maximum age 10 s. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 10000 };

export type PositionState =
  | { status: 'locating' }
  | { status: 'ready'; point: Point; accuracy: number }
  /** `reloadable`: rules §8 reloads after a failed fix; a refusal or a missing API needs the person instead. */
  | { status: 'failed'; message: string; reloadable: boolean };
const PERMISSION_DENIED = 1;

const failure = (error: GeolocationPositionError): PositionState =>
  error.code === PERMISSION_DENIED
    ? { status: 'failed', message: i18n.t('attendance.clock.geolocationDenied'), reloadable: false }
    : { status: 'failed', message: i18n.t('attendance.clock.geolocationError', { reason: error.message || String(error.code) }), reloadable: true };

/**
 * The device's position, followed while the screen is open (someone who opened the clock screen
 * outside the radius and walked in needs no reload), with rules §8's messages when it is unsupported,
 * refused or fails. A late timeout keeps the last good fix rather than wiping it. `relocate` starts
 * over ("Locate again").
 */
export function useCurrentPosition(): PositionState & { relocate: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', message: i18n.t('attendance.clock.geolocationUnsupported'), reloadable: false });
      return;
    }
    setState((current) => (current.status === 'ready' ? current : { status: 'locating' }));
    const watch = navigator.geolocation.watchPosition(
      ({ coords }) => setState({ status: 'ready', point: { latitude: coords.latitude, longitude: coords.longitude }, accuracy: coords.accuracy }),
      (error) => setState((current) => (current.status === 'ready' && error.code !== PERMISSION_DENIED ? current : failure(error))),
      POSITION_OPTIONS,
    );
    return () => navigator.geolocation.clearWatch(watch);
  }, [attempt]);

  const relocate = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, relocate };
}
