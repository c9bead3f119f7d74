import { describe, expect, it } from '@jest/globals';
import sharp, { type JpegOptions } from 'sharp';
import { jpegFile, jpegHeaderThenHtml, pngFile } from '../test/image-fixtures.js';
import { cleanImage, UnsupportedImage } from './image.js';
import { stripJpegMetadata } from './jpeg-segments.js';

/** A noisy photo, so a second compression would show in its pixels. */
const photo = (jpeg: JpegOptions = {}) =>
  sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: '#8a6d5a',
      noise: { type: 'gaussian', mean: 120, sigma: 30 },
    },
  })
    .jpeg({ quality: 80, ...jpeg })
    .toBuffer();

const pixels = (bytes: Buffer) => sharp(bytes).raw().toBuffer();

/** Inserts a segment (marker, payload) right after SOI. */
const withSegment = (jpeg: Buffer, marker: number, payload: string) => {
  const body = Buffer.from(payload, 'latin1');
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, body, jpeg.subarray(2)]);
};

describe('cleanImage', () => {
  it('keeps an upright JPEG pixel for pixel, without its EXIF, XMP and comments', async () => {
    const original = await photo();
    const phone = withSegment(
      withSegment(
        await sharp(original)
          .withExif({ IFD0: { Make: 'HadirPhone', ImageDescription: 'GPS -6.2000 106.8166' } })
          .toBuffer(),
        0xfe,
        'shot at home',
      ),
      0xe1,
      'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS</x:xmpmeta>',
    );
    const clean = await cleanImage(phone);
    const metadata = await sharp(clean.bytes).metadata();
    expect({
      exif: metadata.exif,
      xmp: metadata.xmp,
      comments: metadata.comments,
      width: clean.width,
      height: clean.height,
    }).toEqual({
      exif: undefined,
      xmp: undefined,
      comments: undefined,
      width: 120,
      height: 80,
    });
    expect(clean.bytes.includes('HadirPhone')).toBe(false);
    expect(clean.bytes.includes('GPS')).toBe(false);
    expect((await pixels(clean.bytes)).equals(await pixels(phone))).toBe(true);
  });

  it('keeps a progressive JPEG (several scans) whole', async () => {
    const original = await photo({ progressive: true });
    const clean = await cleanImage(original);
    expect(clean.bytes.length).toBe(original.length);
    expect((await pixels(clean.bytes)).equals(await pixels(original))).toBe(true);
  });

  it('stores a JPEG only up to its end: a page appended after it is dropped', async () => {
    const original = await photo();
    const clean = await cleanImage(Buffer.concat([original, Buffer.from('<html><script>alert(1)</script></html>')]));
    expect(clean.bytes.equals(original)).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and re-encodes it, without the EXIF', async () => {
    const sideways = await sharp(await photo())
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const clean = await cleanImage(sideways);
    const metadata = await sharp(clean.bytes).metadata();
    expect({
      width: metadata.width,
      height: metadata.height,
      orientation: metadata.orientation,
      exif: metadata.exif,
    }).toEqual({
      width: 80,
      height: 120,
      orientation: undefined,
      exif: undefined,
    });
  });

  it('re-encodes a JPEG with a colour profile, which it drops', async () => {
    const profiled = await sharp(await photo())
      .withIccProfile('p3')
      .toBuffer();
    expect((await sharp(profiled).metadata()).icc).toBeDefined();
    expect((await sharp((await cleanImage(profiled)).bytes).metadata()).icc).toBeUndefined();
  });

  it('refuses a JPEG cut short, and JPEG bytes followed by a page instead of pixels', async () => {
    const original = await photo();
    await expect(cleanImage(original.subarray(0, Math.floor(original.length / 2)))).rejects.toBeInstanceOf(
      UnsupportedImage,
    );
    await expect(cleanImage(jpegHeaderThenHtml())).rejects.toBeInstanceOf(UnsupportedImage);
  });

  it('re-encodes a PNG and reads its size', async () => {
    const clean = await cleanImage(await pngFile({ width: 30, height: 20 }));
    expect({ type: clean.type, width: clean.width, height: clean.height }).toEqual({
      type: 'png',
      width: 30,
      height: 20,
    });
  });
});

describe('stripJpegMetadata', () => {
  it('drops APP1–APP13, APP15 and comments, and keeps JFIF (APP0), Adobe (APP14) and the tables', async () => {
    const original = await jpegFile({ width: 16, height: 16 });
    let marked = original;
    for (const [marker, text] of [
      [0xe1, 'exif'],
      [0xe2, 'icc'],
      [0xed, 'iptc'],
      [0xef, 'app15'],
      [0xfe, 'comment'],
      [0xee, 'Adobe'],
    ] as const) {
      marked = withSegment(marked, marker, text);
    }
    const stripped = stripJpegMetadata(marked)!;
    const text = stripped.toString('latin1');
    expect(['exif', 'icc', 'iptc', 'app15', 'comment'].filter((word) => text.includes(word))).toEqual([]);
    expect(text.includes('Adobe')).toBe(true);
    expect(stripped.length).toBe(original.length + 4 + 'Adobe'.length);
  });

  it('answers null for bytes that do not walk as a whole JPEG', async () => {
    const original = await jpegFile();
    expect(stripJpegMetadata(original.subarray(0, original.length - 2))).toBeNull(); // no EOI
    expect(stripJpegMetadata(jpegHeaderThenHtml())).toBeNull();
    const badLength = Buffer.from(original);
    badLength.writeUInt16BE(0xffff, 4); // the first segment runs past the end
    expect(stripJpegMetadata(badLength)).toBeNull();
    expect(stripJpegMetadata(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
