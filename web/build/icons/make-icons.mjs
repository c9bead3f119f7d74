// Draws the app's PNG icons from icon.svg, once: `node web/build/icons/make-icons.mjs`.
// The PNGs are committed in web/public/icons (the build only copies them; sharp is not needed there).
// Sizes: 192 and 512 for Android's install and splash (512 also as maskable), 180 for iOS's home screen.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const svg = new URL('./icon.svg', import.meta.url);
const out = new URL('../../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon-180.png', 180],
]) {
  await sharp(svg.pathname, { density: 300 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(new URL(name, out).pathname);
  console.log('wrote', name);
}
