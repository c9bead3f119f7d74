import { z } from 'zod';
import { BROWSER_FACE_OUTCOMES } from './risk.js';

// The shapes presenter.ts answers with, for the provider contract (docs/openapi.json).

export const location = z.object({
  lok_kd: z.string(),
  lok_nm: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  radius: z.number(),
  divisi_kd: z.string().nullable(),
  subdivisi_kd: z.string().nullable(),
  dept_kd: z.string().nullable(),
});

/** A work location for the clock screen: the widest accuracy circle (metres) a clock-in there is taken with (issue 46). */
export const clockLocation = location.extend({
  accuracy_limit: z.number(),
  face_check: z.boolean().meta({
    description:
      "Whether the clock screen checks the selfie's face before sending it (issue 49): the company checks faces and the caller is enrolled",
  }),
  face_notice_changed: z.boolean().meta({
    description:
      "With face_check: the caller's consent is to an earlier face check notice; the clock screen asks them to read the new one",
  }),
});

/** Issue 29: null (nothing to review), needs_review ("Under review" for the person), accepted or rejected. */
const reviewStatus = z.enum(['needs_review', 'accepted', 'rejected']).nullable();

export const listRecord = z.object({
  id: z.number(),
  photo: z.string().nullable(),
  clocking: z.boolean(),
  lok_nm: z.string().nullable(),
  attendance_time: z.string().meta({ description: 'HH:mm, Jakarta' }),
  is_correction: z.boolean(),
  review: reviewStatus,
});

export const detail = z.object({
  id: z.number(),
  attendance_date: z.string().meta({ description: 'M/d/yyyy, Jakarta' }),
  attendance_time: z.string().meta({ description: 'HH:mm, Jakarta' }),
  clocking: z.boolean(),
  lok_nm: z.string().nullable(),
  address: z.string().nullable().meta({
    description:
      "The position's street address from the company's geocoder (GEOCODER_URL), filled just after the clocking; null when off or not found",
  }),
  latitude: z.number(),
  longitude: z.number(),
  photo: z.string().nullable(),
  description: z.string().nullable(),
  is_correction: z.boolean(),
  review: reviewStatus,
  review_reasons: z.array(z.string()).meta({ description: 'The risk signals behind the score, in words' }),
  signature: z.enum(['signed', 'unsigned', 'bad_signature', 'key_revoked']).nullable().meta({
    description: "How the clock-in was signed by the phone's key (rules §9); null before signing or for a correction",
  }),
  key_registered: z
    .string()
    .nullable()
    .meta({ description: 'dd-mm-yyyy, Jakarta: when the signing key was registered to the person' }),
  face_browser: z.enum(BROWSER_FACE_OUTCOMES).nullable().meta({
    description:
      "What the clock screen's face check saw in the selfie (issue 49); null where the company does not check faces or the person is not enrolled",
  }),
});

/** A day of the caller's month log (rules §3 Attendance day record; days.ts groupDays). */
export const attendanceDay = z.object({
  id: z.number().meta({ description: "The day's first record's id" }),
  dates: z.string().meta({ description: 'yyyy-mm-dd, the Jakarta day' }),
  attendance_total: z.number().meta({ description: 'Every record of the day' }),
  attend: z
    .array(
      z.object({
        id: z.number(),
        clocking: z.boolean(),
        attendance_time: z.string().meta({ description: "HH:mm on the person's own wall clock" }),
        is_correction: z.boolean(),
        review: reviewStatus,
      }),
    )
    .meta({ description: "The day's first clock-in and last clock-out (a missing half is left out)" }),
  sessions: z
    .array(z.object({ in: z.string().nullable(), out: z.string().nullable() }))
    .meta({ description: "The day engine's in/out pairs (HH:mm), in time order; a half not clocked (yet) is null" }),
  worked_minutes: z.number().meta({ description: 'The sum of the closed pairs, each cut to the shift window' }),
});

export const signingKey = z.object({
  key_id: z.string().meta({ description: "The key's RFC 7638 thumbprint" }),
  device: z.string().meta({ description: 'The browser it was registered from, in words' }),
  registered_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  clockings: z.number().optional(),
});

export const reviewItem = z.object({
  id: z.number(),
  nik: z.number(),
  name: z.string(),
  clocking: z.boolean(),
  attend_date: z.string().meta({ description: 'yyyy-mm-dd, the shift day' }),
  attendance_time: z.string().meta({
    description: "HH:mm on the owner's wall clock, with their zone when it is not the reader's ('08:02 WITA')",
  }),
  lok_nm: z.string().nullable(),
  accuracy: z.number().nullable().meta({ description: 'Metres, the best fix' }),
  risk_score: z.number(),
  reasons: z.array(z.string()),
  signals: z.array(z.object({ id: z.string(), values: z.record(z.string(), z.number()) })).meta({
    description: "The same signals by id (risk.ts) with the numbers their words hold, for a reader's own language",
  }),
  review: z.enum(['needs_review', 'accepted', 'rejected']),
  review_reason: z.string().nullable(),
});

/** A sealed nonce for the caller's next signed clock-in (rules §9 "Signed clock-ins"). */
export const clockingNonce = z.object({ nonce: z.string(), expires_at: z.string() });
