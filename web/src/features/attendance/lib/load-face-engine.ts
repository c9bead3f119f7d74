import type { FaceEngine } from './face-engine';

/** One engine per page: a second clock-in, a retake and the blink challenge's frames reuse the loaded models. */
let engine: Promise<FaceEngine> | null = null;

/**
 * The face check's engine (face-engine.ts), imported with import() on first call: the clock screen
 * calls it once the person asks for the camera, on a screen that already works (issue 49).
 */
export function loadEngine(): Promise<FaceEngine> {
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
}
