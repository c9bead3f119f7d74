import { Human, type Config } from '@vladmandic/human';
import { env } from '../../../config/env';
import { faceOutcome, type FaceOutcome } from './face-outcome';

/**
 * The clock screen's face check in the browser (issue 49): `@vladmandic/human`'s browser build
 * (ESM, TensorFlow.js inside) with three of its models, served from the web build's own copy of
 * the package's files (web/build/face-models.ts; nothing downloaded from elsewhere) and kept by the
 * service worker on first use. Only this module imports Human, and only use-face-check.ts imports
 * this module, with import() once the screen is usable: no byte of it is in /clockin's first load.
 *
 * The models: BlazeFace (the faces and their boxes), antispoof and liveness (a photo or a screen
 * held to the camera). The descriptor (faceres, 7 MB) is not needed here: the api compares the
 * selfie with the template (api/src/face/).
 */

/**
 * The backend: WebAssembly (SIMD) on the CPU. At CPU ×4 on this Chromium it checked a selfie faster
 * than WebGL, which cheap phones run slowly or not at all (docs/face-check.md, the bench's face part).
 * The bench sets window.__hadirFaceBackend to measure the other.
 */
const backend = () =>
  ((globalThis as { __hadirFaceBackend?: 'wasm' | 'webgl' }).__hadirFaceBackend ?? 'wasm') as 'wasm' | 'webgl';

const config = (): Partial<Config> => ({
  backend: backend(),
  modelBasePath: env.faceModels,
  wasmPath: env.faceModels,
  // The .wasm files come from the same folder; Human would otherwise ask a CDN.
  wasmPlatformFetch: false,
  debug: false,
  async: true,
  warmup: 'none',
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 4, minConfidence: 0.5, return: false },
    mesh: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    attention: { enabled: false },
    gear: { enabled: false },
    antispoof: { enabled: true, modelPath: 'antispoof.json' },
    liveness: { enabled: true, modelPath: 'liveness.json' },
  } as Config['face'],
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
});

export interface FaceEngine {
  /** What the faces in a picture come to (face-outcome.ts). */
  check(picture: Blob): Promise<FaceOutcome>;
}

/**
 * Loads the models and runs one blank picture through them (the first run compiles the backend's
 * kernels), so the selfie's check is the check alone. Not Human's warmup(): it fetches a data: URL,
 * which the app's connect-src refuses.
 */
export async function loadFaceEngine(): Promise<FaceEngine> {
  const human = new Human(config());
  await human.load();
  await human.detect(new OffscreenCanvas(160, 120) as unknown as HTMLCanvasElement);
  return {
    async check(picture) {
      const bitmap = await createImageBitmap(picture);
      try {
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
        const result = await human.detect(canvas as unknown as HTMLCanvasElement);
        return faceOutcome(
          result.face.map((face) => ({
            widthShare: face.box[2] / bitmap.width,
            real: face.real ?? null,
            live: face.live ?? null,
          })),
        );
      } finally {
        bitmap.close();
      }
    },
  };
}
