/**
 * Face check accuracy on the faces that ship here (issue 49; docs/face-check.md "Accuracy").
 * `npm run face:accuracy`. No photo is downloaded: every picture is made from
 *
 * - human's `assets/screenshot-facematch.jpg` (MIT): a grid of ~100x80 face crops. Row one's first
 *   nine are the same man ("M") in nine photos; rows three to six are 72 other people;
 * - human's `assets/screenshot-facedetect.jpg`: five 150x150 faces, the first of them M, and
 *   `assets/screenshot-faceid.jpg`: M again, 140x140, years later (labelled by eye);
 * - the Playwright face videos' frames (tests/e2e/fixtures/face/*.y4m, 320x240: M's and another face
 *   on a wall, as the clock screen's camera sees them; made from the same screenshots).
 *
 * Each picture is also transformed as a clock-in's selfie may differ from the enrolment: a hijab
 * framing the face (a dark or a patterned band over forehead, ears and sides), dark glasses, a mask
 * pulled down over the chin (placed on the face's own landmarks), dim light, blur, JPEG quality 30,
 * a small rotation. And each is made into a REPLAY: shown on a screen and photographed again
 * (resampled, moiré, gamma and colour cast, a glare, a bezel, a perspective skew) or printed and
 * photographed (halftone dots, paper tint).
 *
 * 1. The server's match (api/src/face/engine.ts, the default thresholds): M's template is the mean
 *    of three of his crops (as an enrolment is); M's other pictures are genuine clock-ins, the 76
 *    others impostors. Prints who is flagged.
 *    Then "after one accepted look per variant" (issue 49's learned looks, face/service.ts learnLook):
 *    per variant, M's first uncertain picture is accepted and its descriptor learned; his other
 *    pictures of that variant and every impostor of it are compared again with the best of the
 *    template and the look.
 * 2. The clock screen's antispoof and liveness models (the browser's settings: BlazeFace boxes, no
 *    mesh) on every picture, genuine versus replay: the share of each flagged at a range of
 *    thresholds (web/src/features/attendance/lib/face-outcome.ts: NOT_LIVE_BELOW).
 *
 * Markdown tables on stdout; FACE_ACCURACY_JSON=<file> also writes every score,
 * FACE_ACCURACY_SELFIE=1 runs the same set framed as a selfie (framed, below),
 * FACE_ACCURACY_MATCH_ONLY=1 leaves out the replays and the clock screen's models (part 2), and
 * FACE_ACCURACY_ENROLLED_AS=1 measures a template made wearing each occlusion instead
 * (enrolledAsTheyLook, below).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import {
  averageDescriptor,
  DEFAULT_FACE_THRESHOLDS,
  faceOutcome,
  LOOK_MARGIN,
  personSimilarity,
  similarity,
  teachesLook,
} from '../api/src/face/compare.js';
import { createFaceEngine, loadHuman, type Human } from '../api/src/face/engine.js';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');
const videos = path.join(import.meta.dirname, '..', 'tests', 'e2e', 'fixtures', 'face');

/** RGB pixels. */
interface Raw {
  data: Buffer;
  width: number;
  height: number;
}

const toRaw = async (bytes: Buffer): Promise<Raw> => {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};
const png = (raw: Raw) =>
  sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .png()
    .toBuffer();
const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/** Every pixel through fn(x, y, r, g, b) → [r, g, b]. */
function mapPixels(raw: Raw, fn: (x: number, y: number, r: number, g: number, b: number) => number[]): Raw {
  const out = Buffer.alloc(raw.data.length);
  for (let y = 0; y < raw.height; y++)
    for (let x = 0; x < raw.width; x++) {
      const i = (y * raw.width + x) * 3;
      const [r, g, b] = fn(x, y, raw.data[i], raw.data[i + 1], raw.data[i + 2]);
      out[i] = clamp(r);
      out[i + 1] = clamp(g);
      out[i + 2] = clamp(b);
    }
  return { ...raw, data: out };
}

// ---------------------------------------------------------------------------------------------
// The pictures

/** One crop of the facematch grid: column c (0-17), row r (0-5). */
const gridCrop = (r: number, c: number) =>
  sharp(path.join(assets, 'screenshot-facematch.jpg'))
    .extract({ left: Math.round(2 + 106.6 * c), top: Math.round(299 + 111.5 * r), width: 102, height: 80 })
    .png()
    .toBuffer();
/** One of the facedetect screenshot's five 150x150 faces (the first is M). */
const detectCrop = (i: number) =>
  sharp(path.join(assets, 'screenshot-facedetect.jpg'))
    .extract({ left: 9 + 157 * i, top: 347, width: 150, height: 150 })
    .png()
    .toBuffer();
/** The faceid screenshot's camera picture: M, 140x140. */
const faceIdCrop = () =>
  sharp(path.join(assets, 'screenshot-faceid.jpg'))
    .extract({ left: 14, top: 142, width: 140, height: 140 })
    .png()
    .toBuffer();

