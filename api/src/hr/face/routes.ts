import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { companyFace, FACE_MESSAGES as M, requireReenrolment, updateFaceSettings } from '../../face/index.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';

const tag = 'hr';

const threshold = z.number().gt(0).max(1);
const settings = z.object({
  face_check: z.boolean().meta({ description: 'The face check at clock-in, for the whole company (off by default)' }),
  face_match_threshold: threshold.meta({ description: 'Similarity at or above which a selfie matches (0-1)' }),
  face_uncertain_threshold: threshold.meta({
    description: 'Similarity below which a selfie does not match; between the two it is uncertain (both flag)',
  }),
  face_keep_frames: z.boolean().meta({ description: 'Keep the enrolment pictures (by default only the template)' }),
  face_retention_days: z
    .number()
    .int()
    .min(0)
    .max(3650)
    .meta({ description: "Days a template is kept after a person's employment ends" }),
});
const patchBody = settings.partial().strict();
const faceReply = z.object({
  settings,
  people: z.array(
    z.object({
      nik: z.number(),
      name: z.string(),
      consent_given_at: z.date().nullable(),
      consent_notice_version: z.string().nullable().meta({ description: 'The notice the consent in force is to' }),
      earlier_notice: z.boolean().meta({
        description: 'The consent in force is to an earlier notice than the one people agree to now',
      }),
      enrolled_at: z.date().nullable(),
      reenrol_required: z.boolean(),
      looks: z.number().int().min(0).max(3).meta({
        description: 'Looks the template learned from accepted clock-ins with an uncertain face (0-3)',
      }),
    }),
  ),
});

/** The company's face check (issue 49): its rules, who is enrolled, and asking someone to enrol again. */
export function hrFaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/face',
    {
      schema: contract({
        tag,
        summary: "The company's face check rules and who consented or enrolled",
        data: faceReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settings, await companyFace(ctx, caller));
    },
  );

  app.patch(
    '/face',
    {
      schema: contract({
        tag,
        summary: "Changes the company's face check rules (audited); uncertain above match answers 400",
        body: patchBody,
        data: faceReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settings, await updateFaceSettings(ctx, caller, parse(patchBody, request.body)));
    },
  );

  app.post<{ Params: { nik: string } }>(
    '/face/:nik/reenrol',
    {
      schema: contract({
        tag,
        summary: 'Asks an enrolled person of the company to enrol their face again (audited)',
        params: z.object({ nik: z.coerce.number().int().positive() }),
        data: faceReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const nik = parse(z.coerce.number().int().positive(), request.params.nik);
      return ok(M.settings, await requireReenrolment(ctx, caller, nik));
    },
  );
}
