import { countedFaces, type BlinkState, type FoundFace } from './face-outcome';

/**
 * What the clock screen tells the person to change about a selfie (issue 49): the face check's words
 * under the photo, beside Retake. Pure, over what the detector found. A hint asks; it never holds
 * Submit, and after MAX_ASKS retakes nothing more is asked (the clock-in goes, flagged if it must be).
 *
 * Each hint serves the server's comparison with the template, which scores lower for a small, cut-off
 * or turned face (docs/face-check.md), or the blink challenge (a selfie whose blink was never seen is
 * retaken with the challenge on the live view); a spoof is never told (no coaching).
 */
export type FaceHint = 'none' | 'many' | 'edge' | 'closer' | 'look' | 'blink';

/** Retakes after which the screen asks nothing more: the person is never held for their face. */
export const MAX_ASKS = 2;

/**
 * A face narrower than this share of the selfie is asked to come closer: under 100 px of a 500 px
 * selfie, the descriptor is made from an upscaled, blurred face (docs/face-check.md: the same man's
 * crop scored 0.65 upscaled against 0.77 at its own size).
 */
export const CLOSER_BELOW = 0.2;

/** A box this close to an edge (a share of the picture) is a face the frame cuts off. */
export const EDGE_MARGIN = 0.01;

/**
 * A face box this tall (a share of the picture's height) is a face held close, whose forehead and chin
 * the 5:3 selfie cuts: the server's comparison reads such faces well (the test videos' frames, 0.98),
 * so only one cut off at the side, or above or below while smaller, is asked to move.
 */
export const FILLS_HEIGHT = 0.9;

/**
 * A head turned further than this (degrees, sideways or up and down) is asked to look at the camera:
 * the template is made from a face looking straight with slight turns (the enrolment's three guides).
 */
export const TURNED_BEYOND = 25;

export function faceHint(faces: FoundFace[], blink: BlinkState, retakes: number): FaceHint | null {
  if (retakes >= MAX_ASKS) return null;
  const counted = countedFaces(faces);
  if (counted.length === 0) return 'none';
  if (counted.length > 1) return 'many';
  const [{ box, yaw, pitch }] = counted;
  const sideways = box.left <= EDGE_MARGIN || box.left + box.width >= 1 - EDGE_MARGIN;
  const upOrDown = box.height < FILLS_HEIGHT && (box.top <= EDGE_MARGIN || box.top + box.height >= 1 - EDGE_MARGIN);
  if (sideways || upOrDown) return 'edge';
  if (box.width < CLOSER_BELOW) return 'closer';
  const turned = (angle: number | null) => angle !== null && Math.abs(angle) > TURNED_BEYOND;
  if (turned(yaw) || turned(pitch)) return 'look';
  // Never seen, asked or not (a Capture before the challenge's first frame): the retake's live view
  // runs the challenge, the models loaded by then. A challenge that could not run asks nothing.
  return blink === 'missed' || blink === 'not_asked' ? 'blink' : null;
}
