import { useEffect, useRef, useState } from 'react';
import { faceOutcome, type BlinkState, type FaceOutcome, type FoundFace } from './face-outcome';
import { faceHint, type FaceHint } from './face-hints';
import { loadEngine } from './load-face-engine';

/** How long Submit waits for a check still running before the clock-in goes with "not_run". */
const SUBMIT_WAITS_MS = 4000;

export interface FaceCheck {
  /** The selfie's outcome once checked; null before (or with the check off). */
  outcome: FaceOutcome | null;
  /** What to tell the person to change (face-hints.ts), once checked; null when all is well or nothing more is asked. */
  hint: FaceHint | null;
  /** The outcome to send: waits for a running check, at most SUBMIT_WAITS_MS; null with the check off. */
  settle(): Promise<FaceOutcome | null>;
}

type Checked = FoundFace[] | 'not_run';

const outcomeOf = (checked: Checked, blink: BlinkState): FaceOutcome =>
  checked === 'not_run' ? 'not_run' : faceOutcome(checked, blink);

/**
 * The clock screen's face check (issue 49): with `enabled` (the company checks faces and the person
 * is enrolled), the worker and its models start loading once `cameraAsked` (the person asked for the
 * camera on a screen that already works; the worker starts off the main thread while the camera
 * opens), and each selfie is checked as it is taken, with what the blink challenge saw
 * before it (`blink`, use-blink-watch.ts) and the retakes so far (`retakes`: after two nothing more is
 * asked). A failure is "not_run", never a block: the api checks the selfie again in any case.
 */
export function useFaceCheck(
  enabled: boolean,
  cameraAsked: boolean,
  photo: File | null,
  blink: BlinkState,
  retakes: number,
): FaceCheck {
  const [checked, setChecked] = useState<Checked | null>(null);
  const running = useRef<Promise<Checked> | null>(null);
  // The blink challenge stops with the selfie: what it saw until then goes with this selfie.
  const blinkNow = useRef(blink);
  blinkNow.current = blink;

  useEffect(() => {
    if (enabled && cameraAsked) void loadEngine().catch(() => undefined);
  }, [enabled, cameraAsked]);

  useEffect(() => {
    setChecked(null);
    running.current = null;
    if (!enabled || !photo) return;
    let current = true;
    const check = loadEngine()
      .then(async (loaded): Promise<Checked> => {
        const started = performance.now();
        const faces = await loaded.check(photo);
        performance.measure('hadir:face-check', { start: started, end: performance.now() });
        return faces;
      })
      .catch((): Checked => 'not_run');
    running.current = check;
    void check.then((found) => {
      if (current) setChecked(found);
    });
    return () => {
      current = false;
    };
  }, [enabled, photo]);

  const settle = async () => {
    if (!enabled) return null;
    if (!running.current) return 'not_run';
    const late = new Promise<Checked>((resolve) => setTimeout(() => resolve('not_run'), SUBMIT_WAITS_MS));
    return outcomeOf(await Promise.race([running.current, late]), blinkNow.current);
  };
  return {
    outcome: checked === null ? null : outcomeOf(checked, blink),
    hint: checked === null || checked === 'not_run' ? null : faceHint(checked, blink, retakes),
    settle,
  };
}
