import { describe, expect, it } from '@jest/globals';
import { faceOutcome, type BlinkState, type FaceOutcome, type FoundFace } from './face-outcome';

/** A face `width` wide (a share of the selfie) in the middle, looking straight, with the models' scores. */
const face = (width: number, real: number | null = 0.8, live: number | null = 0.9): FoundFace => ({
  box: { left: (1 - width) / 2, top: 0.2, width, height: width * 1.6 },
  real,
  live,
  yaw: 0,
  pitch: 0,
});

describe('faceOutcome: the faces the phone found and the blink challenge → what goes with the clock-in', () => {
  it.each<[string, FoundFace[], BlinkState, FaceOutcome]>([
    // case, faces found, the blink challenge before Capture, outcome
    ['one face that blinked on the live camera', [face(0.33)], 'seen', 'blinked'],
    ['one face asked to blink that did not (a photo held still)', [face(0.33)], 'missed', 'no_blink'],
    // A photo held to the camera and captured before the models loaded must not pass as live.
    [
      "one face, Capture before the blink challenge's first frame (models loading)",
      [face(0.33)],
      'not_asked',
      'no_blink',
    ],
    // Only where the challenge could not run at all (the engine failed on the live video).
    ['one face, the blink challenge could not run', [face(0.33)], 'unavailable', 'one_face'],
    ['no face at all (a covered lens, the default fake camera)', [], 'not_asked', 'no_face'],
    ['no face in the selfie though a blink was seen before', [], 'seen', 'no_face'],
    ['only a face far behind, 5 % of the width', [face(0.05)], 'not_asked', 'no_face'],
    ['two faces side by side', [face(0.3), face(0.25)], 'seen', 'many_faces'],
    ['the person and a colleague far behind', [face(0.32), face(0.04)], 'seen', 'blinked'],
    ['the antispoof model sure it is a photo (0.1)', [face(0.3, 0.1)], 'missed', 'spoof'],
    // A screen replaying a video blinks: the spoof models still speak first.
    ['the liveness model sure it is a screen (0.05), blinking', [face(0.3, 0.7, 0.05)], 'seen', 'spoof'],
    // The package's genuine sample photos scored 0.37–0.86 on antispoof: not a spoof.
    ['a genuine face the antispoof model doubts (0.37)', [face(0.3, 0.37, 0.99)], 'seen', 'blinked'],
    ['a model that gave no score, blinked', [face(0.3, null, null)], 'seen', 'blinked'],
    ['a model that gave no score, the challenge could not run', [face(0.3, null, null)], 'unavailable', 'one_face'],
  ])('%s → %s', (_case, faces, blink, outcome) => {
    expect(faceOutcome(faces, blink)).toBe(outcome);
  });
});
