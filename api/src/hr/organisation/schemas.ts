import { z } from 'zod';
import { UNIT_KINDS, type UnitKind } from '../../platform/units.js';
import { ORGANISATION_MESSAGES as M } from './messages.js';

export const unitKind = z.enum(Object.keys(UNIT_KINDS) as [UnitKind], { error: M.kindInvalid });

export const unitCode = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, { error: M.codeRequired })
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9_-]{1,20}$/.test(value), { error: M.codeInvalid });

const unitName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired })
  .max(100, { error: M.nameTooLong });

const JSON_BODY = { error: 'Send a JSON body with code and name' };

export const createUnitBody = z.object({ code: unitCode, name: unitName }, JSON_BODY);
export const patchUnitBody = z.object({ code: unitCode.optional(), name: unitName.optional() }, JSON_BODY);

/** docs/hr-api.md's Unit, with how many people and work locations use it. */
export const unitReply = z.object({
  kind: z.enum(['division', 'subdivision', 'department']),
  code: z.string(),
  name: z.string(),
  employees: z.number(),
  locations: z.number(),
});

export const organisationReply = z.object({
  company: z.object({ comp_kd: z.string(), name: z.string() }),
  divisions: z.array(unitReply),
  subdivisions: z.array(unitReply),
  departments: z.array(unitReply),
});
