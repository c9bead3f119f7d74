import type { Readable } from 'node:stream';
import type { Caller } from '../auth/authenticate.js';
import type { AppContext } from '../context.js';
import { conflict, fileTooLarge, forbidden, nikMismatch, notFound } from '../errors.js';
import { cleanUploadedImage } from '../lib/image.js';
import { isStoredName } from '../storage/storage.js';
import type { UserRow } from '../users/presenter.js';
import { findUserByEmail } from '../users/index.js';
import { findPhotoOwner, updateContact } from './queries.js';
import type { ProfileFields } from './schemas.js';

export const PHOTO_MAX_BYTES = 2_097_152;
export const PHOTO_MAX_WIDTH = 4000;

export const MESSAGES = {
  updated: 'Profile updated successfully',
  nikMismatch: 'You can only change your own profile',
  emailTaken: 'This e-mail is already used by another account',
  photoType: 'File not supported, please attach PNG or JPG format!',
  photoTooLarge: 'Attachment size too large, maximum 2 Mb!',
} as const;

const UNIQUE_VIOLATION = '23505';

/** A profile photo: a real PNG or JPEG, at most 4000 px wide, re-encoded without its metadata. */
async function storePhoto(ctx: AppContext, bytes: Buffer): Promise<string> {
  if (bytes.length > PHOTO_MAX_BYTES) throw fileTooLarge(MESSAGES.photoTooLarge);
  const image = await cleanUploadedImage(bytes, { unsupported: MESSAGES.photoType }, { maxWidth: PHOTO_MAX_WIDTH });
  return ctx.storage.put('profile', image.bytes, image.type);
}

/** Only e-mail, phone and address change (plus the photo); a blank one keeps the current value. */
export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  fields: ProfileFields,
  photo: Buffer | null,
): Promise<UserRow> {
  const { user } = caller;
  if (fields.nik !== user.nik) throw nikMismatch(MESSAGES.nikMismatch);
  if (fields.email) {
    const holder = await findUserByEmail(ctx.db, fields.email);
    if (holder && holder.id !== user.id) throw conflict(MESSAGES.emailTaken, 'email_taken');
  }
  const profile = photo ? await storePhoto(ctx, photo) : user.profile;
  try {
    const updated = await updateContact(ctx.db, user.id, {
      email: fields.email ?? user.email,
      phone: fields.phone ?? user.phone,
      address: fields.address ?? user.address,
      profile,
    });
    return updated!;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(MESSAGES.emailTaken, 'email_taken');
    throw error;
  }
}

/**
 * A profile photo may be seen by signed-in users of its owner's company (issue 7: colleagues see
 * each other's faces in a staff app); the other user's records stay theirs alone.
 */
export async function readPhoto(ctx: AppContext, caller: Caller, file: string): Promise<Readable> {
  if (!isStoredName(file)) throw notFound();
  const owner = await findPhotoOwner(ctx.db, file);
  if (!owner) throw notFound();
  const sameCompany = owner.comp_kd !== null && owner.comp_kd === caller.user.comp_kd;
  if (owner.id !== caller.user.id && !sameCompany) throw forbidden();
  const photo = await ctx.storage.open('profile', file);
  if (!photo) throw notFound();
  return photo;
}
