import type { AppContext } from '../context.js';
import { badRequest, forbidden } from '../errors.js';
import type { MultipartFile } from '../http/multipart.js';
import { cleanUploadedImage } from '../lib/image.js';
import { jakartaDate } from '../lib/jakarta.js';
import type { UserRow } from '../users/presenter.js';
import {
  averageDescriptor,
  ENROL_MAX_FRAMES,
  ENROL_MIN_FRAMES,
  faceOutcome,
  MAX_LOOKS,
  personSimilarity,
  teachesLook,
  type FaceOutcome,
} from './compare.js';
import { createThreadedFaceEngine, type FaceEngine } from './engine.js';
import { FACE_MESSAGES as M, FACE_NOTICE_VERSION, LOOKS_NOTICE_SINCE } from './messages.js';
import * as queries from './queries.js';

/**
 * One engine per process, in its own worker thread (thread.ts), so describing a picture never holds
 * the api's event loop: its models load on the first check or enrolment, never at start.
 */
let shared: FaceEngine | null = null;
export const faceEngine = () => (shared ??= createThreadedFaceEngine());

/**
 * Whether a consent in force is to an earlier notice than the one the app shows now: the person is
 * asked to read the new one, and until they agree their data is used only as the notice they agreed
 * to says (no looks learned from a notice before LOOKS_NOTICE_SINCE: learnLook).
 */
export const onEarlierNotice = (consent: { notice_version: string } | null | undefined) =>
  consent != null && consent.notice_version < FACE_NOTICE_VERSION;

/** What a person's face check stands at: the company's switch, their consent and their template. */
export async function faceStatus(ctx: AppContext, user: UserRow) {
  const [rules, consent, template] = await Promise.all([
    queries.faceRules(ctx.db, user.comp_kd),
    queries.openConsent(ctx.db, user.id),
    queries.findTemplate(ctx.db, user.id),
  ]);
  return {
    enabled: rules?.face_check ?? false,
    notice_version: FACE_NOTICE_VERSION,
    consent: consent ? { notice_version: consent.notice_version, given_at: consent.given_at } : null,
    notice_changed: onEarlierNotice(consent),
    enrolled_at: template?.enrolled_at ?? null,
    reenrol_required: template?.reenrol_required ?? false,
  };
}

/**
 * The clock screen's face check for a person of a company that checks faces: whether they have a
 * template (their selfie is checked only then) and whether their consent is to an earlier notice
 * (the screen asks them to read the new one).
 */
export async function clockFaceCheck(ctx: AppContext, user: UserRow) {
  const row = await queries.clockFace(ctx.db, user.id);
  return {
    enrolled: row?.enrolled ?? false,
    notice_changed: onEarlierNotice(row?.notice_version ? { notice_version: row.notice_version } : null),
  };
}

async function assertFeatureOn(ctx: AppContext, user: UserRow) {
  const rules = await queries.faceRules(ctx.db, user.comp_kd);
  if (!rules?.face_check) throw badRequest(M.featureOff, 'face_check_off');
  return rules;
}

/**
 * POST /face/consent: records the person's explicit consent to the notice they read (its version).
 * A person whose consent is to an earlier notice agrees to the new one the same way: the earlier
 * consent is closed and the new one recorded (queries.insertConsent); nothing the new notice adds is
 * done with their data before this.
 */
export async function giveConsent(ctx: AppContext, user: UserRow, noticeVersion: string) {
  await assertFeatureOn(ctx, user);
  if (noticeVersion !== FACE_NOTICE_VERSION) throw badRequest(M.consentRequired, 'face_consent_required');
  const at = ctx.clock.now();
  await ctx.db.transaction((tx) => queries.insertConsent(tx, user.id, noticeVersion, at));
  return faceStatus(ctx, user);
}

/** Deletes a template and the frames it kept (files first gone from the row, then from the store). */
async function removeFrames(ctx: Pick<AppContext, 'storage'>, files: string[]) {
  await Promise.all(files.map((name) => ctx.storage.remove('face', name)));
}

/** DELETE /face/consent: withdraws consent; the template (its learned looks, any kept frames) is deleted at once. */
export async function withdrawConsent(ctx: AppContext, user: UserRow) {
  const files = await ctx.db.transaction(async (tx) => {
    await queries.withdrawConsent(tx, user.id, ctx.clock.now());
    return queries.deleteTemplate(tx, user.id);
  });
  await removeFrames(ctx, files);
  return faceStatus(ctx, user);
}

/**
 * POST /face/enrolment: 3 to 5 frames (front, slight left, slight right…) become the person's
 * template, the average of their descriptors, computed here. Refused without consent in force,
 * with a frame that is not a picture, or in which no face or more than one face is found (the
 * message names the frame). The frames are stored only when the company keeps them.
 */
