import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import { FACE, FakeFaceWorker, type FakeAnswer } from '../../../test/fake-face-worker';
import type { FaceRequest } from './face-engine';
import type { FaceHint } from './face-hints';
import type { BlinkState, FaceOutcome, FoundFace } from './face-outcome';
import { useFaceCheck } from './use-face-check';

// jsdom has no Worker and no models: the page's engine (face-engine.ts, through load-face-engine.ts)
// runs as it does in the browser, over a fake of the worker that answers as each test says.
let answer: (request: FaceRequest) => FakeAnswer = () => 'hold';
const started: FakeFaceWorker[] = [];
beforeAll(() => {
  function Worker() {
    const worker = new FakeFaceWorker((request) => answer(request));
    started.push(worker);
    return worker;
  }
  // The page's clock (hadir:face-load, hadir:face-check): jsdom's performance has no marks.
  Object.assign(globalThis, { Worker });
  Object.assign(performance, { mark: () => undefined, measure: () => undefined });
});

const photo = () => new File([new Uint8Array([0xff, 0xd8])], 'selfie.jpg', { type: 'image/jpeg' });
/** A worker whose models load and which finds `faces` in every selfie. */
const finds = (faces: FoundFace[]) => (request: FaceRequest) =>
  request.kind === 'check' ? { value: faces } : { value: null };

describe('useFaceCheck: the selfie checked with what the blink challenge saw before it', () => {
  it.each<[string, FoundFace[], BlinkState, number, FaceOutcome, FaceHint | null]>([
    // case, faces in the selfie, the blink challenge at Capture, retakes so far, what goes with the clock-in, the hint
    ['one face that blinked on the live camera', [FACE], 'seen', 0, 'blinked', null],
    // A photo held to the camera and captured before the models loaded must not pass as live.
    [
      "one face, Capture before the challenge's first frame (the models loading)",
      [FACE],
      'not_asked',
      0,
      'no_blink',
      'blink',
    ],
    ['one face asked to blink that did not', [FACE], 'missed', 0, 'no_blink', 'blink'],
    ['one face never asked, after one retake', [FACE], 'not_asked', 1, 'no_blink', 'blink'],
    // Never held for the face: after two retakes nothing more is asked, and the clock-in says so.
    ['one face never asked, after two retakes', [FACE], 'not_asked', 2, 'no_blink', null],
    ['one face asked, no blink, after two retakes', [FACE], 'missed', 2, 'no_blink', null],
    // Nothing the person did: the engine failed on the live video, so nothing is asked or flagged.
    ['one face, the challenge could not run', [FACE], 'unavailable', 0, 'one_face', null],
    ['no face, Capture before the first frame', [], 'not_asked', 0, 'no_face', 'none'],
  ])('%s → %s, hint %s', async (_case, faces, blink, retakes, outcome, hint) => {
    answer = finds(faces);
    const selfie = photo();
    const { result } = renderHook(() => useFaceCheck(true, true, selfie, blink, retakes));
    await waitFor(() => expect(result.current.outcome).not.toBeNull());
    expect(result.current.outcome).toBe(outcome);
    expect(result.current.hint).toBe(hint);
    expect(await result.current.settle()).toBe(outcome);
  });

  it('a worker that dies while it checks the selfie: that selfie goes "not_run", nothing asked; the retake is checked by a fresh worker', async () => {
    let crashes = 1;
    answer = (request) => (request.kind === 'check' && crashes-- > 0 ? 'crash' : finds([FACE])(request));
    const { result, rerender } = renderHook(
      ({ selfie, blink, retakes }: { selfie: File; blink: BlinkState; retakes: number }) =>
        useFaceCheck(true, true, selfie, blink, retakes),
      { initialProps: { selfie: photo(), blink: 'missed', retakes: 0 } },
    );
    await waitFor(() => expect(result.current.outcome).toBe('not_run'));
    expect(result.current.hint).toBeNull();
    expect(await result.current.settle()).toBe('not_run');
    const before = started.length;

    rerender({ selfie: photo(), blink: 'seen', retakes: 1 });
    await waitFor(() => expect(result.current.outcome).toBe('blinked'));
    expect(result.current.hint).toBeNull();
    expect(started).toHaveLength(before + 1);
    expect(started.at(-1)!.asked).toEqual(['load', 'check']);
  });
});
