import { postEarly } from './drawing';
/**
 * What index.html's own script (page-script.ts) starts for the clock screen before the app has arrived (issue 31):
 * on a slow phone the app takes seconds to download and run, and only then did the screen ask for
 * the position and the work locations — a GPS fix that takes seconds itself, and one more round
 * trip, both waiting behind the code. Now the drawing of /clockin or /clockout starts them as it is
 * shown: the position's watch (with the screen's own options: high accuracy, never a cached fix,
 * so every fix is still measured while this screen is open) and the work locations' query. The
 * screen takes both over when it opens (useCurrentPosition, useWorkLocations), once.
 */
/**
 * The clock screen's position: high accuracy, timeout 5 s, and never a cached fix (maximumAge 0,
 * issue 29): every fix the clock-in sends was measured while the screen was open. The page's early
 * watch and the screen's own use the same.
 */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 };

export interface ClockEarlyStart {
  /** The query's `types`: clockin or clockout. */
  types: string;
  /** The watch's positions as the browser gave them, in order, and its last error. */
  positions: GeolocationPosition[];
  error: GeolocationPositionError | null;
  /** Ends the watch (the screen's own has started). */
  stop: () => void;
  /** The positions have been handed over. */
  taken: boolean;
  /** The query's reply as sent (data or errors), or null when it did not come; null once handed over. */
  locations: Promise<{ data?: unknown; errors?: unknown[] } | null> | null;
}

export interface ClockEarlyConfig {
  graphqlUrl: string;
  /** The work locations' query as the app sends it (with its __typename fields, for Apollo's cache). */
  query: string;
}

/**
 * Runs in the page (page-script.ts) after the drawing of `screen` is shown. Nothing for other
 * screens; a watch nobody takes within a minute (the app went elsewhere) is ended.
 */
export function startClockEarly(screen: string, config: ClockEarlyConfig): void {
  if (screen !== 'clockin' && screen !== 'clockout') return;
  const geolocation = navigator.geolocation;
  const started = {
    types: screen,
    positions: [] as GeolocationPosition[],
    error: null as GeolocationPositionError | null,
    watch: null as number | null,
    taken: false,
    stop() {
      if (started.watch !== null) geolocation.clearWatch(started.watch);
      started.watch = null;
    },
    locations: postEarly(config.graphqlUrl, config.query, { types: screen }),
  };
  if (geolocation) {
    started.watch = geolocation.watchPosition(
      (position) => void started.positions.push(position),
      (error) => void (started.error = error),
      POSITION_OPTIONS,
    );
  }
  (window as unknown as Record<string, unknown>).__hadirClockStart = started;
  setTimeout(() => started.stop(), 60_000);
}

type Holder = Record<string, ClockEarlyStart | undefined>;
/** Where the page's script leaves it (the name startClockEarly writes). */
const earlyStart = (): ClockEarlyStart | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Holder).__hadirClockStart;

/**
 * The positions the page's watch has had and its last error, handed over once (the watch ended, the
 * screen's own having started); null when nothing was started, or it was handed over already.
 */
export function takeEarlyPositions(): Pick<ClockEarlyStart, 'positions' | 'error'> | null {
  const early = earlyStart();
  if (!early || early.taken) return null;
  early.taken = true;
  early.stop();
  return { positions: early.positions, error: early.error };
}

/** The work locations' reply the page's script asked for with these `types`, handed over once; null if none. */
export function takeEarlyLocations(types: string): ClockEarlyStart['locations'] | null {
  const early = earlyStart();
  if (!early || early.types !== types || !early.locations) return null;
  const { locations } = early;
  early.locations = null;
  return locations;
}