export async function enrol(ctx: AppContext, user: UserRow, frames: MultipartFile[]) {
  const rules = await assertFeatureOn(ctx, user);
  if (!(await queries.openConsent(ctx.db, user.id))) throw forbidden(M.consentRequired, 'face_consent_required');
  if (frames.length < ENROL_MIN_FRAMES || frames.length > ENROL_MAX_FRAMES)
    throw badRequest(M.framesCount(ENROL_MIN_FRAMES, ENROL_MAX_FRAMES), 'face_frames_count');
  const images = await Promise.all(
    frames.map((frame) =>
      cleanUploadedImage(
        frame.bytes,
        { unsupported: M.frameNotImage, unsupportedError: 'invalid_photo' },
        { maxWidth: 4000, maxPixels: 4000 * 4000 },
      ),
    ),
  );
  const engine = faceEngine();
  const descriptors: number[][] = [];
  for (const [index, image] of images.entries()) {
    const reading = await engine.read(image.bytes);
    if (reading.faces > 1) throw badRequest(M.manyFaces(index + 1), 'face_many', { frame: index + 1 });
    if (!reading.descriptor) throw badRequest(M.noFace(index + 1), 'face_not_found', { frame: index + 1 });
    descriptors.push(reading.descriptor);
  }
  const frameFiles = rules.face_keep_frames
    ? await Promise.all(images.map((image) => ctx.storage.put('face', image.bytes, image.type)))
    : [];
  const replaced = await ctx.db.transaction((tx) =>
    queries.saveTemplate(tx, user.id, {
      descriptor: averageDescriptor(descriptors),
      model: engine.model,
      frames: images.length,
      frameFiles,
      at: ctx.clock.now(),
    }),
  );
  await removeFrames(ctx, replaced);
  return faceStatus(ctx, user);
}

/** What the face check made of one clock-in's selfie. */
export interface FaceVerdict {
  score: number | null;
  model: string;
  outcome: FaceOutcome;
}

const thresholdsOf = (rules: queries.FaceRulesRow) => ({
  match: rules.face_match_threshold,
  uncertain: rules.face_uncertain_threshold,
});

/** The person's template and the looks it learned, for a comparison; null without a template. */
async function referencesOf(ctx: AppContext, userId: number) {
  const template = await queries.findTemplate(ctx.db, userId);
  if (!template) return null;
  const looks = await queries.findLooks(ctx.db, userId, template.model);
  return { template, looks };
}

/**
 * The face check of a stored clock-in's selfie (issue 49): null when the company has it off or the
 * person has no template (nothing changes for them); else the score (the best similarity over the
 * template and its learned looks, a look's less LOOK_MARGIN), the model, and what the company's thresholds make of it. Never
 * refuses: the caller flags. A selfie that could not be read (null) is `unreadable`, without a look
 * at the engine.
 */
export async function checkSelfie(
  ctx: AppContext,
  person: { id: number; comp_kd: string | null },
  selfie: Buffer | null,
): Promise<FaceVerdict | null> {
  const [rules, references] = await Promise.all([
    queries.faceRules(ctx.db, person.comp_kd),
    referencesOf(ctx, person.id),
  ]);
  if (!rules?.face_check || !references) return null;
  const engine = faceEngine();
  if (!selfie) return { score: null, model: engine.model, outcome: 'unreadable' };
  const reading = await engine.read(selfie);
  const score = reading.descriptor
    ? personSimilarity(reading.descriptor, references.template.descriptor, references.looks)
    : null;
  return { score, model: engine.model, outcome: faceOutcome(score, thresholdsOf(rules)) };
}

/** The accepted clock-in a look may be learned from: whose, which record, its selfie, when it arrived. */
export interface AcceptedSelfie {
  person: { id: number; comp_kd: string | null };
  attendanceId: number;
  selfie: Buffer;
  /** When the record reached the api (an offline clock-in's arrival, else its time): the template it was checked against is the one enrolled before. */
  arrivedAt: Date;
}

/**
 * Learns a look from a clock-in a reviewer accepted with an uncertain face (issue 49; the attendance
 * domain decides which records qualify: review.ts). The selfie is described again (in the face
 * thread, ~160 ms: call it after the reply) and kept as a look, descriptor only, when: the company
 * still checks faces; the person's consent in force is to a notice that says accepted selfies refine
 * the template (LOOKS_NOTICE_SINCE); the template is still the one the record was checked against
 * (enrolled before it arrived); and the selfie still scores uncertain against the template and its
 * looks (teachesLook). At most MAX_LOOKS, the oldest replaced. True when a look was added.
 */
export async function learnLook(ctx: AppContext, accepted: AcceptedSelfie): Promise<boolean> {
  const { person } = accepted;
  const [rules, consent, references] = await Promise.all([
    queries.faceRules(ctx.db, person.comp_kd),
    queries.openConsent(ctx.db, person.id),
    referencesOf(ctx, person.id),
  ]);
  if (!rules?.face_check || !consent || consent.notice_version < LOOKS_NOTICE_SINCE || !references) return false;
  if (references.template.enrolled_at > accepted.arrivedAt) return false;
  const engine = faceEngine();
  if (engine.model !== references.template.model) return false;
  const reading = await engine.read(accepted.selfie);
  if (!reading.descriptor || reading.faces !== 1) return false;
  const score = personSimilarity(reading.descriptor, references.template.descriptor, references.looks);
  if (!teachesLook(score, thresholdsOf(rules))) return false;
  const descriptor = reading.descriptor;
  return ctx.db.transaction((tx) =>
    queries.addLook(
      tx,
      {
        userId: person.id,
        attendanceId: accepted.attendanceId,
        arrivedAt: accepted.arrivedAt,
        descriptor,
        model: engine.model,
        at: ctx.clock.now(),
      },
      MAX_LOOKS,
    ),
  );
}

/**
 * Deletes the templates (with their learned looks and kept frames) of people whose employment ended more than their
 * company's retention days ago, and closes their consent: the daily sweep (rules §9 "Face check").
 */
export async function sweepDepartedTemplates(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock'>,
  now = ctx.clock.now(),
): Promise<number> {
  const departed = await queries.departedTemplates(ctx.db, jakartaDate(now));
  for (const row of departed) {
    await ctx.db.transaction(async (tx) => {
      await queries.deleteTemplate(tx, row.user_id);
      await queries.withdrawConsent(tx, row.user_id, now);
    });
    await removeFrames(ctx, row.frame_files);
  }
  return departed.length;
}
