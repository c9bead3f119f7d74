import { z } from 'zod';

/** A multipart field left blank (or not sent) means "keep the current value" (rules §5, Profile). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

/** 08xxxxxxxxxx, 628xxxxxxxxx or +628xxxxxxxxx, 8-15 digits; spaces, dots and dashes are ignored. */
const INDONESIAN_PHONE = /^(?:\+62|62|0)8\d+$/;
const compactPhone = (value: string) => value.replace(/[\s.-]/g, '');
const digitCount = (value: string) => value.replace(/\D/g, '').length;

export const MESSAGES = {
  nikInvalid: 'NIK must be a number',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a valid Indonesian phone number, such as 081234567890 or +6281234567890',
  addressTooLong: 'Address may be at most 255 characters',
} as const;

export const profileFields = z.object({
  nik: z
    .string({ error: MESSAGES.nikInvalid })
    .trim()
    .regex(/^\d{1,15}$/, { error: MESSAGES.nikInvalid })
    .transform(Number),
  email: z.preprocess(
    blankToUndefined,
    z.string().max(254, { error: MESSAGES.emailInvalid }).email({ error: MESSAGES.emailInvalid }).optional(),
  ),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform(compactPhone)
      .refine((value) => INDONESIAN_PHONE.test(value), { error: MESSAGES.phoneInvalid })
      .refine((value) => digitCount(value) >= 8 && digitCount(value) <= 15, { error: MESSAGES.phoneInvalid })
      .optional(),
  ),
  address: z.preprocess(blankToUndefined, z.string().max(255, { error: MESSAGES.addressTooLong }).optional()),
});

export type ProfileFields = z.infer<typeof profileFields>;
