/**
 * The face comparison's arithmetic (issue 49), pure: the engine (engine.ts) makes descriptors, this
 * averages them into a template and says what one selfie's score comes to under a company's two
 * thresholds. Nothing here refuses anything: every outcome but `match` flags the record for review.
 */

/** A company's face rules: cosine similarity at or above `match` matches; below `uncertain` does not. */
export interface FaceThresholds {
  match: number;
  uncertain: number;
}

/** The defaults the migration gives every company (215-face-check.ts), measured in docs/face-check.md. */
export const DEFAULT_FACE_THRESHOLDS: FaceThresholds = { match: 0.6, uncertain: 0.45 };

/**
 * What a selfie's check came to. `unreadable`: the selfie could not be read at all (its file gone
 * from the store, or a picture the engine cannot decode); stored by the sweep so it is not tried again.
 */
export type FaceOutcome = 'match' | 'uncertain' | 'no_match' | 'no_face' | 'unreadable';

/** Frames an enrolment takes (issue 49: front, slight left, slight right, and up to two more). */
export const ENROL_MIN_FRAMES = 3;
export const ENROL_MAX_FRAMES = 5;

const norm = (v: readonly number[]) => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0));

/** Cosine similarity of two descriptors of the same length, -1..1 (1: the same direction). */
export function similarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0)
    throw new Error(`descriptors differ in length: ${a.length}, ${b.length}`);
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

/**
 * What a learned look's similarity counts for, less than the template's: a look is one picture with
 * its occlusion (dark lenses, a hijab), and other people's pictures with the same occlusion come
 * closer to it than to the template. Measured in docs/face-check.md "Learned looks": without the
 * margin, one dark-glasses look let 7 of 80 impostors in dark glasses through on the crops.
 */
export const LOOK_MARGIN = 0.05;

/**
 * A selfie's score against a person (issue 49): the best of its similarity to the enrolment's
 * template and to each look a reviewer's acceptance taught (face_looks), less LOOK_MARGIN for a look.
 */
export function personSimilarity(
  descriptor: readonly number[],
  template: readonly number[],
  looks: readonly (readonly number[])[],
): number {
  return Math.max(similarity(descriptor, template), ...looks.map((look) => similarity(descriptor, look) - LOOK_MARGIN));
}

/** Looks a person may have learned beside the template (the oldest replaced by a new one). */
export const MAX_LOOKS = 3;

/** The template: the mean of the frames' unit-length descriptors, itself brought to unit length. */
export function averageDescriptor(descriptors: readonly (readonly number[])[]): number[] {
  if (descriptors.length === 0) throw new Error('no descriptor to average');
  const sum = new Array<number>(descriptors[0].length).fill(0);
  for (const descriptor of descriptors) {
    const length = norm(descriptor) || 1;
    descriptor.forEach((x, i) => (sum[i] += x / length));
  }
  const length = norm(sum) || 1;
  return sum.map((x) => x / length);
}

/** What a score comes to: null (no face found) is `no_face`; the thresholds split the rest. */
export function faceOutcome(score: number | null, thresholds: FaceThresholds): FaceOutcome {
  if (score === null) return 'no_face';
  if (score >= thresholds.match) return 'match';
  if (score >= thresholds.uncertain) return 'uncertain';
  return 'no_match';
}

/**
 * Whether a selfie a reviewer accepted teaches a look (issue 49), scored again against the template
 * and the looks at the time: only an uncertain score. A match is already recognised (a second look
 * of it would only push out an older one); below the uncertain threshold the picture is too far from
 * this template to be made part of it, whatever the reviewer saw.
 */
export const teachesLook = (score: number | null, thresholds: FaceThresholds) =>
  faceOutcome(score, thresholds) === 'uncertain';

/**
 * Whether an outcome sends the record to the review queue: everything but a match, and a selfie that
 * could not be read (a stored file gone: it says nothing about the face, and is not the person's doing).
 */
export const faceNeedsReview = (outcome: FaceOutcome) => outcome !== 'match' && outcome !== 'unreadable';
