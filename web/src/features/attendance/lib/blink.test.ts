import { describe, expect, it } from '@jest/globals';
import {
  BLINK_WINDOW_MS,
  NEW_WATCH,
  blinkState,
  blinkWindowOpen,
  blinked,
  eyeOpenness,
  watchBlink,
  watchFailed,
  type BlinkWatch,
} from './blink';
import type { BlinkState } from './face-outcome';

/** A 468-point mesh whose eyes are 30 px wide and whose lids are `gap` px apart (each eye its own gap). */
function mesh(leftGap: number, rightGap = leftGap) {
  const points: [number, number, number][] = Array.from({ length: 468 }, () => [0, 0, 0]);
  const eye = (upper: number, lower: number, inner: number, outer: number, x: number, gap: number) => {
    points[inner] = [x + 30, 100, 0];
    points[outer] = [x, 100, 0];
    points[upper] = [x + 15, 100 - gap / 2, 0];
    points[lower] = [x + 15, 100 + gap / 2, 0];
  };
  eye(159, 145, 133, 33, 100, rightGap);
  eye(386, 374, 362, 263, 160, leftGap);
  return points;
}

describe('eyeOpenness: the lids apart over the eye wide, both eyes', () => {
  it.each<[string, [number, number, number][], number | null]>([
    ['both eyes open, lids 9 px apart on a 30 px eye', mesh(9), 0.3],
    ['both eyes closed, lids 1.5 px apart', mesh(1.5), 0.05],
    ['a wink: one open, one closed', mesh(9, 1.5), 0.175],
    // BlazeFace alone gives 6 points, not a mesh: nothing to measure.
    ['no mesh (the detector only)', mesh(9).slice(0, 6), null],
  ])('%s → %s', (_case, points, openness) => {
    const measured = eyeOpenness(points);
    if (openness === null) expect(measured).toBeNull();
    else expect(measured).toBeCloseTo(openness, 5);
  });
});

describe('blinked: a frame with the eyes open less than 65 % of the usual', () => {
  it.each<[string, number[], boolean]>([
    ['open, open, closed', [0.3, 0.31, 0.05], true],
    ['open, closed, open (a blink caught mid-way)', [0.3, 0.15, 0.29], true],
    // A photo held to the camera: the same picture, a few percent of noise between frames.
    ['a still photo: the same opening each frame', [0.28, 0.28, 0.28, 0.28, 0.28], false],
    ['a live face whose opening wavers by 15 %', [0.3, 0.26, 0.33, 0.28, 0.3], false],
    ['narrowed to 70 % of the usual is not a blink', [0.3, 0.3, 0.21, 0.3], false],
    // The test video's painted blink of man-1 (docs/face-check.md): 0.223 against 0.382 open.
    ['a blink the mesh reads as half shut (58 %)', [0.382, 0.382, 0.382, 0.223], true],
    ['too few frames to know the usual opening', [0.3, 0.05], false],
    ['eyes closed at first, then opened', [0.04, 0.3, 0.31, 0.3], true],
  ])('%s → %s', (_case, openness, seen) => {
    expect(blinked(openness)).toBe(seen);
  });
});

describe('the watch: frames in, what goes with the selfie out', () => {
  const run = (frames: [number, number | null | 'failed'][]) =>
    frames.reduce<BlinkWatch>(
      (watch, [at, openness]) => (openness === 'failed' ? watchFailed(watch) : watchBlink(watch, { at, openness })),
      NEW_WATCH,
    );

  it.each<[string, [number, number | null][], BlinkState, number]>([
    // case, frames (ms, openness; null: not one face), at Capture, "Blink once" showing until (ms; -1 never)
    ['Capture before the first frame (the models still loading)', [], 'not_asked', -1],
    [
      'frames without a face (out of the picture)',
      [
        [0, null],
        [200, null],
      ],
      'not_asked',
      -1,
    ],
    [
      'a face that blinks at 0.6 s',
      [
        [0, 0.3],
        [200, 0.3],
        [400, 0.31],
        [600, 0.04],
      ],
      'seen',
      600,
    ],
    [
      'a face that does not blink',
      [
        [0, 0.3],
        [200, 0.3],
        [400, 0.3],
        [600, 0.3],
      ],
      'missed',
      BLINK_WINDOW_MS,
    ],
    [
      'the face comes into view at 1 s: the window starts then',
      [
        [0, null],
        [1000, 0.3],
        [1200, 0.3],
      ],
      'missed',
      1000 + BLINK_WINDOW_MS,
    ],
  ])('%s → %s', (_case, frames, state, openUntil) => {
    const watch = run(frames);
    expect(blinkState(watch)).toBe(state);
    if (openUntil === -1) expect(watch.startedAt).toBeNull();
    else {
      expect(blinkWindowOpen(watch, openUntil - 1)).toBe(state !== 'seen');
      expect(blinkWindowOpen(watch, openUntil)).toBe(false);
    }
  });

  it.each<[string, [number, number | null | 'failed'][], BlinkState, number | null]>([
    // case, frames (ms, openness; 'failed': the engine failed on that frame), at Capture, the watch began at
    // The engine failed on the live video (a frame it could not read, a worker that died): the
    // challenge stops, through no doing of the person.
    ['the engine fails on the first frame', [[0, 'failed']], 'unavailable', null],
    [
      'the engine fails after the face came into view',
      [
        [0, 0.3],
        [200, 'failed'],
      ],
      'unavailable',
      0,
    ],
    [
      'a blink seen, then a failure: still seen',
      [
        [0, 0.3],
        [200, 0.3],
        [400, 0.04],
        [600, 'failed'],
      ],
      'seen',
      0,
    ],
  ])("the watch stops at the engine's failure: %s → %s", (_case, frames, state, startedAt) => {
    const watch = run(frames);
    expect(blinkState(watch)).toBe(state);
    expect(watch.startedAt).toBe(startedAt);
    // Nothing more is watched and "Blink once" no longer shows.
    expect(blinkWindowOpen(watch, 1000)).toBe(false);
  });

  it('keeps a blink once seen: later frames change nothing', () => {
    const seen = run([
      [0, 0.3],
      [200, 0.3],
      [400, 0.04],
    ]);
    expect(watchBlink(seen, { at: 600, openness: 0.3 })).toBe(seen);
  });
});
