import { useCallback, useEffect, useState } from 'react';
import { i18n } from '../i18n';
import type { Point } from './geofence';

/** Spec 9: high accuracy, timeout 5 s, maximum age 10 s. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 10000 };

export type PositionState =
  | { status: 'locating' }
  | { status: 'ready'; point: Point; accuracy: number }
  /** `reloadable`: spec 8 reloads after a failed fix; a refusal or a missing API needs the person instead. */
  | { status: 'failed'; message: string; reloadable: boolean };
const PERMISSION_DENIED = 1;

/** The device's position once, with spec 8's messages when it is unsupported, refused or fails. */
export function useCurrentPosition(): PositionState & { retry: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', message: i18n.t('attendance.clock.geolocationUnsupported'), reloadable: false });
      return;
    }
    let live = true;
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (live) setState({ status: 'ready', point: { latitude: coords.latitude, longitude: coords.longitude }, accuracy: coords.accuracy });
      },
      (error) => {
        if (!live) return;
        setState(
          error.code === PERMISSION_DENIED
            ? { status: 'failed', message: i18n.t('attendance.clock.geolocationDenied'), reloadable: false }
            : { status: 'failed', message: i18n.t('attendance.clock.geolocationError', { reason: error.message || String(error.code) }), reloadable: true },
        );
      },
      POSITION_OPTIONS,
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
