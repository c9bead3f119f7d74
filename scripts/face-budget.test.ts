import { describe, expect, it } from '@jest/globals';
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { faceFiles } from '../web/build/face-models.js';

// Issue 49's byte budget for the clock screen's face check, checked without a build (the bytes do not
// vary): the models and .wasm files the web build copies (web/build/face-models.ts) and Human's
// browser build, whose code is most of the face worker's file (face-worker-*.js, the models run in a Web
// Worker; the page's own part is ~1 KB), at most 10 MB together.
const require = createRequire(import.meta.url);
const MB = 1024 * 1024;

describe("the face check's files (issue 49)", () => {
  it('are at most 10 MB with the engine, a phone fetching the models and one .wasm file', () => {
    const files = faceFiles();
    const models = files
      .filter((file) => !file.name.endsWith('.wasm'))
      .reduce((sum, file) => sum + file.bytes.length, 0);
    const wasm = Math.max(...files.filter((file) => file.name.endsWith('.wasm')).map((file) => file.bytes.length));
    const engine = statSync(join(dirname(require.resolve('@vladmandic/human')), 'human.esm.js')).size;
    // The detector, antispoof and liveness (2.0 MB), and for the blink challenge the face mesh (1.5 MB)
    // and iris (2.6 MB).
    expect(models).toBeLessThan(6.5 * MB);
    expect(models + wasm + engine).toBeLessThanOrEqual(10 * MB);
  });

  it('never include the 7 MB descriptor model: the api compares faces, the browser only counts them', () => {
    expect(faceFiles().map((file) => file.name)).not.toContain('faceres.bin');
  });
});
