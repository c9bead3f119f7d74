/**
 * Face match accuracy and CPU per check on the only labelled faces to hand (issue 49): the
 * "facematch" screenshot that ships inside `@vladmandic/human` (MIT). Its grid holds 108 face crops
 * of about 100x80 pixels; the first nine of row one are the same man in nine different photos
 * (the genuine set), rows three to six are 72 other people (the impostor set). The template is the
 * average of three of his crops (as an enrolment is); every other crop of his is a genuine
 * clock-in, and every impostor crop, and the same crops shrunk, darkened or blurred, is checked
 * too (darkened, blurred). Prints the scores and, for the default thresholds, the rates. `npm run face:accuracy`.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { averageDescriptor, DEFAULT_FACE_THRESHOLDS, faceOutcome, similarity } from '../api/src/face/compare.js';
import { createFaceEngine } from '../api/src/face/engine.js';

const require = createRequire(import.meta.url);
const screenshot = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'screenshot-facematch.jpg',
);

/** One crop of the grid: column c (0-17) and row r (0-5). */
const crop = (r: number, c: number) =>
  sharp(screenshot)
    .extract({ left: Math.round(2 + 106.6 * c), top: Math.round(299 + 111.5 * r), width: 102, height: 80 })
    .png()
    .toBuffer();

/** A harder copy of a crop: dim (warehouse light), blurred (a cracked or dirty lens). */
const variants: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  as_is: async (bytes) => bytes,
  dim: (bytes) => sharp(bytes).modulate({ brightness: 0.45 }).png().toBuffer(),
  blur: (bytes) => sharp(bytes).blur(1.5).png().toBuffer(),
};

async function main() {
  const engine = createFaceEngine();
  const genuine = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => crop(0, c)));
  const impostors = await Promise.all([2, 3, 4, 5].flatMap((r) => Array.from({ length: 18 }, (_, c) => crop(r, c))));
  await engine.read(genuine[0]); // loads the models: not counted
  const cpu: number[] = [];
  const timed = async (bytes: Buffer) => {
    const start = process.cpuUsage();
    const reading = await engine.read(bytes);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
    return reading;
  };
  const enrolled = await Promise.all([0, 1, 2].map((i) => timed(genuine[i])));
  const template = averageDescriptor(enrolled.map((reading) => reading.descriptor!));
  const rows: { set: string; variant: string; score: number | null }[] = [];
  for (const [variant, make] of Object.entries(variants)) {
    for (const bytes of genuine.slice(3)) {
      const reading = await timed(await make(bytes));
      rows.push({ set: 'genuine', variant, score: reading.descriptor && similarity(template, reading.descriptor) });
    }
    for (const bytes of impostors) {
      const reading = await timed(await make(bytes));
      rows.push({ set: 'impostor', variant, score: reading.descriptor && similarity(template, reading.descriptor) });
    }
  }
  const rate = (set: string, variant: string, flagged: boolean) => {
    const some = rows.filter((row) => row.set === set && row.variant === variant);
    const hit = some.filter((row) => (faceOutcome(row.score, DEFAULT_FACE_THRESHOLDS) !== 'match') === flagged).length;
    return `${hit}/${some.length}`;
  };
  for (const variant of Object.keys(variants)) {
    const scores = (set: string) =>
      rows
        .filter((row) => row.set === set && row.variant === variant)
        .map((row) => (row.score === null ? 'none' : row.score.toFixed(2)))
        .join(' ');
    console.log(`${variant}: genuine scores ${scores('genuine')}`);
    console.log(
      `${variant}: impostor max ${Math.max(...rows.filter((r) => r.set === 'impostor' && r.variant === variant).map((r) => r.score ?? -1)).toFixed(2)}`,
    );
    console.log(
      `${variant}: genuine sent to review ${rate('genuine', variant, true)}, impostors flagged ${rate('impostor', variant, true)}`,
    );
  }
  const sorted = [...cpu].sort((a, b) => a - b);
  console.log(
    `CPU per check (ms): median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)}, p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(0)}, n ${sorted.length}`,
  );
}

await main();
