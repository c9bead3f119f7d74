import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../../errors.js';
import {
  MAX_UNPACKED_BYTES,
  MAX_UNPACKED_PART_BYTES,
  MAX_PACKING_RATIO,
  MAX_ZIP_PARTS,
  RATIO_CHECKED_FROM_BYTES,
} from './limits.js';
import { IMPORT_FILE_MESSAGES as M } from './messages.js';

/** One file inside a zip as its central directory declares it; nothing of it inflated. */
export interface ZipPart {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  packedSize: number;
  size: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A zip64 value: a size or count that did not fit, far beyond what an employee file holds. */
const ZIP64_U16 = 0xffff;
const ZIP64_U32 = 0xffffffff;

/**
 * The parts a zip's central directory declares, read from the end of the file as every zip reader
 * (JSZip, under exceljs) finds it, or null when there is no whole, plain directory: one that does
 * not end where the end record begins, zip64, or a record cut short.
 */
export function readZipDirectory(bytes: Buffer): ZipPart[] | null {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === ZIP64_U16 || directoryOffset === ZIP64_U32 || directoryOffset + directorySize !== end) return null;
  const parts: ZipPart[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > end) return null;
    const part = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      packedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    if (part.packedSize === ZIP64_U32 || part.size === ZIP64_U32 || part.localHeaderOffset === ZIP64_U32) return null;
    parts.push(part);
    at = next;
  }
  return at === end ? parts : null;
}

const megabytes = (size: number) => (size / (1024 * 1024)).toFixed(size < 10 * 1024 * 1024 ? 1 : 0);
const tooLarge = (message: string) => badRequest(message, 'import_unpacks_too_large');

/**
 * What the directory declares, checked before anything is inflated: how much the file unpacks to
 * in all and per part, how tightly a large part is packed (a zip bomb: 268 KB that unpacks to
 * 256 MB), how many parts, and no link to another workbook or data source (Excel would fetch it).
 */
export function checkZipDirectory(parts: ZipPart[]): void {
  if (parts.length > MAX_ZIP_PARTS) throw tooLarge(M.tooManyParts);
  for (const part of parts) {
    if (/^\/?xl\/(externalLinks\/|connections\.xml$)/i.test(part.name))
      throw badRequest(M.externalLinks, 'import_external_links');
  }
  const total = parts.reduce((sum, part) => sum + part.size, 0);
  if (total > MAX_UNPACKED_BYTES) throw tooLarge(M.unpacksTooLarge(megabytes(total)));
  for (const part of parts) {
    if (part.size > MAX_UNPACKED_PART_BYTES) throw tooLarge(M.partTooLarge(part.name, megabytes(part.size)));
    const ratio = part.size / Math.max(part.packedSize, 1);
    if (part.size >= RATIO_CHECKED_FROM_BYTES && ratio > MAX_PACKING_RATIO)
      throw tooLarge(M.packedTooTightly(part.name, Math.round(ratio)));
  }
}

/**
 * Inflates one part only to count its bytes (nothing is kept), stopping the moment it passes the
 * size its directory entry declared: a directory that lies cannot make the reader after us
 * (JSZip checks sizes only once it has inflated everything) unpack more than was checked.
 */
function partKeepsItsWord(bytes: Buffer, part: ZipPart): Promise<boolean> {
  const local = part.localHeaderOffset;
  if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return Promise.resolve(false);
  const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
  const packed = bytes.subarray(start, start + part.packedSize);
  if (packed.length !== part.packedSize) return Promise.resolve(false);
  if (part.method === 0) return Promise.resolve(part.size === part.packedSize);
  if (part.method !== 8) return Promise.resolve(false);
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > part.size) {
        inflate.destroy();
        resolve(false);
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(size === part.size));
    inflate.end(packed);
  });
}

/** An XLSX's zip, refused with a reason before exceljs inflates any of it (see checkZipDirectory). */
export async function assertSafeWorkbookZip(bytes: Buffer): Promise<void> {
  const parts = readZipDirectory(bytes);
  if (!parts) throw badRequest(M.fileType, 'import_file_type');
  checkZipDirectory(parts);
  for (const part of parts) {
    if (!(await partKeepsItsWord(bytes, part))) throw tooLarge(M.partLies(part.name));
  }
}
