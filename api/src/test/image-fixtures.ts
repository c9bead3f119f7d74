import sharp from 'sharp';

/** A plain JPEG; with gps, it carries EXIF (IFD0 and GPS-like text) as a phone photo does. */
export function jpegFile({ width = 64, height = 64, exif = false } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } }).jpeg();
  return (
    exif
      ? image.withMetadata({ exif: { IFD0: { Make: 'HadirPhone', ImageDescription: 'GPS -6.2000 106.8166' } } })
      : image
  ).toBuffer();
}

/** A plain PNG of a given size. */
export const pngFile = ({ width = 64, height = 64 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).png().toBuffer();
