import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { ok } from '../http/reply.js';
import { parse } from '../http/validate.js';
import { authenticate } from './authenticate.js';
import { credentials, forgotBody, resetBody, resetToken, updatePasswordBody } from './schemas.js';
import * as auth from './service.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/login', async (request) => {
    const session = await auth.login(ctx, parse(credentials, request.body), request.ip);
    return ok(auth.MESSAGES.loginSuccess, session);
  });

  app.get('/login', async (request) => ok(auth.MESSAGES.loginSuccess, await auth.refresh(ctx, request.headers.authorization)));

  app.post('/relogin', async (request) => {
    const session = await auth.relogin(ctx, parse(credentials, request.body), request.ip);
    return ok(auth.MESSAGES.loginSuccess, session);
  });

  app.get('/logout', async (request) => {
    await auth.logout(ctx, await authenticate(ctx, request.headers.authorization));
    return ok(auth.MESSAGES.loggedOut);
  });

  app.post('/forgot_password', async (request) => {
    await auth.forgotPassword(ctx, parse(forgotBody, request.body).email, request.ip);
    return ok(auth.MESSAGES.forgotSent);
  });

  app.get<{ Params: { token: string } }>('/verify/:token', async (request) => {
    if (!resetToken.safeParse(request.params.token).success) {
      throw badRequest(auth.MESSAGES.resetTokenInvalid, 'invalid_reset_token');
    }
    await auth.verifyResetToken(ctx, request.params.token);
    return ok(auth.MESSAGES.resetTokenValid);
  });

  app.post('/reset', async (request) => {
    const { token, password } = parse(resetBody, request.body);
    await auth.resetPassword(ctx, token, password);
    return ok(auth.MESSAGES.passwordReset);
  });

  app.post('/update_password', async (request) => {
    const caller = await authenticate(ctx, request.headers.authorization);
    const session = await auth.updatePassword(ctx, caller, parse(updatePasswordBody, request.body));
    return ok(auth.MESSAGES.passwordChanged, session);
  });
}
