import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { readMultipart } from '../http/multipart.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { ENROL_MAX_FRAMES } from './compare.js';
import { FACE_MESSAGES as M } from './messages.js';
import * as face from './service.js';

const tag = 'face';

/** Largest frame an enrolment takes, as a clock-in's selfie (attendance MAX_PHOTO_BYTES). */
const MAX_FRAME_BYTES = 5 * 1024 * 1024;

export const faceStatusReply = z.object({
  enabled: z.boolean().meta({ description: "Whether the person's company uses the face check" }),
  notice_version: z.string().meta({ description: 'The version of the notice a consent must name' }),
  consent: z.object({ notice_version: z.string(), given_at: z.date() }).nullable(),
  notice_changed: z.boolean().meta({
    description:
      'The consent in force is to an earlier notice than notice_version: the person is asked to read and agree to the new one (until then nothing it adds is done with their data)',
  }),
  enrolled_at: z.date().nullable(),
  reenrol_required: z.boolean(),
});

const consentBody = z.object({ notice_version: z.string().min(1).max(40) });

/** The enrolment's form: its pictures, three required and two more allowed (the handler reads the files). */
const enrolmentForm = z.object({
  frame1: z.unknown(),
  frame2: z.unknown(),
  frame3: z.unknown(),
  frame4: z.unknown().optional(),
  frame5: z.unknown().optional(),
});

/** The person's own face check (issue 49): status, consent given and withdrawn, enrolment. */
export function faceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/face',
    {
      schema: contract({
        tag,
        summary: "The caller's face check: the company's switch, their consent and their enrolment",
        data: faceStatusReply,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(M.status, await face.faceStatus(ctx, user));
    },
  );

  app.post(
    '/face/consent',
    {
      schema: contract({
        tag,
        summary:
          'Records explicit consent to the face check notice (its version), before any enrolment (UU PDP 27/2022 art. 20(2)(a))',
        body: consentBody,
        data: faceStatusReply,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const body = parse(consentBody, request.body);
      return ok(M.consentGiven, await face.giveConsent(ctx, user, body.notice_version));
    },
  );

  app.delete(
    '/face/consent',
    {
      schema: contract({
        tag,
        summary: 'Withdraws consent: the face template and any kept frames are deleted at once',
        data: faceStatusReply,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(M.consentWithdrawn, await face.withdrawConsent(ctx, user));
    },
  );

  app.post(
    '/face/enrolment',
    {
      schema: contract({
        tag,
        summary:
          'Enrols (or re-enrols) the caller: 3 to 5 frames (frame1…frame5, JPEG or PNG) become a template on the server. Needs consent; a frame with no face or several faces answers 400 naming the frame',
        multipart: true,
        body: enrolmentForm,
        data: faceStatusReply,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { files } = await readMultipart(request, {
        maxFileBytes: MAX_FRAME_BYTES,
        tooLargeMessage: M.frameTooLarge,
        maxFiles: ENROL_MAX_FRAMES + 1,
      });
      const frames = Object.keys(files)
        .filter((name) => /^frame\d$/.test(name))
        .sort()
        .map((name) => files[name]);
      return ok(M.enrolled, await face.enrol(ctx, user, frames));
    },
  );
}
