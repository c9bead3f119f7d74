import { readFileSync } from 'node:fs';
import { describe, expect, it, beforeAll } from '@jest/globals';
import sharp from 'sharp';
import { DEFAULT_FACE_THRESHOLDS, faceOutcome, similarity } from './compare.js';
import { createFaceEngine } from './engine.js';

// The server's comparison on fixed pictures (fixtures/LICENCE.md): the same man in three different
// photos, and a woman. The models come from @vladmandic/human on disk; nothing is fetched.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const engine = createFaceEngine();

let man1: number[];
beforeAll(async () => {
  man1 = (await engine.read(fixture('man-1.png'))).descriptor!;
}, 60_000);

describe('the face engine', () => {
  it('finds one face and describes it with 1024 numbers', async () => {
    const reading = await engine.read(fixture('man-2.png'));
    expect(reading.faces).toBe(1);
    expect(reading.descriptor).toHaveLength(1024);
    expect(engine.model).toBe('human-3.3.6/faceres');
  });

  it('matches two different photos of the same man at the default thresholds', async () => {
    for (const name of ['man-2.png', 'man-3.png']) {
      const score = similarity(man1, (await engine.read(fixture(name))).descriptor!);
      expect(faceOutcome(score, DEFAULT_FACE_THRESHOLDS)).toBe('match');
    }
  });

  it('does not match a different person', async () => {
    const score = similarity(man1, (await engine.read(fixture('woman.png'))).descriptor!);
    expect(score).toBeLessThan(DEFAULT_FACE_THRESHOLDS.uncertain);
    expect(faceOutcome(score, DEFAULT_FACE_THRESHOLDS)).toBe('no_match');
  });

  it('finds no face in a plain picture', async () => {
    const plain = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#8a6d5a' } })
      .jpeg()
      .toBuffer();
    expect(await engine.read(plain)).toEqual({ faces: 0, descriptor: null });
  });

  it("describes a 500x300 selfie (the clock screen's size) as the same man", async () => {
    // The web's selfie size: the man's photo on a 500x300 frame. Its CPU is measured by
    // `npm run face:accuracy` (docs/face-check.md "CPU per check"), never timed in a test.
    const selfie = await sharp(fixture('man-2.png'))
      .extend({ top: 110, bottom: 110, left: 199, right: 199, background: '#556070' })
      .jpeg()
      .toBuffer();
    const reading = await engine.read(selfie);
    expect(reading.faces).toBe(1);
    expect(faceOutcome(similarity(man1, reading.descriptor!), DEFAULT_FACE_THRESHOLDS)).toBe('match');
  });
});
