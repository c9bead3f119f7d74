/**
 * What the clock screen's face check makes of the faces found in a selfie (issue 49; rules §9 "Face
 * check"). Pure: the models run elsewhere (face-engine.ts). The outcome goes with the clock-in
 * (face_browser) and the api adds a signal for no face, several, a spoof or no blink; nothing here
 * refuses anything.
 */
export type FaceOutcome = 'one_face' | 'blinked' | 'no_blink' | 'no_face' | 'many_faces' | 'spoof' | 'not_run';

/** One face the detector found, in shares of the picture (0–1), and what the models said of it. */
export interface FoundFace {
  /** The face's box: its left and top edges, width and height, over the picture's width and height. */
  box: { left: number; top: number; width: number; height: number };
  /** The antispoof model: how much the face looks like a live one rather than a photo or a screen. */
  real: number | null;
  /** The liveness model: the same question, asked by a second model. */
  live: number | null;
  /** How far the head is turned sideways (yaw) and up or down (pitch), degrees; null without the face mesh. */
  yaw: number | null;
  pitch: number | null;
}

/**
 * The blink challenge on the live camera before Capture (blink.ts): a blink seen, asked and none
 * seen, not asked (the models were not ready before Capture, or no face was in view), or unavailable
 * (the engine failed on the live video: the challenge could not run).
 */
export type BlinkState = 'seen' | 'missed' | 'not_asked' | 'unavailable';

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

/** The faces that count: the person's, not someone far behind them. */
export const countedFaces = (faces: FoundFace[]) => faces.filter((face) => face.box.width >= MIN_FACE_SHARE);

/**
 * One live face, by the blink challenge. A blink never seen is `no_blink` whether the challenge asked
 * and saw none or never got to ask (Capture pressed before its first frame, the models still loading):
 * a photo held to the camera and captured quickly must not pass as live. `one_face` is left for a
 * challenge that could not run at all (the engine failed on the live video), which says nothing
 * either way of the person.
 */
const BLINK_OUTCOME: Record<BlinkState, FaceOutcome> = {
  seen: 'blinked',
  missed: 'no_blink',
  not_asked: 'no_blink',
  unavailable: 'one_face',
};

export function faceOutcome(faces: FoundFace[], blink: BlinkState): FaceOutcome {
  const counted = countedFaces(faces);
  if (counted.length === 0) return 'no_face';
  if (counted.length > 1) return 'many_faces';
  const [face] = counted;
  const notLive = (score: number | null) => score !== null && score < NOT_LIVE_BELOW;
  if (notLive(face.real) || notLive(face.live)) return 'spoof';
  return BLINK_OUTCOME[blink];
}
