import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { badRequest } from '../errors.js';
import { sniffFileType } from './file-type.js';
import { stripJpegMetadata } from './jpeg-segments.js';

export type ImageType = 'jpg' | 'png';

export interface CleanImage {
  type: ImageType;
  bytes: Buffer;
  /** Width and height as shown, after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export class UnsupportedImage extends Error {}
export class ImageTooLarge extends Error {}

/** Pixels decoded at most; guards memory against small files that unpack into huge images. */
const DEFAULT_MAX_PIXELS = 40_000_000;

/**
 * A JPEG that needs no turning and no colour conversion, kept as it was without its metadata
 * (jpeg-segments.ts): decoding the kept bytes whole proves they are one whole picture, and the
 * pixels are not compressed a second time. That halves the CPU of a clock-in's selfie (issue 15)
 * and loses nothing of the picture. Null when the JPEG has to be re-encoded instead.
 */
async function keptJpeg(bytes: Buffer, metadata: Metadata, options: SharpOptions): Promise<Buffer | null> {
  const upright = (metadata.orientation ?? 1) === 1;
  if (!upright || metadata.icc || (metadata.space !== 'srgb' && metadata.space !== 'b-w')) return null;
  const stripped = stripJpegMetadata(bytes);
  if (!stripped) return null;
  await sharp(stripped, options)
    .raw()
    .toBuffer()
    .catch(() => {
      throw new UnsupportedImage();
    });
  return stripped;
}

/**
 * Checks that bytes are a real PNG or JPEG and stores them upright and without metadata (EXIF with
 * GPS, XMP, ICC): an upright sRGB JPEG keeps its own compressed pixels (keptJpeg), anything else is
 * re-encoded (sharp drops metadata unless withMetadata is called).
 * Throws UnsupportedImage for anything else and ImageTooLarge past maxWidth or maxPixels.
 */
export async function cleanImage(
  bytes: Buffer,
  { maxWidth = Infinity, maxPixels = DEFAULT_MAX_PIXELS }: { maxWidth?: number; maxPixels?: number } = {},
): Promise<CleanImage> {
  const type = sniffFileType(bytes);
  if (type !== 'jpg' && type !== 'png') throw new UnsupportedImage();
  const options = { autoOrient: true, limitInputPixels: false as const, failOn: 'error' as const };
  const metadata = await sharp(bytes, options)
    .metadata()
    .catch(() => {
      throw new UnsupportedImage();
    });
  const { width, height } = metadata.autoOrient ?? { width: metadata.width, height: metadata.height };
  if (!width || !height) throw new UnsupportedImage();
  if (width > maxWidth || width * height > maxPixels) throw new ImageTooLarge();
  const kept = type === 'jpg' ? await keptJpeg(bytes, metadata, options) : null;
  if (kept) return { type, bytes: kept, width, height };
  const image = sharp(bytes, options);
  const encoded = await (type === 'jpg' ? image.jpeg({ quality: 88 }) : image.png()).toBuffer().catch(() => {
    throw new UnsupportedImage();
  });
  return { type, bytes: encoded, width, height };
}

/** The one answer to an image whose pixels are over a route's bounds. */
export const IMAGE_TOO_LARGE = 'Image dimension exceed the limit';

/**
 * cleanImage for an upload: what it refuses becomes a 400 a person can read (`unsupported` for
 * bytes that are not a whole PNG or JPEG, IMAGE_TOO_LARGE past the bounds).
 */
export async function cleanUploadedImage(
  bytes: Buffer,
  refusal: { unsupported: string; unsupportedError?: string },
  bounds: { maxWidth?: number; maxPixels?: number } = {},
): Promise<CleanImage> {
  try {
    return await cleanImage(bytes, bounds);
  } catch (error) {
    if (error instanceof UnsupportedImage)
      throw badRequest(refusal.unsupported, refusal.unsupportedError ?? 'unsupported_file');
    if (error instanceof ImageTooLarge) throw badRequest(IMAGE_TOO_LARGE, 'image_too_large');
    throw error;
  }
}
