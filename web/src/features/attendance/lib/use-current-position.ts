import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n';
import type { Point } from '../../../lib/geofence';
import { POSITION_OPTIONS, takeEarlyPositions } from '../../../first-paint/early-clock';

/** One fix as the api takes it (POST /attendance `fixes`). */
export interface PositionFix extends Point {
  accuracy: number;
  altitude: number | null;
  speed: number | null;
  /** When the phone measured it, epoch ms. */
  timestamp: number;
}

/** The fixes a clock-in carries: the latest 20, from the last minute of the watch. */
const KEPT_FIXES = 20;
const KEPT_MS = 60_000;
/** A newest fix older than this is refreshed at the press (the watch only reports a still phone now and then). */
const FRESH_MS = 30_000;

export type PositionState =
  | { status: 'locating' }
  | { status: 'ready'; point: Point; accuracy: number; fixes: PositionFix[] }
  /** `reloadable`: rules §8 reloads after a failed fix; a refusal or a missing API needs the person instead. */
  | { status: 'failed'; message: string; reloadable: boolean };
const PERMISSION_DENIED = 1;

const failure = (error: GeolocationPositionError): PositionState =>
  error.code === PERMISSION_DENIED
    ? { status: 'failed', message: i18n.t('attendance.clock.geolocationDenied'), reloadable: false }
    : {
        status: 'failed',
        message: i18n.t('attendance.clock.geolocationError', { reason: error.message || String(error.code) }),
        reloadable: true,
      };

const toFix = ({ coords, timestamp }: GeolocationPosition): PositionFix => ({
  latitude: coords.latitude,
  longitude: coords.longitude,
  accuracy: coords.accuracy,
  altitude: coords.altitude ?? null,
  speed: coords.speed ?? null,
  timestamp,
});

/** The fixes kept after a new one: the latest KEPT_FIXES within KEPT_MS of it. */
const keep = (fixes: PositionFix[], fix: PositionFix) =>
  [...fixes, fix].filter((kept) => !(fix.timestamp - kept.timestamp > KEPT_MS)).slice(-KEPT_FIXES);

/**
 * The device's position, followed while the screen is open (someone who opened the clock screen
 * outside the radius and walked in needs no reload), with rules §8's messages when it is unsupported,
 * refused or fails. A late timeout keeps the last good fix rather than wiping it. `relocate` starts
 * over ("Locate again"). Every fix is kept (issue 29): the clock-in sends them all, and
 * `freshFixes` measures once more at the press when the newest is stale, so the person never waits
 * for a sample that is already good. The fixes index.html's script had before the app arrived are
 * taken over (first-paint/early-clock.ts).
 */
export function useCurrentPosition(): PositionState & {
  relocate: () => void;
  freshFixes: () => Promise<PositionFix[]>;
} {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  const [attempt, setAttempt] = useState(0);
  const fixes = useRef<PositionFix[]>([]);

  const record = useCallback((position: GeolocationPosition) => {
    const fix = toFix(position);
    fixes.current = keep(fixes.current, fix);
    setState({
      status: 'ready',
      point: { latitude: fix.latitude, longitude: fix.longitude },
      accuracy: fix.accuracy,
      fixes: fixes.current,
    });
  }, []);

  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'failed', message: i18n.t('attendance.clock.geolocationUnsupported'), reloadable: false });
      return;
    }
    fixes.current = [];
    setState((current) => (current.status === 'ready' ? current : { status: 'locating' }));
    const failed = (error: GeolocationPositionError) =>
      setState((current) =>
        current.status === 'ready' && error.code !== PERMISSION_DENIED ? current : failure(error),
      );
    const watch = navigator.geolocation.watchPosition(record, failed, POSITION_OPTIONS);
    // What the page's own watch had before the app arrived (issue 31), measured while this screen was open.
    const early = takeEarlyPositions();
    early?.positions.forEach(record);
    if (early?.error && early.positions.length === 0) failed(early.error);
    return () => navigator.geolocation.clearWatch(watch);
  }, [attempt, record]);

  const relocate = useCallback(() => setAttempt((count) => count + 1), []);

  const freshFixes = useCallback(async () => {
    const newest = fixes.current.at(-1);
    if (newest && Date.now() - newest.timestamp <= FRESH_MS) return fixes.current;
    if (!navigator.geolocation?.getCurrentPosition) return fixes.current;
    await new Promise<void>((resolve) =>
      navigator.geolocation.getCurrentPosition(
        (position) => {
          record(position);
          resolve();
        },
        () => resolve(),
        POSITION_OPTIONS,
      ),
    );
    return fixes.current;
  }, [record]);

  return { ...state, relocate, freshFixes };
}