/** The frames of a .y4m video (4:2:0, BT.601 studio range), as PNG. */
async function y4mFrames(file: string): Promise<Buffer[]> {
  const bytes = readFileSync(path.join(videos, file));
  const headerEnd = bytes.indexOf(0x0a);
  const header = bytes.subarray(0, headerEnd).toString('latin1');
  const width = Number(/ W(\d+)/.exec(header)![1]);
  const height = Number(/ H(\d+)/.exec(header)![1]);
  const frames: Buffer[] = [];
  let at = headerEnd + 1;
  while (at < bytes.length) {
    at = bytes.indexOf(0x0a, at) + 1; // "FRAME\n"
    const y = bytes.subarray(at, at + width * height);
    const u = bytes.subarray(at + width * height, at + width * height * 1.25);
    const v = bytes.subarray(at + width * height * 1.25, at + width * height * 1.5);
    at += width * height * 1.5;
    const rgb = Buffer.alloc(width * height * 3);
    for (let row = 0; row < height; row++)
      for (let x = 0; x < width; x++) {
        const c = y[row * width + x] - 16;
        const half = (row >> 1) * (width / 2) + (x >> 1);
        const d = u[half] - 128;
        const e = v[half] - 128;
        const i = (row * width + x) * 3;
        rgb[i] = clamp(1.164 * c + 1.596 * e);
        rgb[i + 1] = clamp(1.164 * c - 0.392 * d - 0.813 * e);
        rgb[i + 2] = clamp(1.164 * c + 2.017 * d);
      }
    frames.push(await png({ data: rgb, width, height }));
  }
  return frames;
}

interface Source {
  name: string;
  bytes: Buffer;
  /** M, the enrolled man; else someone else. */
  person: 'M' | 'other';
  /** Compared with M's template as a clock-in (M's enrolment frames are not). */
  probe: boolean;
}

/**
 * FACE_ACCURACY_SELFIE=1: every picture first put on a 500x300 wall, 240 px high, as the clock
 * screen's selfie frames a face (the crops upscaled): the same set at a selfie's scale.
 */
const SELFIE = process.env.FACE_ACCURACY_SELFIE === '1';
/** FACE_ACCURACY_MATCH_ONLY=1: the server's match and the learned looks only (no replays, no clock-screen models): a third of the time. */
const MATCH_ONLY = process.env.FACE_ACCURACY_MATCH_ONLY === '1';
const framed = async (bytes: Buffer) => {
  if (!SELFIE) return bytes;
  const face = await sharp(bytes).resize({ height: 240 }).png().toBuffer();
  const { width } = await sharp(face).metadata();
  return sharp({ create: { width: 500, height: 300, channels: 3, background: '#6b6660' } })
    .composite([{ input: face, left: Math.round((500 - width!) / 2), top: 30 }])
    .png()
    .toBuffer();
};

async function sources(): Promise<{ enrolment: Buffer[]; all: Source[] }> {
  const enrolment = await Promise.all([0, 1, 2].map((c) => gridCrop(0, c)));
  const all: Source[] = [];
  for (const c of [0, 1, 2]) all.push({ name: `grid-0-${c}`, bytes: enrolment[c], person: 'M', probe: false });
  for (const c of [3, 4, 5, 6, 7, 8])
    all.push({ name: `grid-0-${c}`, bytes: await gridCrop(0, c), person: 'M', probe: true });
  for (const r of [2, 3, 4, 5])
    for (let c = 0; c < 18; c++)
      all.push({ name: `grid-${r}-${c}`, bytes: await gridCrop(r, c), person: 'other', probe: true });
  // The facedetect screenshot's M is the same photo as grid-0-0, an enrolment frame: not a probe.
  all.push({ name: 'detect-0', bytes: await detectCrop(0), person: 'M', probe: false });
  for (const i of [1, 2, 3, 4])
    all.push({ name: `detect-${i}`, bytes: await detectCrop(i), person: 'other', probe: true });
  all.push({ name: 'faceid', bytes: await faceIdCrop(), person: 'M', probe: true });
  // person.y4m is detect-0 turned and moved (not a probe: an enrolment frame's photo); other.y4m is
  // detect-1; still.y4m is grid-0-5 upscaled to 240 px on a wall (a probe at the clock screen's scale).
  (await y4mFrames('person.y4m')).forEach((bytes, i) =>
    all.push({ name: `person.y4m#${i}`, bytes, person: 'M', probe: false }),
  );
  (await y4mFrames('other.y4m')).forEach((bytes, i) =>
    all.push({ name: `other.y4m#${i}`, bytes, person: 'other', probe: true }),
  );
  (await y4mFrames('still.y4m')).forEach((bytes, i) =>
    all.push({ name: `still.y4m#${i}`, bytes, person: 'M', probe: true }),
  );
  for (const source of all) source.bytes = await framed(source.bytes);
  return { enrolment: await Promise.all(enrolment.map(framed)), all };
}

// ---------------------------------------------------------------------------------------------
// Where the face is (FaceMesh's landmarks), so a hijab, glasses or a mask sit where they would

interface Geometry {
  /** Eye boxes: x0, y0, x1, y1. */
  eyes: [number, number, number, number][];
  browTop: number;
  lipBottom: number;
  chin: number;
  left: number;
  right: number;
}

type Point = [number, number, number?];

