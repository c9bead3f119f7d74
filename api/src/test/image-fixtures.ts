import { crc32, deflateSync } from 'node:zlib';

// jpegFile and pngFile are shared with the gateway's tests (tests/fixtures/files.ts).
export { jpegFile, pngFile } from '../../../tests/fixtures/files.js';

/**
 * A PNG of a few hundred bytes whose header declares width x height (a decompression bomb: the
 * pixels are not there, but a decoder that trusts the header would allocate them).
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** JPEG's first bytes followed by a page: passes a check of the first bytes only. */
export const jpegHeaderThenHtml = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);
