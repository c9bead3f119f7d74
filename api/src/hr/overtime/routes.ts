import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contract } from '../../http/openapi.js';
import { ok } from '../../http/reply.js';
import { parse } from '../../http/validate.js';
import { OVERTIME_MESSAGES as M } from '../../overtime/index.js';
import {
  overtimeSettings as overtimeSettingsReply,
  wage as wageReply,
  wages as wagesReply,
} from '../../overtime/index.js';
import {
  changeExclusion,
  changeOvertimeSettings,
  exclusionBody,
  hrOvertimeSettings,
  overtimeSettingsBody,
} from '../../overtime/index.js';
import { changeWage, companyWages, wageBody } from '../../overtime/index.js';
import { hrAdmin } from '../../platform/access.js';
import { paging } from '../../platform/paging.js';
import { nikParam } from '../../recap/index.js';

/** HR's overtime: the company's rules, who is excluded, and the wages overtime is paid on, under /api/v1/hr. */
export function hrOvertimeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/overtime-settings',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the company's overtime rules (rounding, the shortest working day of a 6-day week) and the people excluded from overtime",
        data: overtimeSettingsReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settings, await hrOvertimeSettings(ctx, caller));
    },
  );

  app.put(
    '/overtime-settings',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: changes the company's overtime rules (audited)",
        body: overtimeSettingsBody,
        data: overtimeSettingsBody,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.settingsSaved, await changeOvertimeSettings(ctx, caller, parse(overtimeSettingsBody, request.body)));
    },
  );

  app.put<{ Params: { nik: string } }>(
    '/overtime-excluded/:nik',
    {
      schema: contract({
        tag: 'hr',
        summary:
          'HR: excludes a person of the company from overtime (PP 35/2021 art. 27) or includes them again (audited)',
        params: z.object({ nik: nikParam }),
        body: exclusionBody,
        data: overtimeSettingsReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const nik = parse(z.object({ nik: nikParam }), request.params).nik;
      return ok(M.exclusionSaved, await changeExclusion(ctx, caller, nik, parse(exclusionBody, request.body).excluded));
    },
  );

  app.get(
    '/wages',
    {
      schema: contract({
        tag: 'hr',
        summary:
          "HR: the company's people with a monthly wage for overtime pay, most recently changed first; never a supervisor's",
        querystring: z.object(paging),
        data: wagesReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      return ok(M.wages, await companyWages(ctx, caller, parse(z.object(paging), request.query)));
    },
  );

  app.put<{ Params: { nik: string } }>(
    '/wages/:nik',
    {
      schema: contract({
        tag: 'hr',
        summary: "HR: sets a person's monthly wage (whole rupiah) or removes it (null); audited",
        params: z.object({ nik: nikParam }),
        body: wageBody,
        data: wageReply,
      }),
    },
    async (request) => {
      const caller = await hrAdmin(ctx, request.headers.authorization);
      const nik = parse(z.object({ nik: nikParam }), request.params).nik;
      return ok(M.wageSaved, await changeWage(ctx, caller, nik, parse(wageBody, request.body).monthly_wage));
    },
  );
}
