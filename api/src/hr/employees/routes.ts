import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../access.js';
import { EMPLOYEE_MESSAGES as M } from './messages.js';
import { createBody, employeeId, listQuery, patchBody, supervisorQuery } from './schemas.js';
import * as employees from './service.js';

type WithId = { Params: { id: string } };

export function hrEmployeeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/employees', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.list, await employees.listEmployees(ctx, caller, parse(listQuery, request.query)));
  });

  app.get('/supervisors', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.supervisors, await employees.listSupervisors(ctx, caller, parse(supervisorQuery, request.query).q));
  });

  app.get<WithId>('/employees/:id', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.detail, await employees.getEmployee(ctx, caller, parse(employeeId, request.params.id)));
  });

  app.post('/employees', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.created, await employees.createEmployee(ctx, caller, parse(createBody, request.body)));
  });

  app.patch<WithId>('/employees/:id', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    const id = parse(employeeId, request.params.id);
    return ok(M.updated, await employees.updateEmployee(ctx, caller, id, parse(patchBody, request.body)));
  });

  app.post<WithId>('/employees/:id/deactivate', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.deactivated, await employees.setEmployeeActive(ctx, caller, parse(employeeId, request.params.id), false));
  });

  app.post<WithId>('/employees/:id/reactivate', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.reactivated, await employees.setEmployeeActive(ctx, caller, parse(employeeId, request.params.id), true));
  });

  app.post<WithId>('/employees/:id/require-password', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.passwordRequired, await employees.requireNewPassword(ctx, caller, parse(employeeId, request.params.id)));
  });

  app.post<WithId>('/employees/:id/send-reset', async (request) => {
    const caller = await hrAdmin(ctx, request.headers.authorization);
    return ok(M.resetSent(await employees.sendResetLink(ctx, caller, parse(employeeId, request.params.id))));
  });
}
