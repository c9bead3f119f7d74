import { Human, type Config, type FaceResult } from '@vladmandic/human';
import { env } from '../../../config/env';
import { eyeOpenness } from './blink';
import { MIN_FACE_SHARE, type FoundFace } from './face-outcome';

/**
 * The clock screen's face check in the browser (issue 49): `@vladmandic/human`'s browser build
 * (ESM, TensorFlow.js inside) with five of its models, served from the web build's own copy of
 * the package's files (web/build/face-models.ts; nothing downloaded from elsewhere) and kept by the
 * service worker on first use. Only this module imports Human, and only load-face-engine.ts imports
 * this module, with import() once the screen is usable: no byte of it is in /clockin's first load.
 *
 * The models: BlazeFace (the faces and their boxes), the face mesh (the head's turn, the eyelids),
 * iris (the eyelids, refined: the blink challenge on the live video), antispoof and liveness (a
 * photo or a screen held to the camera). The descriptor (faceres, 7 MB) is not needed here: the api
 * compares the selfie with the template (api/src/face/).
 */

/**
 * The backend: WebAssembly (SIMD) on the CPU. At CPU ×4 on this Chromium it checked a selfie faster
 * than WebGL, which cheap phones run slowly or not at all (docs/face-check.md, the bench's face part).
 * The bench sets window.__hadirFaceBackend to measure the other.
 */
const backend = () =>
  ((globalThis as { __hadirFaceBackend?: 'wasm' | 'webgl' }).__hadirFaceBackend ?? 'wasm') as 'wasm' | 'webgl';

/** Which models a run uses: all are loaded once; a run turns off what it does not need. */
const faceModels = (run: { mesh: boolean; iris: boolean; spoof: boolean }) =>
  ({
    enabled: true,
    detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 4, minConfidence: 0.5, return: false },
    mesh: { enabled: run.mesh, modelPath: 'facemesh.json' },
    iris: { enabled: run.iris, modelPath: 'iris.json' },
    description: { enabled: false },
    emotion: { enabled: false },
    attention: { enabled: false },
    gear: { enabled: false },
    antispoof: { enabled: run.spoof, modelPath: 'antispoof.json' },
    liveness: { enabled: run.spoof, modelPath: 'liveness.json' },
  }) as Config['face'];

/** The selfie: the faces, the head's turn (the mesh) and the two spoof models; no iris. */
const STILL = { face: faceModels({ mesh: true, iris: false, spoof: true }) };
/** A frame of the live video for the blink challenge: the mesh and the iris model (the eyelids) only. */
const FRAME = { face: faceModels({ mesh: true, iris: true, spoof: false }) };

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
  // Loads every model the runs use; each run then says which it wants.
  face: faceModels({ mesh: true, iris: true, spoof: true }),
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
});

/**
 * A live frame is read this wide at most: a phone's 1080 px frame as a tensor would cost more than the
 * models; at 480 px the eyes are still 30–50 px wide for the iris model (it reads them at 64 px).
 */
const FRAME_WIDTH = 480;

export interface FaceEngine {
  /** The faces in a picture and what the models said of each (face-outcome.ts). */
  check(picture: Blob): Promise<FoundFace[]>;
  /** How open the eyes are in the live video's current frame (blink.ts); null unless it shows one face. */
  eyes(video: HTMLVideoElement): Promise<number | null>;
}

const RADIANS = 180 / Math.PI;

function found(face: FaceResult, width: number, height: number): FoundFace {
  const [left, top, boxWidth, boxHeight] = face.box;
  return {
    box: { left: left / width, top: top / height, width: boxWidth / width, height: boxHeight / height },
    real: face.real ?? null,
    live: face.live ?? null,
    yaw: face.rotation ? face.rotation.angle.yaw * RADIANS : null,
    pitch: face.rotation ? face.rotation.angle.pitch * RADIANS : null,
  };
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
  // One run at a time: a live frame still running when the selfie is taken finishes first.
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(work: () => Promise<T>) => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const frame = new OffscreenCanvas(FRAME_WIDTH, FRAME_WIDTH);
  return {
    check: (picture) =>
      run(async () => {
        const bitmap = await createImageBitmap(picture);
        try {
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
          const result = await human.detect(canvas as unknown as HTMLCanvasElement, STILL);
          return result.face.map((face) => found(face, bitmap.width, bitmap.height));
        } finally {
          bitmap.close();
        }
      }),
    eyes: (video) =>
      run(async () => {
        if (video.readyState < 2 || !video.videoWidth) return null;
        const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
        frame.width = Math.round(video.videoWidth * scale);
        frame.height = Math.round(video.videoHeight * scale);
        frame.getContext('2d')!.drawImage(video, 0, 0, frame.width, frame.height);
        const result = await human.detect(frame as unknown as HTMLCanvasElement, FRAME);
        const counted = result.face.filter((face) => face.box[2] / frame.width >= MIN_FACE_SHARE);
        return counted.length === 1 ? eyeOpenness(counted[0].mesh) : null;
      }),
  };
}
