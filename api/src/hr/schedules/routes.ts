import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract } from '../../http/openapi.js';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { hrAdmin } from '../../platform/access.js';
import { SCHEDULE_MESSAGES as M } from './messages.js';
import { assignmentBody, assignmentReply, scheduleBody, scheduleId, scheduleReply } from './schemas.js';
import * as schedules from './service.js';

const tag = 'HR schedules';

type WithId = { Params: { id: string } };

export function hrScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/schedules',
    { schema: contract({ tag, summary: "The company's work schedules", data: z.array(scheduleReply) }) },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.list, await schedules.listSchedules(ctx, caller));
    },
  );

  app.post(
    '/schedules',
    { schema: contract({ tag, summary: 'Creates a work schedule', body: scheduleBody, data: scheduleReply }) },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      reply.code(201);
      return ok(M.created, await schedules.createSchedule(ctx, caller, parse(scheduleBody, request.body)));
    },
  );

  app.get(
    '/schedules/assignments',
    { schema: contract({ tag, summary: 'Who works which schedule from which day', data: z.array(assignmentReply) }) },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.assignments, await schedules.listAssignments(ctx, caller));
    },
  );

  app.delete<WithId>(
    '/schedules/assignments/:id',
    {
      schema: contract({
        tag,
        summary: 'Takes back an assignment that has not started',
        params: z.object({ id: scheduleId }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await schedules.unassignSchedule(ctx, caller, parse(scheduleId, request.params.id));
      return ok(M.unassigned);
    },
  );

  app.put<WithId>(
    '/schedules/:id',
    {
      schema: contract({
        tag,
        summary: 'Changes a schedule (its rules only while no assignment has started)',
        params: z.object({ id: scheduleId }),
        body: scheduleBody,
        data: scheduleReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(
        M.updated,
        await schedules.updateSchedule(
          ctx,
          caller,
          parse(scheduleId, request.params.id),
          parse(scheduleBody, request.body),
        ),
      );
    },
  );

  app.delete<WithId>(
    '/schedules/:id',
    {
      schema: contract({
        tag,
        summary: 'Deletes a schedule with no assignments',
        params: z.object({ id: scheduleId }),
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      await schedules.deleteSchedule(ctx, caller, parse(scheduleId, request.params.id));
      return ok(M.deleted);
    },
  );

  app.post<WithId>(
    '/schedules/:id/assignments',
    {
      schema: contract({
        tag,
        summary: 'Assigns a schedule to a unit or an employee from a day',
        params: z.object({ id: scheduleId }),
        body: assignmentBody,
        data: assignmentReply,
      }),
    },
    async (request, reply) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const id = parse(scheduleId, request.params.id);
      reply.code(201);
      return ok(M.assigned, await schedules.assignSchedule(ctx, caller, id, parse(assignmentBody, request.body)));
    },
  );
}
