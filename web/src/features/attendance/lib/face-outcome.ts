/**
 * What the clock screen's face check makes of the faces found in a selfie (issue 49; rules §9 "Face
 * check"). Pure: the models run elsewhere (face-engine.ts). The outcome goes with the clock-in
 * (face_browser) and the api adds a signal for all but one face; nothing here refuses anything.
 */
export type FaceOutcome = 'one_face' | 'no_face' | 'many_faces' | 'spoof' | 'not_run';

/** One face the detector found: its box width over the picture's, and the two models' scores (0–1, 1 live). */
export interface FoundFace {
  widthShare: number;
  /** The antispoof model: how much the face looks like a live one rather than a photo or a screen. */
  real: number | null;
  /** The liveness model: the same question, asked by a second model. */
  live: number | null;
}

/**
 * A face narrower than this share of the picture is someone far behind the person (a 500 px wide
 * selfie's own face is 120–300 px wide): not counted, so a colleague in the background is no "two faces".
 */
export const MIN_FACE_SHARE = 0.08;

/**
 * Below this, a model says "not live". Set low on purpose: on the package's own sample photos (real
 * faces, docs/face-check.md) the antispoof model scored genuine faces 0.37–0.86, so a 0.5 cut would
 * send genuine people to review; a spoof flag needs a model to be sure.
 */
export const NOT_LIVE_BELOW = 0.2;

export function faceOutcome(faces: FoundFace[]): FaceOutcome {
  const counted = faces.filter((face) => face.widthShare >= MIN_FACE_SHARE);
  if (counted.length === 0) return 'no_face';
  if (counted.length > 1) return 'many_faces';
  const [face] = counted;
  const notLive = (score: number | null) => score !== null && score < NOT_LIVE_BELOW;
  return notLive(face.real) || notLive(face.live) ? 'spoof' : 'one_face';
}

/** Whether the person is asked to take the selfie again (no face, or more than one): never a block. */
export const asksRetake = (outcome: FaceOutcome | null): outcome is 'no_face' | 'many_faces' =>
  outcome === 'no_face' || outcome === 'many_faces';
