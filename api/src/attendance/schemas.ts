import { z } from 'zod';
import { nik } from '../auth/index.js';
import { parseListDate } from './days.js';
import { BROWSER_FACE_OUTCOMES } from './risk.js';

/** A NIK sent as a number (JSON) or as digits (multipart fields are text). */
const nikValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
  nik,
);

const coordinate = (name: string, limit: number) => {
  const message = `${name} must be a number between -${limit} and ${limit}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }),
  );
};

const clockingText = z
  .enum(['true', 'false', '1', '0'], { error: 'Clocking must be true (clock in) or false (clock out)' })
  .transform((value) => value === 'true' || value === '1');

const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${name} is too long (at most ${max} characters)` })
    .optional()
    .transform((value) => value || null);

const FIXES_MESSAGE =
  'Fixes must be a list of 1 to 30 positions, each with latitude, longitude, accuracy and timestamp';
const maybeNumber = z
  .number({ error: FIXES_MESSAGE })
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** One GPS fix as the browser reported it (GeolocationPosition: coords and timestamp, epoch ms). */
const fix = z.object(
  {
    latitude: z.number({ error: FIXES_MESSAGE }).min(-90, { error: FIXES_MESSAGE }).max(90, { error: FIXES_MESSAGE }),
    longitude: z
      .number({ error: FIXES_MESSAGE })
      .min(-180, { error: FIXES_MESSAGE })
      .max(180, { error: FIXES_MESSAGE }),
    accuracy: z
      .number({ error: FIXES_MESSAGE })
      .min(0, { error: FIXES_MESSAGE })
      .max(1_000_000, { error: FIXES_MESSAGE }),
    altitude: maybeNumber,
    speed: maybeNumber,
    timestamp: z.number({ error: FIXES_MESSAGE }).int({ error: FIXES_MESSAGE }).positive({ error: FIXES_MESSAGE }),
  },
  { error: FIXES_MESSAGE },
);

/** The fixes field of POST /attendance: JSON text (multipart fields are text), 1 to 30 fixes. */
export const fixesField = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    },
    z.array(fix, { error: FIXES_MESSAGE }).min(1, { error: FIXES_MESSAGE }).max(30, { error: FIXES_MESSAGE }),
  )
  .optional();

const SIGNATURE_MESSAGE = 'signature, key_id and nonce must be base64url text';
const CLIENT_ID_MESSAGE = 'client_id must be a UUID';
const FACE_BROWSER_MESSAGE = `face_browser must be one of ${BROWSER_FACE_OUTCOMES.join(', ')}`;
const CAPTURED_AT_MESSAGE = 'captured_at must be the time the clock-in was taken, in milliseconds since 1970';

/** The `types` route parameter of GET /employee_attend/:types (the clocking screen's name). */
export const clockingType = z.enum(['clockin', 'clockout'], { error: 'Clocking type must be clockin or clockout' });

export const checkAttendBody = z.object(
  {
    clocking: z.boolean({ error: 'Clocking must be true (clock in) or false (clock out)' }),
    nik: nikValue,
  },
  { error: 'Send a JSON body with clocking and nik' },
);

/**
 * The text fields of POST /attendance (rules §7). divisi_kd, subdivisi_kd, dept_kd and lok_nm are
 * accepted and ignored: the user's units come from the database and the location name from the
 * matched location. lok_kd only says which circle to prefer when the point is inside several.
 */
