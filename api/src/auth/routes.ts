import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { authenticate } from './authenticate.js';
import { activateBody, credentials, forgotBody, resetBody, resetToken, updatePasswordBody } from './schemas.js';
import * as auth from './service.js';
import * as devices from './devices.js';
import type { FastifyRequest } from 'fastify';
import { session } from '../users/index.js';
import { z } from 'zod';

const tag = 'auth';

/** The gateway passes the browser's device cookie in this header (its tokens, comma-separated). */
export const DEVICE_HEADER = 'x-hadir-device';

/** The device tokens a request carries (at most five, each of a sane length). */
export function deviceTokens(request: FastifyRequest): string[] {
  const header = request.headers[DEVICE_HEADER];
  const tokens = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((token) => token.trim());
  return tokens.filter((token) => token.length > 0 && token.length <= 1000).slice(0, 5);
}

function loginClient(request: FastifyRequest): auth.LoginClient {
  return {
    address: request.ip,
    devices: deviceTokens(request),
    userAgent: request.headers['user-agent'] ?? null,
  };
}

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/login',
    {
      schema: contract({
        tag,
        auth: false,
        summary:
          "Signs in with NIK and password, or an activation code in its place (406 with data.token: a password must be set first; 409 already_logged_in: relogin). data.device is the browser's device token, sent back in X-Hadir-Device",
        body: credentials,
        data: session,
      }),
    },
    async (request) => {
      const session = await auth.login(ctx, parse(credentials, request.body), loginClient(request));
      return ok(auth.MESSAGES.loginSuccess, session);
    },
  );

  app.get(
    '/login',
    { schema: contract({ tag, summary: "Refreshes the caller's token (rules §4: after a 401)", data: session }) },
    async (request) => ok(auth.MESSAGES.loginSuccess, await auth.refresh(ctx, request.headers.authorization)),
  );

  app.post(
    '/relogin',
    {
      schema: contract({
        tag,
        auth: false,
        summary: 'Signs in again, ending the session open elsewhere',
        body: credentials,
        data: session,
      }),
    },
    async (request) => {
      const session = await auth.relogin(ctx, parse(credentials, request.body), loginClient(request));
      return ok(auth.MESSAGES.loginSuccess, session);
    },
  );

  app.post(
    '/activate',
    {
      schema: contract({
        tag,
        auth: false,
        summary:
          'Opens an account with the activation code HR handed over: data.token is a reset token to choose a password',
        body: activateBody,
        data: z.object({ token: z.string(), nik: z.number(), name: z.string() }),
      }),
    },
    async (request) => {
      return ok(auth.MESSAGES.activationValid, await auth.activate(ctx, parse(activateBody, request.body), request.ip));
    },
  );

  app.get(
    '/sessions',
    {
      schema: contract({
        tag,
        summary: "The caller's devices: live sessions and the latest ended ones",
        data: z.array(devices.deviceSession),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(devices.MESSAGES.list, await devices.listDevices(ctx, caller));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/sessions/:id/end',
    {
      schema: contract({
        tag,
        summary: "Signs one of the caller's other devices out",
        params: z.object({ id: z.string() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      await devices.endDevice(ctx, caller, request.params.id);
      return ok(devices.MESSAGES.ended);
    },
  );

  app.post(
    '/sessions/end-others',
    {
      schema: contract({
        tag,
        summary: 'Signs out every device of the caller but this one',
        data: z.object({ ended: z.number() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      return ok(devices.MESSAGES.endedOthers, { ended: await devices.endOtherDevices(ctx, caller) });
    },
  );

  app.get('/logout', { schema: contract({ tag, summary: "Ends the caller's session" }) }, async (request) => {
    await auth.logout(ctx, await authenticate(ctx, request.headers.authorization));
    return ok(auth.MESSAGES.loggedOut);
  });

  app.post(
    '/forgot_password',
    {
      schema: contract({
        tag,
        auth: false,
        summary: 'E-mails a link to set a new password (the same answer whether the e-mail is registered or not)',
        body: forgotBody,
      }),
    },
    async (request) => {
      await auth.forgotPassword(ctx, parse(forgotBody, request.body).email, request.ip);
      return ok(auth.MESSAGES.forgotSent);
    },
  );

  app.get<{ Params: { token: string } }>(
    '/verify/:token',
    {
      schema: contract({
        tag,
        auth: false,
        summary: 'Whether a reset link is still good',
        params: z.object({ token: resetToken }),
      }),
    },
    async (request) => {
      if (!resetToken.safeParse(request.params.token).success) {
        throw badRequest(auth.MESSAGES.resetTokenInvalid, 'invalid_reset_token');
      }
      await auth.verifyResetToken(ctx, request.params.token);
      return ok(auth.MESSAGES.resetTokenValid);
    },
  );

  app.post(
    '/reset',
    {
      schema: contract({
        tag,
        auth: false,
        summary: 'Sets a new password with a reset link (or the first-login token)',
        body: resetBody,
      }),
    },
    async (request) => {
      const { token, password } = parse(resetBody, request.body);
      await auth.resetPassword(ctx, token, password);
      return ok(auth.MESSAGES.passwordReset);
    },
  );

  app.post(
    '/update_password',
    {
      schema: contract({
        tag,
        summary: "Changes the caller's password (the old one first); other sessions end",
        body: updatePasswordBody,
        data: z.object({ token: z.string() }),
      }),
    },
    async (request) => {
      const caller = await authenticate(ctx, request.headers.authorization);
      const session = await auth.updatePassword(ctx, caller, parse(updatePasswordBody, request.body));
      return ok(auth.MESSAGES.passwordChanged, session);
    },
  );
}
