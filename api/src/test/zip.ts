import { crc32, createDeflateRaw, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readZipDirectory } from '../platform/import/zip-guard.js';

/** One part of a zip as written: its packed (deflated) bytes and what the directory declares. */
export interface PackedPart {
  name: string;
  packed: Buffer;
  size: number;
  crc: number;
}

export const packPart = (name: string, data: Buffer): PackedPart => ({
  name,
  packed: deflateRawSync(data),
  size: data.length,
  crc: crc32(data),
});

/**
 * A part that unpacks to `size` bytes of `fill` (a zip bomb when size is large), deflated a
 * megabyte at a time, so that the test never holds what it unpacks to.
 */
export async function bombPart(name: string, size: number, prefix = '', fill = ' '): Promise<PackedPart> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const head = Buffer.from(prefix);
  const block = Buffer.alloc(1024 * 1024, fill);
  let crc = crc32(head);
  deflate.write(head);
  for (let left = size - head.length; left > 0; left -= block.length) {
    const piece = block.subarray(0, Math.min(block.length, left));
    crc = crc32(piece, crc);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, packed: Buffer.concat(chunks), size, crc };
}

/** A zip of these parts (deflated), each declaring `declared[name]` as its size when given (a directory that lies). */
export function zipOf(parts: PackedPart[], declared: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const size = declared[part.name] ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    entries.push(entry, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The parts of a zip another library wrote (an exceljs workbook), to build variants of it. */
export function partsOf(zip: Buffer): PackedPart[] {
  return readZipDirectory(zip)!.map((part) => {
    const local = part.localHeaderOffset;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + part.packedSize);
    const data = part.method === 8 ? inflateRawSync(packed) : packed;
    return packPart(part.name, data);
  });
}
