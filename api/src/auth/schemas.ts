import { z } from 'zod';
import { PROOF_MAX_LENGTH } from './proof-of-work.js';

export const nik = z
  .number({ error: 'NIK must be a number' })
  .int({ error: 'NIK must be a number' })
  .positive({ error: 'NIK must be a number' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'NIK is too long' });

const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Password is too long' });

/** A password being set: no spaces, at least 8 characters (the client only hints at these). */
export const newPassword = z
  .string({ error: 'New password is required' })
  .min(1, { error: 'New password is required' })
  .max(128, { error: 'Password is too long' })
  .refine((value) => !/\s/.test(value), { error: 'Space not allowed!' })
  .refine((value) => value.length >= 8, { error: 'Password must be at least 8 characters' });

/** A solved proof-of-work challenge (auth/proof-of-work.ts), sent once the api has asked for one. */
const proof = z
  .string({ error: 'The browser check must be text' })
  .max(PROOF_MAX_LENGTH, { error: 'The browser check is too long' })
  .optional();

export const credentials = z.object({ nik, password, proof }, { error: 'Send a JSON body with nik and password' });

export const forgotBody = z.object(
  { email: z.string({ error: 'E-mail is required' }).trim().max(254).email({ error: 'Enter a valid e-mail address' }) },
  { error: 'Send a JSON body with email' },
);

export const resetToken = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

export const resetBody = z.object(
  { token: z.string({ error: 'Token is required' }).min(1, { error: 'Token is required' }), password: newPassword },
  { error: 'Send a JSON body with password and token' },
);

export const updatePasswordBody = z.object(
  { nik, password, new_password: newPassword },
  { error: 'Send a JSON body with nik, password and new_password' },
);

export const activateBody = z.object(
  {
    code: z
      .string({ error: 'Activation code is required' })
      .min(1, { error: 'Activation code is required' })
      .max(40, { error: 'Activation code is too long' }),
    proof,
  },
  { error: 'Send a JSON body with code' },
);