async function geometry(human: Human, bytes: Buffer): Promise<Geometry> {
  const raw = await toRaw(bytes);
  const result = await detect(human, raw);
  const face = result.face.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  if (!face?.annotations?.silhouette) {
    // No mesh: the crop is the face (the grid's crops are cut around one).
    const { width: w, height: h } = raw;
    return {
      eyes: [
        [0.22 * w, 0.36 * h, 0.44 * w, 0.48 * h],
        [0.56 * w, 0.36 * h, 0.78 * w, 0.48 * h],
      ],
      browTop: 0.28 * h,
      lipBottom: 0.78 * h,
      chin: 0.92 * h,
      left: 0.12 * w,
      right: 0.88 * w,
    };
  }
  const a = face.annotations as unknown as Record<string, Point[]>;
  const box = (points: Point[]) =>
    [
      Math.min(...points.map((p) => p[0])),
      Math.min(...points.map((p) => p[1])),
      Math.max(...points.map((p) => p[0])),
      Math.max(...points.map((p) => p[1])),
    ] as [number, number, number, number];
  const silhouette = box(a.silhouette);
  return {
    eyes: [box([...a.leftEyeUpper0, ...a.leftEyeLower0]), box([...a.rightEyeUpper0, ...a.rightEyeLower0])],
    browTop: Math.min(...[...a.leftEyebrowUpper, ...a.rightEyebrowUpper].map((p) => p[1])),
    lipBottom: box(a.lipsLowerOuter)[3],
    chin: silhouette[3],
    left: silhouette[0],
    right: silhouette[2],
  };
}

// ---------------------------------------------------------------------------------------------
// Genuine clock-ins that differ from the enrolment

const svg = (raw: { width: number; height: number }, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${raw.width}" height="${raw.height}">${body}</svg>`);

/** A hijab: everything outside an oval from just above the brows to the chin, within the cheeks. */
async function hijab(bytes: Buffer, g: Geometry, patterned: boolean) {
  const { width, height } = await sharp(bytes).metadata();
  const faceHeight = g.chin - g.browTop;
  const top = g.browTop - 0.08 * faceHeight;
  const bottom = g.chin + 0.04 * faceHeight;
  const cx = (g.left + g.right) / 2;
  const rx = ((g.right - g.left) / 2) * 0.92;
  const cy = (top + bottom) / 2;
  const ry = (bottom - top) / 2;
  const fill = patterned ? 'url(#p)' : '#1d1b22';
  const pattern = `<defs><pattern id="p" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">
    <rect width="6" height="6" fill="#3b2a4a"/><rect width="3" height="6" fill="#b48aa8"/><circle cx="4.5" cy="3" r="1" fill="#e8d9b0"/></pattern></defs>`;
  const path = `M0 0 H${width} V${height} H0 Z M${cx - rx} ${cy} a${rx} ${ry} 0 1 0 ${2 * rx} 0 a${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;
  return sharp(bytes)
    .composite([
      {
        input: svg(
          { width: width!, height: height! },
          `${pattern}<path fill-rule="evenodd" fill="${fill}" d="${path}"/>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

/** Dark glasses: a dark lens over each eye and a bridge between them. */
async function glasses(bytes: Buffer, g: Geometry) {
  const { width, height } = await sharp(bytes).metadata();
  const lenses = g.eyes.map(([x0, y0, x1, y1]) => {
    const w = x1 - x0;
    const cx = (x0 + x1) / 2;
    const cy = (y0 + y1) / 2;
    const lw = w * 1.7;
    const lh = w * 1.05;
    return { cx, cy, lw, lh };
  });
  const body =
    lenses
      .map(
        (l) =>
          `<rect x="${l.cx - l.lw / 2}" y="${l.cy - l.lh / 2}" width="${l.lw}" height="${l.lh}" rx="${l.lh / 3}" fill="#0b0b0d" fill-opacity="0.92"/>`,
      )
      .join('') +
    `<line x1="${lenses[0].cx}" y1="${lenses[0].cy - lenses[0].lh / 4}" x2="${lenses[1].cx}" y2="${lenses[1].cy - lenses[1].lh / 4}" stroke="#0b0b0d" stroke-width="${Math.max(1, lenses[0].lh / 6)}"/>`;
  return sharp(bytes)
    .composite([{ input: svg({ width: width!, height: height! }, body) }])
    .png()
    .toBuffer();
}

/** A mask pulled down below the lips: over the chin and the jaw. */
async function maskDown(bytes: Buffer, g: Geometry) {
  const { width, height } = await sharp(bytes).metadata();
  const faceHeight = g.chin - g.browTop;
  const faceWidth = g.right - g.left;
  const top = g.lipBottom + 0.05 * faceHeight;
  const x = g.left - 0.06 * faceWidth;
  const w = faceWidth * 1.12;
  const pleats = [0.35, 0.6]
    .map(
      (f) =>
        `<line x1="${x}" y1="${top + f * (height! - top)}" x2="${x + w}" y2="${top + f * (height! - top)}" stroke="#7fa9c6" stroke-width="1"/>`,
    )
    .join('');
  const body = `<rect x="${x}" y="${top}" width="${w}" height="${height! - top + 10}" rx="${faceWidth / 6}" fill="#a9d2ec"/>${pleats}`;
  return sharp(bytes)
    .composite([{ input: svg({ width: width!, height: height! }, body) }])
    .png()
    .toBuffer();
}

const GENUINE: Record<string, (bytes: Buffer, g: Geometry) => Promise<Buffer>> = {
  as_is: async (bytes) => bytes,
  hijab_dark: (bytes, g) => hijab(bytes, g, false),
  hijab_patterned: (bytes, g) => hijab(bytes, g, true),
  glasses: (bytes, g) => glasses(bytes, g),
  mask_down: (bytes, g) => maskDown(bytes, g),
  dim: (bytes) => sharp(bytes).modulate({ brightness: 0.4 }).png().toBuffer(),
  blur: (bytes) => sharp(bytes).blur(1.5).png().toBuffer(),
  jpeg_30: (bytes) => sharp(bytes).jpeg({ quality: 30 }).toBuffer(),
  rotated_8: async (bytes) => {
    const { width, height } = await sharp(bytes).metadata();
    const turned = await sharp(bytes).rotate(8, { background: '#6b6660' }).png().toBuffer();
    return sharp(turned).resize(width, height, { fit: 'cover' }).png().toBuffer();
  },
};

// ---------------------------------------------------------------------------------------------
// Replays: the genuine picture on a screen or on paper, photographed again

/** The screen's pixels: shrunk to 55 % and back, as a camera sees a screen across a desk. */
async function resampled(bytes: Buffer) {
  const { width, height } = await sharp(bytes).metadata();
  const small = await sharp(bytes)
    .resize(Math.round(width! * 0.55), Math.round(height! * 0.55), { kernel: 'linear' })
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'linear' }).png().toBuffer();
}

