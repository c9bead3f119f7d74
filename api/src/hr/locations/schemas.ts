import { z } from 'zod';
import { TIME_ZONES } from '../../lib/jakarta.js';
import { LOCATION_MESSAGES as M } from './messages.js';

export const MIN_RADIUS_METRES = 20;
export const MAX_RADIUS_METRES = 2000;

export const locationCode = z
  .string({ error: M.codeRequired })
  .trim()
  .min(1, { error: M.codeRequired })
  .transform((value) => value.toUpperCase())
  .refine((value) => /^[A-Z0-9_-]{1,20}$/.test(value), { error: M.codeInvalid });

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, { error: message }).max(max, { error: message });

const radius = z
  .number({ error: M.radiusOutOfRange })
  .min(MIN_RADIUS_METRES, { error: M.radiusOutOfRange })
  .max(MAX_RADIUS_METRES, { error: M.radiusOutOfRange });

/** Who may clock at the location: everyone, or one division, subdivision or department. */
const scope = z
  .object(
    {
      kind: z.enum(['all', 'division', 'subdivision', 'department'], { error: M.scopeInvalid }),
      code: z.string().trim().nullable().optional(),
    },
    { error: M.scopeInvalid },
  )
  .transform((value, ctx) => {
    if (value.kind === 'all') return { kind: 'all' as const, code: null };
    if (!value.code) {
      ctx.addIssue({ code: 'custom', message: M.scopeCodeRequired, path: ['code'] });
      return z.NEVER;
    }
    return { kind: value.kind, code: value.code.toUpperCase() };
  });

export type LocationScope = z.infer<typeof scope>;

const fields = {
  lok_nm: z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(100, { error: M.nameTooLong }),
  latitude: coordinate(-90, 90, M.latitudeInvalid),
  longitude: coordinate(-180, 180, M.longitudeInvalid),
  radius,
  scope,
  active: z.boolean({ error: M.activeInvalid }),
  /** The zone of the location's clock (issue 25): the day and shift times of the people it is for are read in it. */
  time_zone: z.enum(TIME_ZONES, { error: M.timeZoneInvalid }),
};

const JSON_BODY = { error: 'Send a JSON body with the work location' };

export const createLocationBody = z.object(
  {
    lok_kd: locationCode,
    ...fields,
    scope: fields.scope.default({ kind: 'all', code: null }),
    active: fields.active.default(true),
    time_zone: fields.time_zone.default('Asia/Jakarta'),
  },
  JSON_BODY,
);

export const patchLocationBody = z.object(
  {
    lok_nm: fields.lok_nm.optional(),
    latitude: fields.latitude.optional(),
    longitude: fields.longitude.optional(),
    radius: fields.radius.optional(),
    scope: fields.scope.optional(),
    active: fields.active.optional(),
    time_zone: fields.time_zone.optional(),
  },
  JSON_BODY,
);

export const listLocationsQuery = z.object({
  active: z
    .enum(['true', 'false'], { error: M.activeInvalid })
    .transform((value) => value === 'true')
    .optional(),
});

export const placesQuery = z.object({
  q: z.string().trim().max(200, { error: M.placeQueryTooLong }).optional().default(''),
});

export type CreateLocationBody = z.infer<typeof createLocationBody>;
export type PatchLocationBody = z.infer<typeof patchLocationBody>;

/** docs/hr-api.md's Location (presentLocation): who may clock there as one scope. */
export const locationReply = z.object({
  lok_kd: z.string(),
  lok_nm: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius: z.number().meta({ description: 'Metres' }),
  scope: z.object({
    kind: z.enum(['all', 'division', 'subdivision', 'department']),
    code: z.string().nullable().meta({ description: "The unit's code; null for all" }),
  }),
  active: z.boolean(),
  comp_kd: z.string(),
  time_zone: z.string(),
});
