import type { BlinkState } from './face-outcome';

/**
 * The blink challenge (issue 49): while the selfie camera is live and before Capture, a few frames a
 * second of the live video go through the face mesh and the iris model (face-engine.ts), and each
 * gives how open the person's eyes are. A photo held to the camera does not blink; a person asked to
 * "Blink once" does. Pure: the frames, the models and the clock stay outside.
 */

/** A frame of the live video every this many milliseconds, at most (the loop waits for the last one). */
export const BLINK_FRAME_MS = 200;

/**
 * How long the challenge watches from the first frame with a face, "Blink once" on the screen
 * meanwhile; no blink by then is a blink missed (the clock-in still goes: no_blink, for review).
 */
export const BLINK_WINDOW_MS = 3000;

/**
 * A frame whose eyes are open less than this share of the person's usual opening (the median of the
 * frames so far) is a blink. Frames of one still picture measure the same to the third decimal. The
 * test videos' blinks (eyes painted shut, scripts/face-video.ts) measured 0.29–0.58 of the open frame
 * through the face mesh and the iris model (docs/face-check.md): the mesh keeps part of an eye it
 * expects to see, so the cut sits above them; a wider one would take a glance down for a blink.
 */
export const CLOSED_SHARE = 0.65;

/** Frames with a face needed before a blink can be told from the usual opening. */
const MIN_FRAMES = 3;

/** The face mesh's points around each eye (MediaPipe's 468-point mesh; the iris model refines them). */
const EYES = [
  { upper: 159, lower: 145, inner: 133, outer: 33 },
  { upper: 386, lower: 374, inner: 362, outer: 263 },
] as const;

type MeshPoint = readonly [number, number, number?];

/**
 * How open the eyes are: for each eye, the gap between its lids over its width (corner to corner),
 * averaged over both. About 0.25–0.35 open, under 0.1 closed. Null without a full mesh.
 */
export function eyeOpenness(mesh: readonly MeshPoint[]): number | null {
  if (mesh.length < 468) return null;
  const ratios = EYES.map(({ upper, lower, inner, outer }) => {
    const gap = Math.hypot(mesh[upper][0] - mesh[lower][0], mesh[upper][1] - mesh[lower][1]);
    const width = Math.hypot(mesh[inner][0] - mesh[outer][0], mesh[inner][1] - mesh[outer][1]);
    return width > 0 ? gap / width : null;
  });
  if (ratios.some((ratio) => ratio === null)) return null;
  return (ratios[0]! + ratios[1]!) / 2;
}

export interface BlinkWatch {
  /** When the first frame with one face came (ms, the caller's clock): "Blink once" shows from then. */
  startedAt: number | null;
  /** The eye openness of each frame that showed one face, in order. */
  openness: number[];
  seen: boolean;
  /**
   * The engine failed on the live video (a frame it could not read, a worker that crashed, no models):
   * the challenge stopped before it could see a blink, through no doing of the person.
   */
  failed: boolean;
}

export const NEW_WATCH: BlinkWatch = { startedAt: null, openness: [], seen: false, failed: false };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Whether the frames so far hold a blink: one whose eyes are open less than CLOSED_SHARE of the usual. */
export function blinked(openness: number[]): boolean {
  if (openness.length < MIN_FRAMES) return false;
  const usual = median(openness);
  return usual > 0 && openness.some((value) => value < CLOSED_SHARE * usual);
}

/** One frame more: `openness` null when the frame did not show exactly one face (it changes nothing). */
export function watchBlink(watch: BlinkWatch, frame: { at: number; openness: number | null }): BlinkWatch {
  if (watch.seen || frame.openness === null) return watch;
  const openness = [...watch.openness, frame.openness];
  return { ...watch, startedAt: watch.startedAt ?? frame.at, openness, seen: blinked(openness) };
}

/** The engine failed on a frame: the watch stops there; a blink already seen stays seen. */
export const watchFailed = (watch: BlinkWatch): BlinkWatch => (watch.seen ? watch : { ...watch, failed: true });

/**
 * What the watch comes to at Capture: a blink seen; asked and none seen; never asked (no face in view
 * yet, or the models still loading); or the challenge could not run (the engine failed on the video).
 */
export function blinkState(watch: BlinkWatch): BlinkState {
  if (watch.seen) return 'seen';
  if (watch.failed) return 'unavailable';
  return watch.startedAt === null ? 'not_asked' : 'missed';
}

/**
 * Whether the challenge still watches at `now` (and "Blink once" shows): no face yet, or no blink for
 * BLINK_WINDOW_MS, and the engine has not failed.
 */
export const blinkWindowOpen = (watch: BlinkWatch, now: number) =>
  !watch.seen && !watch.failed && (watch.startedAt === null || now - watch.startedAt < BLINK_WINDOW_MS);
