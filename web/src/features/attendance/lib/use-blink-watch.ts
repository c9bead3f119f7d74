import { useEffect, useState } from 'react';
import {
  BLINK_FRAME_MS,
  BLINK_WINDOW_MS,
  NEW_WATCH,
  blinkWindowOpen,
  watchBlink,
  watchFailed,
  type BlinkWatch,
} from './blink';
import { loadEngine } from './load-face-engine';

export interface BlinkChallenge {
  watch: BlinkWatch;
  /** "Blink once" shows: a face is in view, no blink yet, and the window is open. */
  prompt: boolean;
}

/**
 * The blink challenge (issue 49; blink.ts) on `video`, the selfie camera's live video, before Capture:
 * with `enabled`, a frame at most every BLINK_FRAME_MS (the next waits for the last), until a blink or
 * BLINK_WINDOW_MS after the first frame with a face. Stopped when the video goes (the selfie is taken,
 * the camera closed) or the page is hidden, and on again when it is shown; a new video (a retake)
 * starts a new watch. It never holds Capture: a selfie taken meanwhile goes with what was seen so far.
 * The page's own clock marks each frame (hadir:blink-frame) for the bench and the docs' figures, and a
 * watch the engine failed on (hadir:blink-failed) for a test's account of a run.
 */
export function useBlinkWatch(enabled: boolean, video: HTMLVideoElement | null): BlinkChallenge {
  // Each watch belongs to one video: a new one starts afresh, and none is asked of an old one.
  const [{ of, watch, closed }, setState] = useState<{
    of: HTMLVideoElement | null;
    watch: BlinkWatch;
    closed: boolean;
  }>({ of: null, watch: NEW_WATCH, closed: false });

  useEffect(() => {
    // Without a video (the selfie taken) the watch keeps what it saw: it goes with that selfie.
    if (!enabled || !video) return;
    setState({ of: video, watch: NEW_WATCH, closed: false });
    let current = NEW_WATCH;
    let stopped = false;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closing: ReturnType<typeof setTimeout> | undefined;

    const frame = async () => {
      timer = undefined;
      if (stopped || document.hidden || !blinkWindowOpen(current, performance.now())) return;
      running = true;
      try {
        const engine = await loadEngine();
        if (stopped) return;
        const at = performance.now();
        const openness = await engine.eyes(video);
        performance.measure('hadir:blink-frame', { start: at, end: performance.now() });
        if (stopped) return;
        const next = watchBlink(current, { at, openness });
        if (current.startedAt === null && next.startedAt !== null) {
          performance.mark('hadir:blink-watch');
          closing = setTimeout(() => setState((state) => ({ ...state, closed: true })), BLINK_WINDOW_MS);
        }
        if (next.seen && !current.seen) performance.mark('hadir:blink-seen');
        current = next;
        setState((state) => ({ ...state, watch: next }));
        timer = setTimeout(() => void frame(), Math.max(0, BLINK_FRAME_MS - (performance.now() - at)));
      } catch {
        // The engine failed on the live video (no models offline before their first use, a frame it
        // could not read, a worker that crashed): the challenge could not run, which the selfie's
        // outcome says (one_face, or not_run when its check fails too). The watch stops here; a crashed
        // worker is started afresh by the selfie's check (face-engine.ts), not by a loop of frames.
        if (stopped) return;
        performance.mark('hadir:blink-failed');
        current = watchFailed(current);
        setState((state) => ({ ...state, watch: current }));
      } finally {
        running = false;
      }
    };
    const onVisibility = () => {
      if (!document.hidden && !running && timer === undefined) void frame();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void frame();
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(closing);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, video]);

  // Only over this watch's live video: the watch kept for a selfie taken, or a camera restarting, asks nothing.
  const live = enabled && video !== null && of === video;
  return { watch, prompt: live && watch.startedAt !== null && !watch.seen && !watch.failed && !closed };
}