/** Moiré: two slightly different gratings (the screen's pixel rows and the camera's) beating. */
const moire = async (bytes: Buffer, amplitude = 0.14) =>
  png(
    mapPixels(await toRaw(bytes), (x, y, r, g, b) => {
      const m =
        1 +
        amplitude *
          0.5 *
          (Math.sin(2 * Math.PI * (0.41 * x + 0.07 * y)) + Math.sin(2 * Math.PI * (0.37 * x + 0.12 * y)));
      return [r * m, g * m, b * m];
    }),
  );

/** The screen's gamma and its cold white: lifted mid-tones, less red, more blue. */
const screenCast = async (bytes: Buffer) =>
  png(
    mapPixels(await toRaw(bytes), (_x, _y, r, g, b) => {
      const lift = (v: number) => 255 * (v / 255) ** 0.78;
      return [lift(r) * 0.9, lift(g) * 0.98, lift(b) * 1.08 + 8];
    }),
  );

/** A bright glare of a lamp on the glass, up and to the side. */
async function glare(bytes: Buffer) {
  const { width, height } = await sharp(bytes).metadata();
  const body = `<defs><radialGradient id="g"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <ellipse cx="${width! * 0.68}" cy="${height! * 0.3}" rx="${width! * 0.32}" ry="${height! * 0.24}" fill="url(#g)"/>`;
  return sharp(bytes)
    .composite([{ input: svg({ width: width!, height: height! }, body), blend: 'screen' }])
    .png()
    .toBuffer();
}

/** The phone's bezel around the screen, and a grey desk around that: the picture at 76 %. */
async function bezel(bytes: Buffer) {
  const { width, height } = await sharp(bytes).metadata();
  const w = Math.round(width! * 0.76);
  const h = Math.round(height! * 0.76);
  const screen = await sharp(bytes).resize(w, h).png().toBuffer();
  const frameW = Math.round(width! * 0.86);
  const frameH = Math.round(height! * 0.88);
  const frame = await sharp({ create: { width: frameW, height: frameH, channels: 3, background: '#0c0c0e' } })
    .composite([{ input: screen, left: Math.round((frameW - w) / 2), top: Math.round((frameH - h) / 2) }])
    .png()
    .toBuffer();
  return sharp({ create: { width: width!, height: height!, channels: 3, background: '#8d8a84' } })
    .composite([{ input: frame, left: Math.round((width! - frameW) / 2), top: Math.round((height! - frameH) / 2) }])
    .png()
    .toBuffer();
}

