import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { contract } from '../../http/openapi.js';
import { z } from 'zod';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { EMPLOYEE_MESSAGES as M } from './messages.js';
import {
  activationBody,
  activationReply,
  createdEmployeeReply,
  createBody,
  deactivateBody,
  employeeId,
  employeePageReply,
  employeeReply,
  listQuery,
  patchBody,
  personReply,
  reactivateBody,
  supervisorQuery,
} from './schemas.js';
import * as employees from './service.js';
import { MESSAGES as ATTENDANCE_MESSAGES } from '../../attendance/index.js';
import { signingKey } from '../../attendance/index.js';
import { isKeyId } from '../../attendance/index.js';
import { notFound } from '../../errors.js';

type WithId = { Params: { id: string } };

const tag = 'hr';

export function hrEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/employees',
    {
      schema: contract({
        tag,
        summary: 'The company’s employees, paged, filtered and sorted on the server (docs/hr-api.md)',
        querystring: listQuery,
        data: employeePageReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, await employees.listEmployees(ctx, caller, parse(listQuery, request.query)));
    },
  );

  app.get(
    '/supervisors',
    {
      schema: contract({
        tag,
        summary: 'The company’s supervisors (role 2) a person may be given, by name or NIK',
        querystring: supervisorQuery,
        data: z.array(personReply),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.supervisors, await employees.listSupervisors(ctx, caller, parse(supervisorQuery, request.query).q));
    },
  );

  app.get<WithId>(
    '/employees/:id',
    {
      schema: contract({
        tag,
        summary: 'One employee with every field HR keeps',
        params: z.object({ id: z.string() }),
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.detail, await employees.getEmployee(ctx, caller, parse(employeeId, request.params.id)));
    },
  );

  app.post(
    '/employees',
    {
      schema: contract({
        tag,
        summary:
          'Enrols an employee with no password: data.activation holds their one-time activation code and link (shown once; e-mailed with send_reset_email)',
        body: createBody,
        data: createdEmployeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.created, await employees.createEmployee(ctx, caller, parse(createBody, request.body)));
    },
  );

  app.patch<WithId>(
    '/employees/:id',
    {
      schema: contract({
        tag,
        summary: 'Changes an employee’s fields and supervisor (role 2, same company, no loops)',
        params: z.object({ id: z.string() }),
        body: patchBody,
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(employeeId, request.params.id);
      return ok(M.updated, await employees.updateEmployee(ctx, caller, id, parse(patchBody, request.body)));
    },
  );

  app.post<WithId>(
    '/employees/:id/deactivate',
    {
      schema: contract({
        tag,
        summary:
          'Deactivates an employee: no login, sessions end at once, records stay; last_working_day (today when left out) ends their employment',
        params: z.object({ id: z.string() }),
        body: deactivateBody,
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(employeeId, request.params.id);
      const { last_working_day: lastDay } = parse(deactivateBody, request.body ?? {});
      return ok(M.deactivated, await employees.setEmployeeActive(ctx, caller, id, false, lastDay));
    },
  );

  app.post<WithId>(
    '/employees/:id/reactivate',
    {
      schema: contract({
        tag,
        summary:
          'Lets a deactivated employee log in again; after a last working day it is a re-hire from join_date (today when left out)',
        params: z.object({ id: z.string() }),
        body: reactivateBody,
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(employeeId, request.params.id);
      const { join_date: joinDate } = parse(reactivateBody, request.body ?? {});
      return ok(M.reactivated, await employees.setEmployeeActive(ctx, caller, id, true, joinDate));
    },
  );

  app.post<WithId>(
    '/employees/:id/require-password',
    {
      schema: contract({
        tag,
        summary: 'Ends the employee’s sessions; their next login must set a new password',
        params: z.object({ id: z.string() }),
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        M.passwordRequired,
        await employees.requireNewPassword(ctx, caller, parse(employeeId, request.params.id)),
      );
    },
  );

  app.post<WithId>(
    '/employees/:id/activation',
    {
      schema: contract({
        tag,
        summary:
          'Issues a new activation code (the older one dies): a link and a short code to set a password, shown once; e-mailed with send_email',
        params: z.object({ id: z.string() }),
        body: activationBody,
        data: activationReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const { send_email: email } = parse(activationBody, request.body ?? {});
      return ok(
        M.activationIssued,
        await employees.reissueActivation(ctx, caller, parse(employeeId, request.params.id), { email }),
      );
    },
  );

  app.post<WithId>(
    '/employees/:id/end-sessions',
    {
      schema: contract({
        tag,
        summary: 'Signs the employee out on every device',
        params: z.object({ id: z.string() }),
        data: employeeReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        M.sessionsEnded,
        await employees.endEmployeeSessions(ctx, caller, parse(employeeId, request.params.id)),
      );
    },
  );

  app.get<WithId>(
    '/employees/:id/signing-keys',
    {
      schema: contract({
        tag,
        summary:
          "The signing keys of the employee's phones (issue 29), newest first, with how many clock-ins each signed",
        params: z.object({ id: z.string() }),
        data: z.array(signingKey),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        ATTENDANCE_MESSAGES.keys,
        await employees.listSigningKeys(ctx, caller, parse(employeeId, request.params.id)),
      );
    },
  );

  app.post<{ Params: { id: string; keyId: string } }>(
    '/employees/:id/signing-keys/:keyId/revoke',
    {
      schema: contract({
        tag,
        summary:
          'Revokes one of the employee’s signing keys (audited): clock-ins it signs from now on are flagged "Key revoked"',
        params: z.object({ id: z.string(), keyId: z.string() }),
        data: signingKey,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(employeeId, request.params.id);
      if (!isKeyId(request.params.keyId)) throw notFound(ATTENDANCE_MESSAGES.keyNotFound, 'key_not_found');
      return ok(
        ATTENDANCE_MESSAGES.keyRevoked,
        await employees.revokeSigningKey(ctx, caller, id, request.params.keyId),
      );
    },
  );

  app.post<WithId>(
    '/employees/:id/send-reset',
    {
      schema: contract({
        tag,
        summary: 'E-mails the employee a new activation link and code to set their password',
        params: z.object({ id: z.string() }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.resetSent(await employees.sendResetLink(ctx, caller, parse(employeeId, request.params.id))));
    },
  );
}
