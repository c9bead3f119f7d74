// A JPEG is a list of marker segments (ITU T.81 Annex B): SOI, then `FF xx` markers each with a
// two-byte length, entropy-coded data after every SOS up to the next marker that is not a stuffed
// byte (FF 00) or a restart (FF D0–D7), and EOI. The metadata a phone writes lives in segments
// of its own, so it can be dropped without touching a pixel.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP14 = 0xee;
const APP15 = 0xef;

/** APP1–APP13 and APP15 (EXIF, XMP, ICC, maker notes, Photoshop's IPTC…) and comments. */
const isMetadata = (marker: number) => marker === COM || (marker > APP0 && marker <= APP15 && marker !== APP14);
/** Markers without a length: TEM and the restarts (and SOI/EOI, handled apart). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);

/** Where the entropy-coded data that starts at `from` ends: the FF of the next real marker. */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next !== 0x00 && next !== 0xff && !isStandalone(next)) return at;
  }
  return -1;
}

/**
 * The JPEG without its metadata segments (APP1–APP13, APP15 and comments: EXIF with the device and
 * GPS, XMP, ICC) and without anything after its end: every other byte — tables, frame, the
 * compressed pixels — is kept as it was, so the picture loses nothing. JFIF (APP0) and Adobe
 * (APP14, which says how the colours are coded) stay. Null when the bytes do not walk as a whole
 * JPEG from SOI to EOI; the caller then decodes and re-encodes instead.
 */
export function stripJpegMetadata(bytes: Buffer): Buffer | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== SOI) return null;
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // a fill byte before a marker
      continue;
    }
    if (marker === EOI) {
      kept.push(bytes.subarray(at, at + 2));
      return Buffer.concat(kept);
    }
    if (marker === SOI || marker === 0x00) return null;
    if (isStandalone(marker)) {
      kept.push(bytes.subarray(at, at + 2));
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return null;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end <= at + 3 || end > bytes.length) return null;
    if (!isMetadata(marker)) kept.push(bytes.subarray(at, end));
    at = end;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, at);
      if (scanEnd === -1) return null;
      kept.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
    }
  }
  return null;
}
