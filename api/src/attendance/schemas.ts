import { z } from 'zod';
import { nik } from '../auth/schemas.js';
import { parseListDate } from './days.js';

/** A NIK sent as a number (JSON) or as digits (multipart fields are text). */
const nikValue = z.preprocess((value) => (typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value) : value), nik);

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
});

export type ClockFields = z.infer<typeof clockFields>;

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