export const clockFields = z.object({
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  usernik: nikValue,
  clocking: clockingText,
  description: optionalText('Description', 500),
  attendDate: optionalText('attendDate', 40),
  attendTime: optionalText('attendTime', 40),
  lok_kd: optionalText('lok_kd', 40),
  /** Every fix the clock screen took (issue 29); without them the point above is all there is. */
  fixes: fixesField,
  /** navigator.webdriver as the page read it: 'true' when an automation tool drives the browser. */
  webdriver: z
    .enum(['true', 'false'], { error: 'webdriver must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
  /**
   * The key the phone made for this clock-in (a UUID): sent again, the same key answers the first
   * record instead of storing another (issue 29, an offline clock-in sent when the network returns).
   */
  client_id: z
    .string({ error: CLIENT_ID_MESSAGE })
    .trim()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: CLIENT_ID_MESSAGE })
    .transform((value) => value.toLowerCase())
    .optional(),
  /** When the phone took the clock-in, milliseconds since 1970 by its clock (rules §10 says when it counts). */
  captured_at: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value),
      z
        .number({ error: CAPTURED_AT_MESSAGE })
        .int({ error: CAPTURED_AT_MESSAGE })
        .positive({ error: CAPTURED_AT_MESSAGE }),
    )
    .optional(),
  /**
   * The phone key's signature of this clock-in (rules §9 "Signed clock-ins"): ECDSA P-256 over the
   * text of signing.ts, r‖s in base64url; key_id names the key (its thumbprint), nonce the one the
   * api issued (left out by a clock-in kept offline, which binds client_id and captured_at instead).
   */
  signature: z
    .string({ error: SIGNATURE_MESSAGE })
    .trim()
    .regex(/^[\w-]{40,200}$/, { error: SIGNATURE_MESSAGE })
    .optional(),
  key_id: z
    .string({ error: SIGNATURE_MESSAGE })
    .trim()
    .regex(/^[\w-]{20,100}$/, { error: SIGNATURE_MESSAGE })
    .optional(),
  nonce: z
    .string({ error: SIGNATURE_MESSAGE })
    .trim()
    .regex(/^[\w-]{20,100}$/, { error: SIGNATURE_MESSAGE })
    .optional(),
  /** What the clock screen's face check saw in the selfie (issue 49), sent where the company checks faces. */
  face_browser: z.enum(BROWSER_FACE_OUTCOMES, { error: FACE_BROWSER_MESSAGE }).optional(),
});

export type ClockFields = z.infer<typeof clockFields>;

const KEY_MESSAGE = 'public_key must be an EC P-256 public key as a JWK (kty, crv, x, y)';
const base64url = z.string({ error: KEY_MESSAGE }).regex(/^[\w-]{43}$/, { error: KEY_MESSAGE });

/** POST /attendance/keys: a phone's public signing key (the private half never leaves the phone). */
export const registerKeyBody = z.object(
  {
    public_key: z.object(
      {
        kty: z.literal('EC', { error: KEY_MESSAGE }),
        crv: z.literal('P-256', { error: KEY_MESSAGE }),
        x: base64url,
        y: base64url,
      },
      { error: KEY_MESSAGE },
    ),
  },
  { error: KEY_MESSAGE },
);

/** A key id in a path (a thumbprint, base64url). */
export const isKeyId = (value: string) => /^[\w-]{20,100}$/.test(value);

/** The monthIndex route parameter of GET /attendance/all/:monthIndex (0 is January). */
export const monthIndex = z
  .string()
  .regex(/^\d{1,2}$/, { error: 'Month must be a number from 0 to 11' })
  .transform(Number)
  .pipe(z.number().max(11, { error: 'Month must be a number from 0 to 11' }));

/** POST /attendance_list: a day as yyyy-mm-dd or dd-mm-yyyy; nik lets a supervisor read an employee's day. */
export const attendanceListBody = z.object(
  {
    date: z
      .string({ error: 'Date is required' })
      .trim()
      .transform((text) => parseListDate(text))
      .refine((day): day is string => day !== null, { error: 'Date must be yyyy-mm-dd or dd-mm-yyyy' }),
    nik: nikValue.optional(),
  },
  { error: 'Send a JSON body with date' },
);

/** An attendance id in a path; anything else is a record that does not exist. */
export const isRecordId = (value: string) => /^\d{1,15}$/.test(value);

const REVIEW_IDS = 'Choose 1 to 200 clock-ins to review';

/** POST /attendance/review: accept or reject flagged clockings, with the reason (audited). */
export const reviewBody = z.object(
  {
    ids: z
      .array(z.number({ error: REVIEW_IDS }).int({ error: REVIEW_IDS }).positive({ error: REVIEW_IDS }), {
        error: REVIEW_IDS,
      })
      .min(1, { error: REVIEW_IDS })
      .max(200, { error: REVIEW_IDS })
      .transform((ids) => [...new Set(ids)]),
    decision: z.enum(['accepted', 'rejected'], { error: 'Decision must be accepted or rejected' }),
    reason: z
      .string({ error: 'A reason is required' })
      .trim()
      .min(1, { error: 'A reason is required' })
      .max(500, { error: 'Reason is too long (at most 500 characters)' }),
  },
  { error: 'Send a JSON body with ids, decision and reason' },
);
export type ReviewBody = z.infer<typeof reviewBody>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates must be yyyy-mm-dd' })
  .optional();

/** GET /attendance/review: which flagged clockings to list (by default those still to decide). */
export const reviewListQuery = z.object({
  status: z
    .enum(['needs_review', 'accepted', 'rejected'], { error: 'Status must be needs_review, accepted or rejected' })
    .default('needs_review'),
  from: isoDay,
  to: isoDay,
  nik: nikValue.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;
