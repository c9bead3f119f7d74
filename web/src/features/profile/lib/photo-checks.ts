import { i18n } from '../../../i18n';
import { scaledImageSize } from './image-scale';

/** Rules §9: a profile photo is a PNG or JPEG of at most 2 MB (2097152 bytes). */
export const PHOTO_MAX_BYTES = 2_097_152;
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
const PHOTO_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** The rules §5 message for a picked file's type or size, or null when it may go on to the cropper. */
export function photoFileProblem(file: File): string | null {
  const named = /\.(png|jpe?g)$/i.test(file.name);
  if (!named || (file.type !== '' && !PHOTO_TYPES.has(file.type))) return i18n.t('profile.photo.notSupported');
  if (file.size > PHOTO_MAX_BYTES) return i18n.t('profile.photo.tooLarge');
  return null;
}

export type ScaledPhoto = { url: string; type: 'image/png' | 'image/jpeg' } | { problem: string };

/**
 * Decodes the photo, refuses one wider than 4000 px, and draws it scaled by its width (rules §9) so
 * the cropper works on a small image. Answers an object URL the caller revokes.
 */
export async function scalePhoto(file: File): Promise<ScaledPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { problem: i18n.t('profile.photo.unreadable') };
  }
  try {
    const size = scaledImageSize(bitmap.width, bitmap.height);
    if (!size) return { problem: i18n.t('profile.photo.dimension') };
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return { problem: i18n.t('profile.photo.unreadable') };
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const type = file.type === 'image/png' || /\.png$/i.test(file.name) ? 'image/png' : 'image/jpeg';
    const blob = await canvasToBlob(canvas, type);
    return blob ? { url: URL.createObjectURL(blob), type } : { problem: i18n.t('profile.photo.unreadable') };
  } finally {
    bitmap.close();
  }
}

export const canvasToBlob = (canvas: HTMLCanvasElement, type: string, quality = 0.9) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/**
 * The cropped square as the file Save uploads: PNG for a PNG, JPEG otherwise; a PNG that would
 * pass the api's 2 MB limit is sent as JPEG instead.
 */
export async function croppedPhotoFile(
  canvas: HTMLCanvasElement,
  type: 'image/png' | 'image/jpeg',
): Promise<File | null> {
  let blob = await canvasToBlob(canvas, type);
  if (blob && type === 'image/png' && blob.size > PHOTO_MAX_BYTES) blob = await canvasToBlob(canvas, 'image/jpeg');
  if (!blob) return null;
  const extension = blob.type === 'image/png' ? 'png' : 'jpg';
  return new File([blob], `profile.${extension}`, { type: blob.type });
}
