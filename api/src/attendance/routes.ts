import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authenticate, tokenCaller } from '../auth/index.js';
import { deviceTokens } from '../auth/index.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import { readMultipart } from '../http/multipart.js';
import { ok } from '../http/reply.js';
import { contract } from '../http/openapi.js';
import { sendStoredFile } from '../http/stored-file.js';
import { parse } from '../http/validate.js';
import { MESSAGES } from './messages.js';
import {
  presentDetail,
  presentListRecord,
  presentClockLocation,
  presentNonce,
  presentReviewItem,
  presentSigningKey,
} from './presenter.js';
import {
  attendanceListBody,
  checkAttendBody,
  clockFields,
  clockingType,
  isRecordId,
  monthIndex,
  registerKeyBody,
  reviewBody,
  reviewListQuery,
} from './schemas.js';
import * as review from './review.js';
import * as attendance from './service.js';
import { personZone } from '../workdays/index.js';
import {
  attendanceDay,
  clockingNonce as clockingNonceData,
  detail,
  listRecord,
  clockLocation,
  reviewItem,
  signingKey,
} from './replies.js';

const tag = 'attendance';

/** Live attendance under /api/v1 (rules §7): locations, pre-check, clocking, the log, a day, a record. */
export function attendanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { types: string } }>(
    '/employee_attend/:types',
    {
      schema: contract({
        tag,
        summary: 'The work locations the caller may clock at',
        params: z.object({ types: clockingType }),
        data: z.object({ location: z.array(clockLocation) }),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      parse(clockingType, request.params.types);
      const locations = await attendance.workLocationsFor(ctx, user);
      return ok(MESSAGES.locations, { location: locations.map(presentClockLocation) });
    },
  );

  app.post(
    '/check_attend',
    {
      schema: contract({
        tag,
        summary:
          'Whether the caller may clock in (or out) now; the answer carries a nonce for the clock-in that follows (as POST /attendance/nonce gives one), so the clock screen need not ask again',
        body: checkAttendBody,
        data: clockingNonceData,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const message = await attendance.checkAttend(ctx, user, parse(checkAttendBody, request.body));
      return ok(message, presentNonce(attendance.clockingNonce(ctx, user.nik)));
    },
  );

  app.post(
    '/attendance',
    {
      schema: contract({
        tag,
        summary:
          'Clocks in or out with a selfie (photo: JPEG or PNG) and the GPS fixes (fixes: JSON). A position less precise than the location allows answers 400 position_imprecise; a risky one is stored with review "needs_review". X-Hadir-Device carries the browser\'s device tokens',
        body: clockFields,
        multipart: true,
        data: z.object({ id: z.number(), review: z.enum(['needs_review']).nullable() }),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { fields, files } = await readMultipart(request, {
        maxFileBytes: attendance.MAX_PHOTO_BYTES,
        tooLargeMessage: MESSAGES.photoTooLarge,
      });
      const { message, id, review } = await attendance.clock(ctx, user, parse(clockFields, fields), files.photo, {
        deviceTokens: deviceTokens(request),
      });
      return ok(message, { id, review });
    },
  );

  app.post(
    '/attendance/nonce',
    {
      schema: contract({
        tag,
        summary:
          "A nonce for the caller's next signed clock-in: single use, for five minutes (rules §9 Signed clock-ins)",
        data: clockingNonceData,
      }),
    },
    async (request) => {
      // The token alone (tokenCaller): a nonce grants nothing by itself, and the clock-in it is spent on authenticates in full.
      const { nik } = await tokenCaller(ctx, request.headers.authorization);
      return ok(MESSAGES.nonce, presentNonce(attendance.clockingNonce(ctx, nik)));
    },
  );

  app.post(
    '/attendance/keys',
    {
      schema: contract({
        tag,
        summary:
          "Registers this phone's public signing key (an EC P-256 JWK) to the caller; the same key again answers it as it was. key_id is its RFC 7638 thumbprint",
        body: registerKeyBody,
        data: signingKey,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { public_key: jwk } = parse(registerKeyBody, request.body);
      const row = await attendance.registerSigningKey(ctx, user, jwk, {
        deviceTokens: deviceTokens(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      return ok(MESSAGES.keyRegistered, presentSigningKey(row));
    },
  );

  app.get<{ Params: { monthIndex: string } }>(
    '/attendance/all/:monthIndex',
    {
      schema: contract({
        tag,
        summary: "The caller's log of a month (0 is January), newest day first",
        params: z.object({ monthIndex }),
        data: z.array(attendanceDay),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(MESSAGES.month, await attendance.monthLog(ctx, user, parse(monthIndex, request.params.monthIndex)));
    },
  );

  app.post(
    '/attendance_list',
    {
      schema: contract({
        tag,
        summary: "Every record of a day (the caller's, or a supervised employee's)",
        body: attendanceListBody,
        data: z.array(listRecord),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const { date, nik } = parse(attendanceListBody, request.body);
      const rows = await attendance.dayRecords(ctx, user, date, nik);
      const zones = await attendance.zonesOf(ctx, rows[0]?.user_id ?? user.id, user.id);
      return ok(
        MESSAGES.day,
        rows.map((row) => presentListRecord(row, zones)),
      );
    },
  );

  app.get<{ Params: { id: string } }>(
    '/attendance/detail/:id',
    {
      schema: contract({
        tag,
        summary: 'One attendance record, for its owner or their supervisor',
        params: z.object({ id: z.string() }),
        data: detail,
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      if (!isRecordId(request.params.id)) throw notFound(MESSAGES.recordNotFound);
      const row = await attendance.recordDetail(ctx, user, Number(request.params.id));
      return ok(MESSAGES.detail, presentDetail(row, await attendance.zonesOf(ctx, row.user_id, user.id)));
    },
  );

  app.get(
    '/attendance/review',
    {
      schema: contract({
        tag,
        summary:
          'Flagged clock-ins the caller may decide (a supervisor: their team; HR: their company), newest first; status defaults to needs_review',
        querystring: reviewListQuery,
        data: z.array(reviewItem),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      const [rows, readerZone] = await Promise.all([
        review.reviewQueue(ctx, user, parse(reviewListQuery, request.query)),
        personZone(ctx.db, user.id),
      ]);
      return ok(
        MESSAGES.reviewQueue,
        rows.map((row) => presentReviewItem(row, readerZone)),
      );
    },
  );

  app.post(
    '/attendance/review',
    {
      schema: contract({
        tag,
        summary:
          'Accepts or rejects flagged clock-ins with a reason (all or nothing; audited); a rejected one no longer counts',
        body: reviewBody,
        data: z.object({ reviewed: z.number() }),
      }),
    },
    async (request) => {
      const { user } = await authenticate(ctx, request.headers.authorization);
      return ok(MESSAGES.reviewed, { reviewed: await review.decideReview(ctx, user, parse(reviewBody, request.body)) });
    },
  );
}

/** GET {host}/images/attendance/:file (outside /api/v1): the selfie bytes, for whoever may read the record. */
export function attendanceImageRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { file: string } }>('/images/attendance/:file', async (request, reply) => {
    const { user } = await authenticate(ctx, request.headers.authorization);
    const { bytes, contentType } = await attendance.attendancePhoto(ctx, user, request.params.file);
    return sendStoredFile(reply, request.params.file, bytes, { contentType });
  });
}
