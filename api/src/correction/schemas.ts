import { z } from 'zod';
import { MAX_SERIAL } from '../http/validate.js';
import { MESSAGES, REASON_MAX_LENGTH } from './messages.js';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }).optional(),
  );

/** The multipart fields of POST /request_attend (rules §7), checked in the modal's order. */
export const correctionFields = z.object({
  attendDate: required(MESSAGES.dateRequired),
  attendTime: required(MESSAGES.dateRequired),
  description: required(MESSAGES.reasonRequired).max(REASON_MAX_LENGTH, { error: MESSAGES.reasonTooLong }),
  clocking: z
    .string({ error: MESSAGES.clockingRequired })
    .trim()
    .pipe(z.enum(['true', 'false', '1', '0'], { error: MESSAGES.clockingRequired }))
    .transform((value) => value === 'true' || value === '1'),
  usernik: z
    .string({ error: MESSAGES.nikInvalid })
    .trim()
    .regex(/^\d{1,15}$/, { error: MESSAGES.nikInvalid })
    .transform(Number),
  lok_nm: z.preprocess(blankToUndefined, z.string().trim().max(255, { error: MESSAGES.locationTooLong }).optional()),
  latitude: coordinate(90, MESSAGES.latitudeInvalid),
  longitude: coordinate(180, MESSAGES.longitudeInvalid),
});

export type CorrectionFields = z.infer<typeof correctionFields>;

const positiveId = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/)], { error: message })
    .transform(Number)
    .pipe(z.number().int({ error: message }).positive({ error: message }).max(MAX_SERIAL, { error: message }));

/** PUT /request_attend: the supervisor's decision. ibxid is accepted for parity with leave; the item is found by the request. */
export const decisionBody = z.object(
  {
    id: positiveId(MESSAGES.idInvalid),
    ibxid: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      positiveId('Inbox id must be a number').optional(),
    ),
    decision: z.enum(['Approved', 'Rejected'], { error: MESSAGES.decisionInvalid }),
  },
  { error: 'Send a JSON body with id and decision' },
);

export type DecisionBody = z.infer<typeof decisionBody>;

export const requestId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** GET /request_attend/:id's data (presenter.ts): the request and its employee. */
export const correctionReply = z.object({
  request: z.object({
    id: z.number(),
    attend_date: z.string().meta({ description: "dd-mm-yyyy on the employee's wall clock" }),
    attend_time: z.string().meta({
      description: "HH:mm on the employee's wall clock, with their zone when it is not the reader's ('17:05 WITA')",
    }),
    clocking: z.boolean().meta({ description: 'true: a clock-in; false: a clock-out' }),
    reason: z.string(),
    photo: z.string(),
    attachment: z.string().nullable(),
    lok_nm: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    status: z.enum(['Pending', 'Approved', 'Rejected']),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  }),
  user: z.object({ name: z.string(), nik: z.number() }),
});
