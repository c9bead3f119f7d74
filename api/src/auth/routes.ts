import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { contract } from '../http/openapi.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { authenticate } from './authenticate.js';
import { credentials, forgotBody, resetBody, resetToken, updatePasswordBody } from './schemas.js';
import * as auth from './service.js';
import { session } from '../users/replies.js';
import { z } from 'zod';

const tag = 'auth';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/login', { schema: contract({ tag, auth: false, summary: 'Signs in with NIK and password (406 with data.token: a new password must be set first; 409 already_logged_in: relogin)', body: credentials, data: session }) }, async (request) => {
    const session = await auth.login(ctx, parse(credentials, request.body), request.ip);
    return ok(auth.MESSAGES.loginSuccess, session);
  });

  app.get('/login', { schema: contract({ tag, summary: "Refreshes the caller's token (rules §4: after a 401)", data: session }) }, async (request) => ok(auth.MESSAGES.loginSuccess, await auth.refresh(ctx, request.headers.authorization)));

  app.post('/relogin', { schema: contract({ tag, auth: false, summary: 'Signs in again, ending the session open elsewhere', body: credentials, data: session }) }, async (request) => {
    const session = await auth.relogin(ctx, parse(credentials, request.body), request.ip);
    return ok(auth.MESSAGES.loginSuccess, session);
  });

  app.get('/logout', { schema: contract({ tag, summary: "Ends the caller's session" }) }, async (request) => {
    await auth.logout(ctx, await authenticate(ctx, request.headers.authorization));
    return ok(auth.MESSAGES.loggedOut);
  });

  app.post('/forgot_password', { schema: contract({ tag, auth: false, summary: 'E-mails a link to set a new password (the same answer whether the e-mail is registered or not)', body: forgotBody }) }, async (request) => {
    await auth.forgotPassword(ctx, parse(forgotBody, request.body).email, request.ip);
    return ok(auth.MESSAGES.forgotSent);
  });

  app.get<{ Params: { token: string } }>('/verify/:token', { schema: contract({ tag, auth: false, summary: 'Whether a reset link is still good', params: z.object({ token: resetToken }) }) }, async (request) => {
    if (!resetToken.safeParse(request.params.token).success) {
      throw badRequest(auth.MESSAGES.resetTokenInvalid, 'invalid_reset_token');
    }
    await auth.verifyResetToken(ctx, request.params.token);
    return ok(auth.MESSAGES.resetTokenValid);
  });

  app.post('/reset', { schema: contract({ tag, auth: false, summary: 'Sets a new password with a reset link (or the first-login token)', body: resetBody }) }, async (request) => {
    const { token, password } = parse(resetBody, request.body);
    await auth.resetPassword(ctx, token, password);
    return ok(auth.MESSAGES.passwordReset);
  });

  app.post('/update_password', { schema: contract({ tag, summary: "Changes the caller's password (the old one first); other sessions end", body: updatePasswordBody, data: z.object({ token: z.string() }) }) }, async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    const session = await auth.updatePassword(ctx, caller, parse(updatePasswordBody, request.body));
    return ok(auth.MESSAGES.passwordChanged, session);
  });
}
