import type { AppContext } from '../context.js';
import { badRequest, fileTooLarge } from '../errors.js';
import { sniffFileType } from '../lib/file-type.js';
import { cleanUploadedImage } from '../lib/image.js';
import { ATTACHMENT_MAX_BYTES, MESSAGES } from './messages.js';

/** An image re-encoded without metadata (a selfie carries EXIF GPS); `unsupported` is its refusal. */
const cleanOrRefuse = (bytes: Buffer, unsupported: string) => cleanUploadedImage(bytes, { unsupported });

/** Checks the selfie (a real JPEG or PNG) without storing it. */
export const checkPhoto = (bytes: Buffer | undefined) => {
  if (!bytes?.length) throw badRequest(MESSAGES.photoRequired, 'photo_required');
  return cleanOrRefuse(bytes, MESSAGES.photoType);
};

/** Checks the attachment (a real PDF, PNG or JPEG, at most 5 MB) without storing it. */
export async function checkAttachment(bytes: Buffer): Promise<{ bytes: Buffer; type: 'pdf' | 'jpg' | 'png' }> {
  if (bytes.length > ATTACHMENT_MAX_BYTES) throw fileTooLarge(MESSAGES.attachmentTooLarge);
  const type = sniffFileType(bytes);
  if (type === 'pdf') return { bytes, type };
  if (type === null) throw badRequest(MESSAGES.attachmentType, 'unsupported_file');
  return cleanOrRefuse(bytes, MESSAGES.attachmentType);
}

/** Stores the checked files under generated names. */
export async function storeCorrectionFiles(
  ctx: AppContext,
  photo: { bytes: Buffer; type: 'jpg' | 'png' },
  attachment: { bytes: Buffer; type: 'pdf' | 'jpg' | 'png' } | null,
) {
  return {
    photo: await ctx.storage.put('correction', photo.bytes, photo.type),
    attachment: attachment ? await ctx.storage.put('correction', attachment.bytes, attachment.type) : null,
  };
}
