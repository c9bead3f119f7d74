/**
 * The fake camera's face videos for tests/e2e/face.spec.ts (issue 49): Chromium plays a .y4m file
 * as its camera (`--use-file-for-fake-video-capture`). Two faces from the screenshot that ships
 * inside `@vladmandic/human` (MIT, `assets/screenshot-facedetect.jpg`: its row of 150x150 face
 * crops), each drawn into four 320x240 frames as a person holds a phone (straight, turned a little
 * left, a little right, straight), written as raw YUV 4:2:0. And for the clock screen's check in
 * the browser (tests/e2e/face-check.spec.ts): `man-3.png` of api/src/face/fixtures (a crop of human's
 * screenshot-facematch.jpg, MIT), 240 px wide in the middle of the frame, held still for two frames.
 * `npm run face:video` writes tests/e2e/fixtures/face/{person,other,still}.y4m;
 * tests/e2e/fixtures/face/README.md says where the pictures come from.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const screenshot = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'screenshot-facedetect.jpg',
);
const out = path.join(import.meta.dirname, '..', 'tests', 'e2e', 'fixtures', 'face');

const WIDTH = 320;
const HEIGHT = 240;
/** The face's side in the frame: inside the clock screen's 5:3 capture, which keeps the middle 320x192. */
const FACE = 168;
/** Where each face crop sits in the screenshot's row of faces (800x715 pixels). */
const FACES = { person: { left: 9, top: 347 }, other: { left: 166, top: 347 } };
/** Each frame's turn: degrees and how far the head moves sideways, pixels. */
const POSES = [
  { angle: 0, shift: 0 },
  { angle: -4, shift: -10 },
  { angle: 4, shift: 10 },
  { angle: 0, shift: 0 },
];

/** One frame's RGB pixels: the face turned and moved a little, on a plain wall. */
async function frame(face: Buffer, pose: (typeof POSES)[number]) {
  const turned = await sharp(face)
    .resize(FACE, FACE)
    .rotate(pose.angle, { background: '#6b6660' })
    .resize(FACE, FACE, { fit: 'cover' })
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#6b6660' } })
    .composite([{ input: turned, left: (WIDTH - FACE) / 2 + pose.shift, top: (HEIGHT - FACE) / 2 }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** RGB to the Y, U and V planes of 4:2:0 (BT.601, studio range, as Chromium reads a .y4m). */
function yuv420(rgb: Buffer): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const at = (x: number, row: number) => (row * WIDTH + x) * 3;
  for (let row = 0; row < HEIGHT; row++)
    for (let x = 0; x < WIDTH; x++) {
      const i = at(x, row);
      y[row * WIDTH + x] = Math.round(16 + (65.481 * rgb[i] + 128.553 * rgb[i + 1] + 24.966 * rgb[i + 2]) / 255);
    }
  for (let row = 0; row < HEIGHT / 2; row++)
    for (let x = 0; x < WIDTH / 2; x++) {
      let [r, g, b] = [0, 0, 0];
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]) {
        const i = at(2 * x + dx, 2 * row + dy);
        r += rgb[i] / 4;
        g += rgb[i + 1] / 4;
        b += rgb[i + 2] / 4;
      }
      u[row * (WIDTH / 2) + x] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      v[row * (WIDTH / 2) + x] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return Buffer.concat([y, u, v]);
}

/** A .y4m of the frames' planes, four frames a second. */
async function writeVideo(name: string, frames: Buffer[]) {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F4:1 Ip A1:1 C420jpeg\n`);
  const body = frames.flatMap((planes) => [Buffer.from('FRAME\n'), planes]);
  const file = path.join(out, `${name}.y4m`);
  await writeFile(file, Buffer.concat([header, ...body]));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

async function main() {
  for (const [name, where] of Object.entries(FACES)) {
    const face = await sharp(screenshot)
      .extract({ ...where, width: 148, height: 148 })
      .toBuffer();
    await writeVideo(name, await Promise.all(POSES.map(async (pose) => yuv420(await frame(face, pose)))));
  }
  const man = await sharp(path.join(import.meta.dirname, '..', 'api', 'src', 'face', 'fixtures', 'man-3.png'))
    .resize({ width: 240 })
    .toBuffer();
  const still = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#8a8f8c' } })
    .composite([{ input: man, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  await writeVideo('still', [yuv420(still), yuv420(still)]);
}

await main();
