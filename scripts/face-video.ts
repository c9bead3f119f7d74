/**
 * The fake camera's face videos for tests/e2e/face.spec.ts (issue 49): Chromium plays a .y4m file
 * as its camera (`--use-file-for-fake-video-capture`). Two faces from the screenshot that ships
 * inside `@vladmandic/human` (MIT, `assets/screenshot-facedetect.jpg`: its row of 150x150 face
 * crops), each drawn into four 320x240 frames as a person holds a phone (straight, turned a little
 * left, a little right, straight), written as raw YUV 4:2:0. And for the clock screen's check in
 * the browser (tests/e2e/face-check.spec.ts): `man-3.png` of api/src/face/fixtures (a crop of human's
 * screenshot-facematch.jpg, MIT), 240 px wide in the middle of the frame, held still for two frames
 * (still.y4m: a picture held to the camera, which never blinks), and the same picture blinking
 * (blink.y4m). person.y4m blinks too, as a person asked to does (the clock screen's blink challenge).
 * A blink is made from the open-eyed frame: each eye covered with the skin just below it and a dark
 * lash line along where the lids meet (closeEyes), where Human's own face mesh found the eyes;
 * the face mesh and iris model read those frames as closed (tests/e2e/fixtures/face/README.md).
 * `npm run face:video` writes tests/e2e/fixtures/face/{person,other,still,blink}.y4m;
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

/**
 * An eye in a frame, in the frame's pixels: its centre and half its width and height, as Human's face
 * mesh found it (its eye contours, leftEyeUpper0/Lower0 and rightEyeUpper0/Lower0) on the open-eyed
 * frame; measured once and written here, so the videos are made the same way every time.
 */
interface Eye {
  x: number;
  y: number;
  rx: number;
  ry: number;
}

/** The lash line's colour: dark brown. */
const LASH = [45, 32, 28];

/**
 * The frame with its eyes shut: over each eye, the skin just below it moved up (the shut upper lid),
 * feathered at its edge, and a dark lash line curving along where the lids meet.
 */
function closeEyes(rgb: Buffer, eyes: Eye[]): Buffer {
  const out = Buffer.from(rgb);
  const blend = (to: number, colour: ArrayLike<number>, share: number) => {
    for (const c of [0, 1, 2]) out[to + c] = Math.round(out[to + c] * (1 - share) + colour[c] * share);
  };
  for (const eye of eyes) {
    const [rx, ry] = [eye.rx * 1.3, eye.ry * 2];
    const below = Math.ceil(ry * 2);
    for (let y = Math.floor(eye.y - ry); y <= Math.ceil(eye.y + ry); y++)
      for (let x = Math.floor(eye.x - rx); x <= Math.ceil(eye.x + rx); x++) {
        const inside = ((x - eye.x) / rx) ** 2 + ((y - eye.y) / ry) ** 2;
        const share = Math.min(1, Math.max(0, (1 - inside) / 0.4));
        const from = ((y + below) * WIDTH + x) * 3;
        if (share > 0) blend((y * WIDTH + x) * 3, rgb.subarray(from, from + 3), share);
      }
    for (let x = Math.ceil(eye.x - eye.rx); x <= Math.floor(eye.x + eye.rx); x++) {
      const along = (x - eye.x) / eye.rx;
      const y = eye.y + eye.ry * 0.5 * (1 - along * along);
      const row = Math.floor(y);
      // Darkest in the middle, fading at the corners; spread over the two rows the curve passes between.
      const strength = 0.85 * (1 - along * along * 0.5);
      blend((row * WIDTH + x) * 3, LASH, strength * (1 - (y - row)));
      blend(((row + 1) * WIDTH + x) * 3, LASH, strength * (y - row));
    }
  }
  return out;
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

/** The open eyes of person.y4m's straight frame and of blink.y4m's picture (see Eye). */
const PERSON_EYES: Eye[] = [
  { x: 146, y: 98.5, rx: 11, ry: 3.5 },
  { x: 188.5, y: 98, rx: 8.5, ry: 4 },
];
const BLINK_EYES: Eye[] = [
  { x: 147.5, y: 86, rx: 14.5, ry: 6 },
  { x: 213, y: 85.5, rx: 13, ry: 4.5 },
];

/** Frames of a blink at four frames a second: open for 1.5 s, shut for 0.5 s (a deliberate blink). */
const blinking = (open: Buffer, shut: Buffer) => [open, open, open, open, open, open, shut, shut];

/**
 * With FACE_VIDEO_PNG=<folder>, a frame is also written there as a picture, open-eyed and shut: to
 * find the eyes in (Eye) when a source picture changes, and to see the blink.
 */
async function keepPicture(rgb: Buffer, name: string) {
  const folder = process.env.FACE_VIDEO_PNG;
  if (!folder) return;
  await sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toFile(path.join(folder, `${name}.png`));
}

/** A picture of api/src/face/fixtures, 240 px wide in the middle of a grey frame, as RGB. */
async function centred(name: string) {
  const man = await sharp(path.join(import.meta.dirname, '..', 'api', 'src', 'face', 'fixtures', name))
    .resize({ width: 240 })
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#8a8f8c' } })
    .composite([{ input: man, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

async function main() {
  for (const [name, where] of Object.entries(FACES)) {
    const face = await sharp(screenshot)
      .extract({ ...where, width: 148, height: 148 })
      .toBuffer();
    const frames: Buffer[] = await Promise.all(POSES.map((pose) => frame(face, pose)));
    // The person blinks once a loop, looking straight; the other face (an impostor's phone) does not.
    if (name === 'person') {
      const shut = closeEyes(frames[0], PERSON_EYES);
      frames.push(shut, shut);
      await keepPicture(frames[0], 'person');
      await keepPicture(shut, 'person-shut');
    }
    await writeVideo(name, frames.map(yuv420));
  }
  const still = await centred('man-3.png');
  await writeVideo('still', [yuv420(still), yuv420(still)]);
  const open = await centred('man-1.png');
  const shut = closeEyes(open, BLINK_EYES);
  await writeVideo('blink', blinking(open, shut).map(yuv420));
  await keepPicture(open, 'blink');
  await keepPicture(shut, 'blink-shut');
}

await main();
