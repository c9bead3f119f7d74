import { describe, expect, it } from '@jest/globals';
import { faceHint, type FaceHint } from './face-hints';
import type { BlinkState, FoundFace } from './face-outcome';

/** A face whose box is `left`, `top`, `width`, `height` (shares of the selfie), turned `yaw` and `pitch` degrees. */
const face = (left: number, top: number, width: number, height: number, yaw = 0, pitch = 0): FoundFace => ({
  box: { left, top, width, height },
  real: 0.8,
  live: 0.9,
  yaw,
  pitch,
});
const straight = face(0.35, 0.15, 0.3, 0.6);

describe('faceHint: what the clock screen asks the person to change about the selfie', () => {
  it.each<[string, FoundFace[], BlinkState, number, FaceHint | null]>([
    // case, faces, blink challenge, retakes so far, hint
    ['one face in the middle, a third of the width, blinked', [straight], 'seen', 0, null],
    // Capture before the challenge's first frame (the models still loading): the retake's live view runs it.
    ["one face, Capture before the blink challenge's first frame", [straight], 'not_asked', 0, 'blink'],
    // The engine failed on the live video: a retake would not run it either; nothing the person can change.
    ['one face, the blink challenge could not run', [straight], 'unavailable', 0, null],
    ['no face', [], 'not_asked', 0, 'none'],
    ['two faces', [straight, face(0.7, 0.2, 0.25, 0.5)], 'seen', 0, 'many'],
    ['a face far behind the person does not count', [straight, face(0.02, 0.1, 0.05, 0.1)], 'seen', 0, null],
    ['cut off at the left edge', [face(0, 0.15, 0.3, 0.6)], 'seen', 0, 'edge'],
    ['cut off at the right edge', [face(0.75, 0.15, 0.25, 0.6)], 'seen', 0, 'edge'],
    ['the chin below the bottom edge', [face(0.35, 0.4, 0.3, 0.6)], 'seen', 0, 'edge'],
    ['the forehead above the top edge', [face(0.35, 0, 0.3, 0.6)], 'seen', 0, 'edge'],
    // Held close, forehead and chin beyond the 5:3 selfie: the server reads such a face well.
    ['a close face filling the height', [face(0.05, 0, 0.9, 1)], 'seen', 0, null],
    // Under 100 px of a 500 px selfie: the server's descriptor is made from a blurred, upscaled face.
    ['a face 15 % of the width: too far', [face(0.42, 0.3, 0.15, 0.3)], 'seen', 0, 'closer'],
    ['a face just 20 % of the width: near enough', [face(0.4, 0.3, 0.2, 0.4)], 'seen', 0, null],
    ['turned 35° to the side', [face(0.35, 0.15, 0.3, 0.6, 35)], 'seen', 0, 'look'],
    ['turned 30° the other way', [face(0.35, 0.15, 0.3, 0.6, -30)], 'seen', 0, 'look'],
    ['looking down 30° at the phone', [face(0.35, 0.15, 0.3, 0.6, 0, 30)], 'seen', 0, 'look'],
    // The enrolment's guides ask for slight turns: those are faces looking at the camera.
    ['turned slightly, 15°', [face(0.35, 0.15, 0.3, 0.6, 15, -10)], 'seen', 0, null],
    ['no turn known (no mesh)', [{ ...straight, yaw: null, pitch: null }], 'seen', 0, null],
    ['asked to blink and no blink seen', [straight], 'missed', 0, 'blink'],
    // One thing at a time, what matters most first.
    ['too far and not blinking: closer first', [face(0.42, 0.3, 0.15, 0.3)], 'missed', 0, 'closer'],
    ['after one retake, still asked', [straight], 'missed', 1, 'blink'],
    // Never held for the face: after two retakes nothing more is asked; the clock-in goes (flagged if it must).
    ['after two retakes, no face: nothing more asked', [], 'not_asked', 2, null],
    ['after two retakes, no blink: nothing more asked', [straight], 'missed', 2, null],
    ['after two retakes, never asked to blink: nothing more asked', [straight], 'not_asked', 2, null],
  ])('%s → %s', (_case, faces, blink, retakes, hint) => {
    expect(faceHint(faces, blink, retakes)).toBe(hint);
  });
});
