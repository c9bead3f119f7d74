import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { assertOwnCompany, type HrCaller } from '../platform/access.js';
import { auditSummary, diffFields, recordAudit } from '../platform/audit.js';
import { findUserByNik } from '../users/index.js';
import { FACE_MESSAGES as M } from './messages.js';
import * as queries from './queries.js';
import { onEarlierNotice } from './service.js';

/** What HR sets for the company's face check (issue 49); PATCH /hr/face takes any of them. */
export interface FaceSettings {
  face_check: boolean;
  face_match_threshold: number;
  face_uncertain_threshold: number;
  face_keep_frames: boolean;
  face_retention_days: number;
}

const SETTINGS = [
  'face_check',
  'face_match_threshold',
  'face_uncertain_threshold',
  'face_keep_frames',
  'face_retention_days',
] as const;

const personOf = (user: { id: number; nik: number; name: string }) => ({ id: user.id, nik: user.nik, name: user.name });

/** GET /hr/face: the company's face rules and who has consented or enrolled. */
export async function companyFace(ctx: AppContext, caller: HrCaller) {
  const [rules, people] = await Promise.all([
    queries.faceRules(ctx.db, caller.company),
    queries.enrolledPeople(ctx.db, caller.company),
  ]);
  return {
    settings: rules!,
    people: people.map((person) => ({
      ...person,
      earlier_notice: onEarlierNotice(
        person.consent_notice_version ? { notice_version: person.consent_notice_version } : null,
      ),
    })),
  };
}

/** PATCH /hr/face: changes the rules; the uncertain threshold may not be above the match one. Audited. */
export async function updateFaceSettings(ctx: AppContext, caller: HrCaller, patch: Partial<FaceSettings>) {
  const before = (await queries.faceRules(ctx.db, caller.company))!;
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const after = { ...before, ...defined } as FaceSettings;
  if (after.face_uncertain_threshold > after.face_match_threshold)
    throw badRequest(M.thresholdsOrder, 'face_thresholds_order', { field: 'face_uncertain_threshold' });
  const changes = diffFields(before, after, SETTINGS);
  if (changes.length === 0) return companyFace(ctx, caller);
  await ctx.db.transaction(async (tx) => {
    await queries.saveFaceRules(tx, caller.company, after);
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'face.settings',
      target: 'face check',
      summary: auditSummary('faceSettings'),
      changes,
    });
  });
  return companyFace(ctx, caller);
}

/** POST /hr/face/:nik/reenrol: asks a person of the company to enrol again (the clock screen says so). Audited. */
export async function requireReenrolment(ctx: AppContext, caller: HrCaller, nik: number) {
  const person = await findUserByNik(ctx.db, nik);
  if (!person) throw notFound(M.personNotFound(nik), 'employee_not_found');
  assertOwnCompany(caller, person);
  await ctx.db.transaction(async (tx) => {
    if (!(await queries.markReenrol(tx, person.id))) throw badRequest(M.notEnrolled, 'face_not_enrolled');
    await recordAudit(tx, {
      compKd: caller.company,
      actor: personOf(caller.user),
      action: 'face.reenrol',
      target: `employee ${person.nik}`,
      subject: personOf(person),
      summary: auditSummary('faceReenrol', { employee: person.name }),
    });
  });
  return companyFace(ctx, caller);
}
