import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { similarity, averageDescriptor } from '/work/wt/face/api/src/face/compare.js';
import { createFaceEngine } from '/work/wt/face/api/src/face/engine.js';
const f = (n: string) => readFileSync('/work/wt/face/api/src/face/fixtures/' + n);
const e = createFaceEngine();
const t = averageDescriptor([(await e.read(f('man-1.png'))).descriptor!, (await e.read(f('man-3.png'))).descriptor!, (await e.read(f('man-1.png'))).descriptor!]);
const variants = {
  raw: f('man-2.png'),
  framed220: await sharp(f('man-2.png')).resize({ width: 220 }).extend({ top: 60, bottom: 68, left: 140, right: 140, background: '#556070' }).jpeg().toBuffer(),
  framed102: await sharp(f('man-2.png')).extend({ top: 110, bottom: 110, left: 199, right: 199, background: '#556070' }).jpeg().toBuffer(),
  woman220: await sharp(f('woman.png')).resize({ width: 220 }).extend({ top: 60, bottom: 68, left: 140, right: 140, background: '#556070' }).jpeg().toBuffer(),
  woman: f('woman.png'),
};
for (const [k, v] of Object.entries(variants)) { const r = await e.read(v); console.log(k, r.faces, r.descriptor && similarity(t, r.descriptor).toFixed(3)); }
