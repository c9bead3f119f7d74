import { describe, expect, it } from '@jest/globals';
import { faceSignal } from '../attendance/risk.js';
import {
  averageDescriptor,
  DEFAULT_FACE_THRESHOLDS,
  faceNeedsReview,
  faceOutcome,
  LOOK_MARGIN,
  personSimilarity,
  similarity,
} from './compare.js';

// Issue 49: two thresholds split a score into match, uncertain and no match; everything but a match
// is flagged ("Face did not match"), nothing is refused.
describe('faceOutcome', () => {
  const rules = { match: 0.6, uncertain: 0.45 };
  it.each([
    [0.99, 'match'],
    [0.6, 'match'],
    [0.5999, 'uncertain'],
    [0.45, 'uncertain'],
    [0.4499, 'no_match'],
    [-0.2, 'no_match'],
    [null, 'no_face'],
  ] as const)('%s is %s', (score, outcome) => {
    expect(faceOutcome(score, rules)).toBe(outcome);
  });

  it("follows the company's own thresholds", () => {
    expect(faceOutcome(0.55, { match: 0.5, uncertain: 0.3 })).toBe('match');
    expect(faceOutcome(0.55, { match: 0.7, uncertain: 0.6 })).toBe('no_match');
  });

  it('sends all but a match to review; a selfie that could not be read says nothing of the face', () => {
    expect(['match', 'uncertain', 'no_match', 'no_face', 'unreadable'].map((o) => faceNeedsReview(o as never))).toEqual(
      [false, true, true, true, false],
    );
  });

  it('has defaults with the uncertain band below the match threshold', () => {
    expect(DEFAULT_FACE_THRESHOLDS.uncertain).toBeLessThan(DEFAULT_FACE_THRESHOLDS.match);
  });
});

describe('similarity and the template', () => {
  it('is 1 for the same direction, 0 for orthogonal, -1 for opposite, whatever the length', () => {
    expect(similarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(similarity([1, 0], [0, 5])).toBeCloseTo(0, 10);
    expect(similarity([1, 1], [-3, -3])).toBeCloseTo(-1, 10);
  });

  it('refuses descriptors of different lengths', () => {
    expect(() => similarity([1, 2], [1, 2, 3])).toThrow('descriptors differ in length');
  });

  it('averages unit-length descriptors into a unit-length template between them', () => {
    const template = averageDescriptor([
      [10, 0],
      [0, 1],
    ]);
    expect(template[0]).toBeCloseTo(Math.SQRT1_2, 10);
    expect(template[1]).toBeCloseTo(Math.SQRT1_2, 10);
    expect(similarity(template, [1, 0])).toBeCloseTo(similarity(template, [0, 1]), 10);
  });
});

describe('faceSignal', () => {
  it('adds nothing for a match', () => {
    expect(faceSignal({ score: 0.8, outcome: 'match' })).toBeNull();
  });

  it('says "Face did not match" with the similarity for uncertain and no match, with the weight that sends it to review', () => {
    expect(faceSignal({ score: 0.512, outcome: 'uncertain' })).toEqual({
      id: 'face_mismatch',
      weight: 50,
      words: 'Face did not match (similarity 51 %)',
      values: { percent: 51 },
    });
    expect(faceSignal({ score: 0.1, outcome: 'no_match' })?.id).toBe('face_mismatch');
  });

  it('says no face was found when there was none', () => {
    expect(faceSignal({ score: null, outcome: 'no_face' })).toMatchObject({
      id: 'no_face',
      words: 'No face was found in the selfie',
    });
  });
});

// Issue 49's learned looks: a selfie scores the best of the template and the looks, a look's less LOOK_MARGIN.
describe('personSimilarity', () => {
  const template = [1, 0, 0];
  const look = [0, 1, 0];
  it.each([
    ['the template alone, no look', [0.8, 0.6, 0], [], 0.8],
    ['closer to the template than to the look', [0.8, 0.6, 0], [look], 0.8],
    ['closer to the look: its similarity less the margin', [0.6, 0.8, 0], [look], 0.8 - LOOK_MARGIN],
    ['the look a margin ahead of the template only just wins', [0, 1, 0], [look, [0, 0, 1]], 1 - LOOK_MARGIN],
  ])('%s', (_case, selfie, looks, expected) => {
    expect(personSimilarity(selfie, template, looks)).toBeCloseTo(expected, 10);
  });
});
