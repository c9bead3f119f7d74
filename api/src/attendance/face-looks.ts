import type { AppContext } from '../context.js';
import { learnLook } from '../face/index.js';
import * as queries from './queries.js';
import type { SignalId } from './risk.js';

/**
 * Learned looks (issue 49; rules §9 "Face check"). A reviewer who accepts a clocking whose selfie
 * scored "uncertain" (between the company's two thresholds) says it is the person: dark glasses, a
 * hijab worn another way, a mask. Its selfie's descriptor then becomes one more look of the person's
 * template (face/service.ts learnLook), so tomorrow's same look matches instead of going to review.
 */

/** Signals about the face besides the server's comparison: each speaks of who (or what) was in front of the camera. */
const OTHER_FACE_SIGNALS: ReadonlySet<SignalId> = new Set([
  'no_face',
  'browser_no_face',
  'browser_many_faces',
  'browser_spoof',
  'browser_no_blink',
]);

/**
 * Whether an accepted record's selfie may teach a look: its face outcome is `uncertain` (never
 * `no_match`, `no_face` or `unreadable`), `face_mismatch` is the record's only face signal, and its
 * other signals together stay below the company's threshold, i.e. the face alone sent it to review.
 * A record that other signals would have flagged anyway (a new phone, a clock-in sent late) may have
 * been accepted for them, the reviewer looking at the phone or the time rather than the face: it
 * teaches nothing. Pure, tested as a table (face-looks.test.ts).
 */
export function teachesFaceLook(
  record: { face_outcome: string | null; risk_signals: readonly { id: string; weight: number }[] },
  riskThreshold: number,
): boolean {
  if (record.face_outcome !== 'uncertain') return false;
  if (!record.risk_signals.some((signal) => signal.id === 'face_mismatch')) return false;
  const others = record.risk_signals.filter((signal) => signal.id !== 'face_mismatch');
  if (others.some((signal) => OTHER_FACE_SIGNALS.has(signal.id as SignalId))) return false;
  return others.reduce((sum, signal) => sum + signal.weight, 0) < riskThreshold;
}

/**
 * After a reviewer accepts ONE clock-in on its own (review.ts decideReview), in the background: if it
 * teaches a look (teachesFaceLook), its stored selfie is described again in the face thread (~160 ms
 * of CPU, never in the reviewer's request) and, if the face domain agrees (learnLook: the same
 * template, consent to the notice that says so, still uncertain), kept as a look. A bulk accept
 * teaches nothing (rules §9): a look says "this face is this person", which a reviewer says of one
 * record they looked at, not of a selection of 200 accepted with one reason ("the GPS was down this
 * morning"); and 200 selfies described again would keep the face thread busy for a minute or more
 * beside the clock-ins' own checks, and a shutdown waiting for it. A process that stops first loses
 * the look, not the decision: the next such clock-in goes to review once more and teaches it then.
 */
export function learnFromAccepted(ctx: AppContext, id: number): void {
  ctx.background.run('face look', async () => {
    const row = await queries.acceptedUncertainFace(ctx.db, id);
    if (!row || !teachesFaceLook(row, row.risk_threshold)) return;
    const selfie = await ctx.storage.get('attendance', row.photo);
    if (!selfie) return;
    await learnLook(ctx, {
      person: { id: row.user_id, comp_kd: row.comp_kd },
      attendanceId: row.id,
      selfie,
      arrivedAt: row.arrived_at,
    });
  });
}
