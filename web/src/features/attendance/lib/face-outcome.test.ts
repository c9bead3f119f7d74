import { describe, expect, it } from '@jest/globals';
import { asksRetake, faceOutcome, type FaceOutcome, type FoundFace } from './face-outcome';

const face = (widthShare: number, real: number | null = 0.8, live: number | null = 0.9): FoundFace => ({
  widthShare,
  real,
  live,
});

describe('faceOutcome: the faces the phone found → what goes with the clock-in', () => {
  it.each<[string, FoundFace[], FaceOutcome, boolean]>([
    // case, faces found, outcome, the person is asked to retake
    ['one face filling a third of the selfie', [face(0.33)], 'one_face', false],
    ['no face at all (a covered lens, the default fake camera)', [], 'no_face', true],
    ['only a face far behind, 5 % of the width', [face(0.05)], 'no_face', true],
    ['two faces side by side', [face(0.3), face(0.25)], 'many_faces', true],
    ['the person and a colleague far behind', [face(0.32), face(0.04)], 'one_face', false],
    ['the antispoof model sure it is a photo (0.1)', [face(0.3, 0.1)], 'spoof', false],
    ['the liveness model sure it is a screen (0.05)', [face(0.3, 0.7, 0.05)], 'spoof', false],
    // The package's genuine sample photos scored 0.37–0.86 on antispoof: not a spoof.
    ['a genuine face the antispoof model doubts (0.37)', [face(0.3, 0.37, 0.99)], 'one_face', false],
    ['a model that gave no score', [face(0.3, null, null)], 'one_face', false],
  ])('%s → %s', (_case, faces, outcome, retake) => {
    expect(faceOutcome(faces)).toBe(outcome);
    expect(asksRetake(faceOutcome(faces))).toBe(retake);
  });
});