/** Solves the homography taking the corners `to` back to `from` (each [x, y] × 4). */
function homography(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = to[i];
    const [u, v] = from[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let col = 0; col < 8; col++) {
    let pivot = col;
    for (let row = col + 1; row < 8; row++) if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) pivot = row;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let row = 0; row < 8; row++) {
      if (row === col) continue;
      const f = a[row][col] / a[col][col];
      for (let k = col; k < 9; k++) a[row][k] -= f * a[col][k];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

/** The screen or paper held at an angle: a perspective skew (bilinear), the corners on a grey desk. */
async function skew(bytes: Buffer) {
  const raw = await toRaw(bytes);
  const { width: w, height: h } = raw;
  const corners = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  const to = [
    [0.07 * w, 0.03 * h],
    [0.95 * w, 0.12 * h],
    [0.97 * w, 0.9 * h],
    [0.03 * w, 0.98 * h],
  ];
  const m = homography(corners, to);
  const at = (x: number, y: number, c: number) => raw.data[(y * w + x) * 3 + c];
  return png(
    mapPixels(raw, (x, y) => {
      const d = m[6] * x + m[7] * y + m[8];
      const u = (m[0] * x + m[1] * y + m[2]) / d;
      const v = (m[3] * x + m[4] * y + m[5]) / d;
      if (u < 0 || v < 0 || u > w - 1 || v > h - 1) return [141, 138, 132];
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const x1 = Math.min(x0 + 1, w - 1);
      const y1 = Math.min(y0 + 1, h - 1);
      const fx = u - x0;
      const fy = v - y0;
      return [0, 1, 2].map(
        (c) =>
          at(x0, y0, c) * (1 - fx) * (1 - fy) +
          at(x1, y0, c) * fx * (1 - fy) +
          at(x0, y1, c) * (1 - fx) * fy +
          at(x1, y1, c) * fx * fy,
      );
    }),
  );
}

/**
 * A printed photo: printed at three times the size in cyan, magenta and yellow dots (4-pixel cells,
 * each channel's dot as large as its ink), on warm paper, then photographed back at the size it was.
 */
async function printed(bytes: Buffer) {
  const { width, height } = await sharp(bytes).metadata();
  const big = await toRaw(
    await sharp(bytes)
      .resize(width! * 3, height! * 3)
      .png()
      .toBuffer(),
  );
  const cell = 4;
  const offsets = [0, 1.3, 2.6];
  const dots = mapPixels(big, (x, y) =>
    [0, 1, 2].map((c) => {
      const ox = x + offsets[c];
      const cx = Math.floor(ox / cell) * cell + cell / 2;
      const cy = Math.floor(y / cell) * cell + cell / 2;
      const sx = Math.min(big.width - 1, Math.max(0, Math.floor(cx - offsets[c])));
      const sy = Math.min(big.height - 1, Math.floor(cy));
      const ink = 1 - big.data[(sy * big.width + sx) * 3 + c] / 255;
      const radius = Math.sqrt((ink * cell * cell) / Math.PI);
      const inked = (ox - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
      // Paper white is warm; ink is never quite black.
      const paper = [246, 238, 218][c];
      return inked ? 40 : paper;
    }),
  );
  return sharp(await png(dots))
    .resize(width, height, { kernel: 'linear' })
    .linear(0.88, 14)
    .png()
    .toBuffer();
}

const chain =
  (...steps: ((bytes: Buffer) => Promise<Buffer>)[]) =>
  async (bytes: Buffer) => {
    let out = bytes;
    for (const step of steps) out = await step(out);
    return out;
  };

const REPLAY: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  screen: chain(resampled, moire, screenCast),
  screen_glare: chain(resampled, moire, screenCast, glare),
  screen_bezel_skew: chain(resampled, moire, screenCast, bezel, skew),
  screen_all: chain(resampled, moire, screenCast, glare, bezel, skew, (b) => sharp(b).jpeg({ quality: 70 }).toBuffer()),
  printed: chain(printed),
  printed_skew: chain(printed, skew, (b) => sharp(b).blur(0.8).png().toBuffer()),
};

// ---------------------------------------------------------------------------------------------
// The models

async function detect(human: Human, raw: Raw) {
  const tensor = human.tf.tensor4d(Int32Array.from(raw.data), [1, raw.height, raw.width, 3], 'int32');
  try {
    return await human.detect(tensor as never);
  } finally {
    human.tf.dispose(tensor);
  }
}

/** The clock screen's check (face-engine.ts, face-outcome.ts' MIN_FACE_SHARE): the counted faces' scores. */
async function liveness(human: Human, bytes: Buffer) {
  const raw = await toRaw(bytes);
  const result = await detect(human, raw);
  const counted = result.face.filter((face) => face.box[2] / raw.width >= 0.08);
  if (counted.length !== 1) return { faces: counted.length, real: null, live: null };
  return { faces: 1, real: counted[0].real ?? null, live: counted[0].live ?? null };
}

interface Row {
  source: string;
  person: 'M' | 'other';
  probe: boolean;
  kind: 'genuine' | 'replay';
  variant: string;
  /** Similarity to M's template; null: no face; undefined: not compared. */
  score?: number | null;
  faces: number;
  real: number | null;
  live: number | null;
}

const pct = (n: number, of: number) => (of === 0 ? '–' : `${((100 * n) / of).toFixed(n === of || n === 0 ? 0 : 1)} %`);
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function main() {
  const engine = createFaceEngine();
  const landmarks = await loadHuman({ mesh: { enabled: true }, description: { enabled: false } });
  const browser = await loadHuman({
    detector: { rotation: false, maxDetected: 4, minConfidence: 0.5, return: false },
    mesh: { enabled: false },
    description: { enabled: false },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  });
  const { enrolment, all } = await sources();
  await engine.read(enrolment[0]); // loads the models: not counted
  const cpu: number[] = [];
  const describe = async (bytes: Buffer) => {
    const start = process.cpuUsage();
    const reading = await engine.read(bytes);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
    return reading;
  };
  const template = averageDescriptor((await Promise.all(enrolment.map(describe))).map((r) => r.descriptor!));

  const rows: Row[] = [];
  /** Each compared picture's descriptor (not in the JSON), for the learned looks' scenario. */
  const descriptors = new Map<Row, number[]>();
  for (const source of all) {
    const shape = await geometry(landmarks, source.bytes);
    const variants: [Row['kind'], string, Buffer][] = [];
    for (const [name, make] of Object.entries(GENUINE))
      variants.push(['genuine', name, await make(source.bytes, shape)]);
    if (!MATCH_ONLY)
      for (const [name, make] of Object.entries(REPLAY)) variants.push(['replay', name, await make(source.bytes)]);
    for (const [kind, variant, bytes] of variants) {
      const check = MATCH_ONLY ? { faces: 0, real: null, live: null } : await liveness(browser, bytes);
      const row: Row = { source: source.name, person: source.person, probe: source.probe, kind, variant, ...check };
      // Impostors are compared as themselves and transformed; a replay of an impostor adds nothing to the match.
      if (source.probe && (source.person === 'M' || kind === 'genuine')) {
        const reading = await describe(bytes);
        row.score = reading.descriptor ? similarity(template, reading.descriptor) : null;
        if (reading.descriptor) descriptors.set(row, reading.descriptor);
      }
      rows.push(row);
    }
    if (process.env.FACE_ACCURACY_SAMPLES) {
      for (const [kind, variant, bytes] of variants)
        if (source.name === process.env.FACE_ACCURACY_SAMPLES)
          writeFileSync(
            path.join('/tmp', `face-${source.name}-${kind}-${variant}.png`),
            await sharp(bytes).png().toBuffer(),
          );
    }
  }
  if (process.env.FACE_ACCURACY_JSON) writeFileSync(process.env.FACE_ACCURACY_JSON, JSON.stringify(rows, null, 1));

  // 1. The server's match.
  const flagged = (score: number | null | undefined) => faceOutcome(score ?? null, DEFAULT_FACE_THRESHOLDS) !== 'match';
  console.log("\n### The server's match (thresholds 0.60 / 0.45)\n");
  console.log(
    '| variant | M genuine: sent to review | M: no face found | M median score | impostors flagged | highest impostor |',
  );
  console.log('|---|---|---|---|---|---|');
  const variants = [...Object.keys(GENUINE), ...(MATCH_ONLY ? [] : Object.keys(REPLAY))];
  for (const variant of variants) {
    const some = rows.filter((r) => r.variant === variant && r.score !== undefined);
    const mine = some.filter((r) => r.person === 'M');
    const others = some.filter((r) => r.person === 'other');
    const scores = mine.flatMap((r) => (r.score == null ? [] : [r.score]));
    const highest = Math.max(...others.map((r) => r.score ?? -1));
    console.log(
      `| ${variant}${variant in REPLAY ? ' (replay)' : ''} | ${mine.filter((r) => flagged(r.score)).length}/${mine.length} | ${mine.filter((r) => r.score === null).length} | ${scores.length ? quantile(scores, 0.5).toFixed(2) : '–'} | ${others.length ? `${others.filter((r) => flagged(r.score)).length}/${others.length}` : '–'} | ${others.length ? highest.toFixed(2) : '–'} |`,
    );
  }
  const genuineM = rows.filter((r) => r.person === 'M' && r.kind === 'genuine' && r.score !== undefined);
  const impostors = rows.filter((r) => r.person === 'other' && r.score !== undefined);
  console.log(
    `\nAll genuine variants: M sent to review ${genuineM.filter((r) => flagged(r.score)).length}/${genuineM.length} (${pct(genuineM.filter((r) => flagged(r.score)).length, genuineM.length)}), ` +
      `no face ${genuineM.filter((r) => r.score === null).length}; impostors flagged ${impostors.filter((r) => flagged(r.score)).length}/${impostors.length} (${pct(impostors.filter((r) => flagged(r.score)).length, impostors.length)})`,
  );

  // 1b. After one accepted look per variant.
  learnedLooks(rows, descriptors, template, flagged);

  // 2. The clock screen's antispoof and liveness models.
  if (MATCH_ONLY) return printCpu(cpu);
  const genuine = rows.filter((r) => r.kind === 'genuine');
  const replay = rows.filter((r) => r.kind === 'replay');
  const oneFace = (set: Row[]) => set.filter((r) => r.faces === 1);
  console.log("\n### The clock screen's models: score distributions (one face found)\n");
  console.log('| set | pictures | one face found | antispoof p5 / p25 / median | liveness p5 / p25 / median |');
  console.log('|---|---|---|---|---|');
  const dist = (values: number[]) => [0.05, 0.25, 0.5].map((q) => quantile(values, q).toFixed(2)).join(' / ');
  for (const [name, set] of [
    ['genuine (all variants)', genuine],
    ...Object.keys(GENUINE).map((v) => [`genuine ${v}`, genuine.filter((r) => r.variant === v)] as const),
    ['replay (all variants)', replay],
    ...Object.keys(REPLAY).map((v) => [`replay ${v}`, replay.filter((r) => r.variant === v)] as const),
  ] as [string, Row[]][]) {
    const one = oneFace(set);
    console.log(
      `| ${name} | ${set.length} | ${one.length} | ${dist(one.map((r) => r.real ?? 1))} | ${dist(one.map((r) => r.live ?? 1))} |`,
    );
  }
  console.log('\n### Threshold (NOT_LIVE_BELOW): replays flagged `spoof` vs genuine sent to review as `spoof`\n');
  console.log('| threshold | rule | replays flagged | genuine flagged | genuine as_is flagged |');
  console.log('|---|---|---|---|---|');
  const rules: [string, (r: Row, t: number) => boolean][] = [
    ["either (the web's rule)", (r, t) => (r.real ?? 1) < t || (r.live ?? 1) < t],
    ['antispoof only', (r, t) => (r.real ?? 1) < t],
    ['liveness only', (r, t) => (r.live ?? 1) < t],
  ];
  for (const t of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
    for (const [name, rule] of rules) {
      const rp = oneFace(replay);
      const gn = oneFace(genuine);
      const asIs = gn.filter((r) => r.variant === 'as_is');
      console.log(
        `| ${t.toFixed(1)} | ${name} | ${pct(rp.filter((r) => rule(r, t)).length, rp.length)} | ${pct(gn.filter((r) => rule(r, t)).length, gn.length)} | ${pct(asIs.filter((r) => rule(r, t)).length, asIs.length)} |`,
      );
    }
  console.log(
    `\nNo face or several counted (the web's no_face / many_faces): genuine ${genuine.filter((r) => r.faces !== 1).length}/${genuine.length}, replay ${replay.filter((r) => r.faces !== 1).length}/${replay.length}`,
  );
  printCpu(cpu);
}

function printCpu(cpu: number[]) {
  const sorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `\nCPU per server check (ms): median ${quantile(sorted, 0.5).toFixed(0)}, p95 ${quantile(sorted, 0.95).toFixed(0)}, n ${sorted.length}`,
  );
}

/**
 * Issue 49's learned looks: for each genuine variant, a reviewer accepts M's first uncertain picture
 * (only an uncertain score teaches: compare.ts teachesLook), its descriptor becomes a look, and M's
 * other pictures of the variant and all its impostors are compared again with the best of the
 * template and the look (compare.ts personSimilarity, the look's less LOOK_MARGIN). Impostors accepted must stay under 5 %.
 */
function learnedLooks(
  rows: Row[],
  descriptors: Map<Row, number[]>,
  template: number[],
  flagged: (score: number | null | undefined) => boolean,
) {
  console.log(
    `\n### After one accepted look per variant (thresholds 0.60 / 0.45, a look's similarity less ${LOOK_MARGIN})\n`,
  );
  console.log(
    '| variant | look learned from (its score) | M sent to review: before | after (his other pictures) | impostors flagged: before | after | highest impostor: before | after |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const totals = {
    mineBefore: 0,
    mine: 0,
    mineAfter: 0,
    mineOthers: 0,
    impostors: 0,
    flaggedBefore: 0,
    flaggedAfter: 0,
  };
  for (const variant of Object.keys(GENUINE)) {
    const some = rows.filter((r) => r.variant === variant && r.kind === 'genuine' && r.score !== undefined);
    const mine = some.filter((r) => r.person === 'M');
    const others = some.filter((r) => r.person === 'other');
    const teacher = mine.find((r) => teachesLook(r.score ?? null, DEFAULT_FACE_THRESHOLDS));
    const look = teacher ? descriptors.get(teacher)! : null;
    const after = (r: Row) => {
      const descriptor = descriptors.get(r);
      if (!descriptor) return null;
      return look ? personSimilarity(descriptor, template, [look]) : r.score!;
    };
    const rest = mine.filter((r) => r !== teacher);
    const highest = (scores: (number | null)[]) => Math.max(...scores.map((x) => x ?? -1)).toFixed(2);
    const row = {
      mineBefore: mine.filter((r) => flagged(r.score)).length,
      mineAfter: rest.filter((r) => flagged(after(r))).length,
      flaggedBefore: others.filter((r) => flagged(r.score)).length,
      flaggedAfter: others.filter((r) => flagged(after(r))).length,
    };
    totals.mineBefore += row.mineBefore;
    totals.mine += mine.length;
    totals.mineAfter += row.mineAfter;
    totals.mineOthers += rest.length;
    totals.impostors += others.length;
    totals.flaggedBefore += row.flaggedBefore;
    totals.flaggedAfter += row.flaggedAfter;
    console.log(
      `| ${variant} | ${teacher ? `${teacher.source} (${teacher.score!.toFixed(2)})` : 'none uncertain'} | ${row.mineBefore}/${mine.length} | ${row.mineAfter}/${rest.length} | ${row.flaggedBefore}/${others.length} | ${row.flaggedAfter}/${others.length} | ${highest(others.map((r) => r.score ?? null))} | ${highest(others.map(after))} |`,
    );
  }
  // Tighter: a look's similarity counted LESS a margin (the template's is not), since a shared
  // occlusion (the same dark lenses) brings other people's pictures closer to a look than to the template.
  for (const margin of [0, 0.05, 0.1]) {
    let genuine = 0;
    let genuineOf = 0;
    let accepted = 0;
    let impostorsOf = 0;
    let worst = { variant: '', accepted: 0, of: 0 };
    for (const variant of Object.keys(GENUINE)) {
      const some = rows.filter((r) => r.variant === variant && r.kind === 'genuine' && r.score !== undefined);
      const mine = some.filter((r) => r.person === 'M');
      const teacher = mine.find((r) => teachesLook(r.score ?? null, DEFAULT_FACE_THRESHOLDS));
      const look = teacher ? descriptors.get(teacher)! : null;
      const scored = (r: Row) => {
        const descriptor = descriptors.get(r);
        if (!descriptor) return null;
        return look ? Math.max(r.score!, similarity(descriptor, look) - margin) : r.score!;
      };
      const rest = mine.filter((r) => r !== teacher);
      const others = some.filter((r) => r.person === 'other');
      const letIn = others.filter((r) => !flagged(scored(r))).length;
      genuine += rest.filter((r) => flagged(scored(r))).length;
      genuineOf += rest.length;
      accepted += letIn;
      impostorsOf += others.length;
      if (letIn / others.length > worst.accepted / (worst.of || 1))
        worst = { variant, accepted: letIn, of: others.length };
    }
    console.log(
      `\nLook margin ${margin.toFixed(2)}: M sent to review ${genuine}/${genuineOf} (${pct(genuine, genuineOf)}); impostors accepted ${accepted}/${impostorsOf} (${pct(accepted, impostorsOf)}); worst variant ${worst.variant || '–'} ${worst.accepted}/${worst.of}`,
    );
  }
  const accepted = totals.impostors - totals.flaggedAfter;
  console.log(
    `\nAll genuine variants: M sent to review ${totals.mineBefore}/${totals.mine} (${pct(totals.mineBefore, totals.mine)}) before, ` +
      `${totals.mineAfter}/${totals.mineOthers} (${pct(totals.mineAfter, totals.mineOthers)}) after; impostors flagged ` +
      `${totals.flaggedBefore}/${totals.impostors} (${pct(totals.flaggedBefore, totals.impostors)}) before, ` +
      `${totals.flaggedAfter}/${totals.impostors} (${pct(totals.flaggedAfter, totals.impostors)}) after: ` +
      `${accepted} accepted (${pct(accepted, totals.impostors)}; at most 5 %: ${accepted <= 0.05 * totals.impostors ? 'yes' : 'NO'})`,
  );
}

/** The occlusions a person may wear every day, and so at enrolment too. */
const WORN = ['hijab_dark', 'hijab_patterned', 'glasses', 'mask_down'] as const;

/**
 * FACE_ACCURACY_ENROLLED_AS=1: the enrolment screen asks a person to enrol as they usually look at
 * work (web/src/i18n, faceCheck.enrol.asYouLook). For each occlusion, M's template made from his
 * three enrolment pictures wearing it, against his other pictures wearing it (and without it), and
 * the impostors wearing it: does enrolling so bring his score back, and does it let others through?
 */
async function enrolledAsTheyLook() {
  const engine = createFaceEngine();
  const landmarks = await loadHuman({ mesh: { enabled: true }, description: { enabled: false } });
  const { enrolment, all } = await sources();
  const descriptor = async (bytes: Buffer) => (await engine.read(bytes)).descriptor ?? null;
  const plain = averageDescriptor(
    (await Promise.all(enrolment.map(descriptor))).filter((d): d is number[] => d !== null),
  );
  const probes = all.filter((source) => source.probe);
  const shapes = new Map<string, Geometry>();
  for (const source of probes) shapes.set(source.name, await geometry(landmarks, source.bytes));
  const flagged = (score: number | null) => faceOutcome(score, DEFAULT_FACE_THRESHOLDS) !== 'match';
  const score = (template: number[], d: number[] | null) => (d ? similarity(template, d) : null);
  const median = (values: (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length ? quantile(known, 0.5).toFixed(2) : '–';
  };
  console.log('\n### Enrolled as they look (thresholds 0.60 / 0.45)\n');
  console.log(
    '| worn | M wearing it, plain template: to review / median | M wearing it, template wearing it: to review / median | M without it, template wearing it: to review / median | impostors wearing it flagged / highest |',
  );
  console.log('|---|---|---|---|---|');
  for (const worn of WORN) {
    const make = GENUINE[worn];
    const enrolled = await Promise.all(
      enrolment.map(async (bytes) => descriptor(await make(bytes, await geometry(landmarks, bytes)))),
    );
    const known = enrolled.filter((d): d is number[] => d !== null);
    const template = averageDescriptor(known);
    const mine: { wearing: number[] | null; bare: number[] | null }[] = [];
    const others: (number | null)[] = [];
    for (const source of probes) {
      const wearing = await descriptor(await make(source.bytes, shapes.get(source.name)!));
      if (source.person === 'M') mine.push({ wearing, bare: await descriptor(source.bytes) });
      else others.push(score(template, wearing));
    }
    const cell = (scores: (number | null)[]) => `${scores.filter(flagged).length}/${scores.length} / ${median(scores)}`;
    console.log(
      `| ${worn} (${known.length} of 3 enrolment pictures read) | ${cell(mine.map((m) => score(plain, m.wearing)))} | ${cell(mine.map((m) => score(template, m.wearing)))} | ${cell(mine.map((m) => score(template, m.bare)))} | ${others.filter(flagged).length}/${others.length} / ${Math.max(...others.map((o) => o ?? -1)).toFixed(2)} |`,
    );
  }
}

await (process.env.FACE_ACCURACY_ENROLLED_AS === '1' ? enrolledAsTheyLook() : main());
