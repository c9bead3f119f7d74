import sharp from 'sharp';
import { badRequest } from '../errors.js';
import type { MultipartFile } from '../http/multipart.js';
import { sniffFileType } from '../lib/file-type.js';
import { LEAVE_MESSAGES as M } from './messages.js';

/** A canvas of a few thousand pixels a side at most; anything bigger is not a drawn signature. */
const MAX_SIGNATURE_PIXELS = 4000 * 4000;
/** Ink: visible (alpha) and darker than paper. A few such pixels make a mark, not noise. */
const MIN_INK_PIXELS = 10;
const isInk = (r: number, g: number, b: number, a: number) => a > 32 && Math.min(r, g, b) < 224;

/**
 * Checks that a signature upload is a PNG (by its bytes) that someone actually drew on: a canvas
 * saved without a stroke is all white or all transparent and is refused with a readable 400.
 */
export async function assertDrawnSignature(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file || file.bytes.length === 0)
    throw badRequest(M.signatureRequired, 'signature_required', { field: 'signature' });
  if (sniffFileType(file.bytes) !== 'png')
    throw badRequest(M.signatureNotPng, 'signature_not_png', { field: 'signature' });
  const decoded = await sharp(file.bytes, { limitInputPixels: MAX_SIGNATURE_PIXELS })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!decoded) throw badRequest(M.signatureNotPng, 'signature_not_png', { field: 'signature' });
  const { data, info } = decoded;
  let ink = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    if (isInk(data[offset], data[offset + 1], data[offset + 2], data[offset + 3]) && ++ink >= MIN_INK_PIXELS) {
      return file.bytes;
    }
  }
  throw badRequest(M.signatureBlank, 'signature_blank', { field: 'signature' });
}
