import { useEffect, useRef, useState } from 'react';
import type { FaceEngine } from './face-engine';
import type { FaceOutcome } from './face-outcome';

/** One engine per page: a second clock-in (or a retake) reuses the loaded models. */
let engine: Promise<FaceEngine> | null = null;
const loadEngine = () => {
  if (engine) return engine;
  performance.mark('hadir:face-load-start');
  engine = import('./face-engine')
    .then(({ loadFaceEngine }) => loadFaceEngine())
    .then((loaded) => {
      performance.measure('hadir:face-load', 'hadir:face-load-start');
      return loaded;
    })
    .catch((failure: unknown) => {
      // A failed load (offline before the models were ever cached) is tried again next time.
      engine = null;
      throw failure;
    });
  return engine;
};

/** How long Submit waits for a check still running before the clock-in goes with "not_run". */
const SUBMIT_WAITS_MS = 4000;

export interface FaceCheck {
  /** The selfie's outcome once checked; null before (or with the check off). */
  outcome: FaceOutcome | null;
  /** The outcome to send: waits for a running check, at most SUBMIT_WAITS_MS; null with the check off. */
  settle(): Promise<FaceOutcome | null>;
}

/**
 * The clock screen's face check (issue 49): with `enabled` (the company checks faces and the person
 * is enrolled), the models start loading once `usable` (the camera is live: the screen works before
 * any of this arrives), and each selfie is checked as it is taken. A failure is "not_run", never a
 * block: the api checks the selfie again in any case.
 */
export function useFaceCheck(enabled: boolean, usable: boolean, photo: File | null): FaceCheck {
  const [outcome, setOutcome] = useState<FaceOutcome | null>(null);
  const running = useRef<Promise<FaceOutcome> | null>(null);

  useEffect(() => {
    if (enabled && usable) void loadEngine().catch(() => undefined);
  }, [enabled, usable]);

  useEffect(() => {
    setOutcome(null);
    running.current = null;
    if (!enabled || !photo) return;
    let current = true;
    const check = loadEngine()
      .then(async (loaded) => {
        const started = performance.now();
        const found = await loaded.check(photo);
        performance.measure('hadir:face-check', { start: started, end: performance.now() });
        return found;
      })
      .catch((): FaceOutcome => 'not_run');
    running.current = check;
    void check.then((found) => {
      if (current) setOutcome(found);
    });
    return () => {
      current = false;
    };
  }, [enabled, photo]);

  const settle = async () => {
    if (!enabled) return null;
    if (!running.current) return 'not_run';
    const late = new Promise<FaceOutcome>((resolve) => setTimeout(() => resolve('not_run'), SUBMIT_WAITS_MS));
    return Promise.race([running.current, late]);
  };
  return { outcome, settle };
}
