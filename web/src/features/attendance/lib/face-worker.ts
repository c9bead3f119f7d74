import { Human, type Config, type FaceResult } from '@vladmandic/human';
import { eyeOpenness } from './blink';
import { MIN_FACE_SHARE, type FoundFace } from './face-outcome';
import type { FaceReply, FaceRequest, FaceValue } from './face-engine';

/**
 * The face check's models, in a dedicated Web Worker off the page's main thread (issue 49): at CPU ×4
 * a frame of the blink challenge is 200–420 ms of work and the selfie's check 400–700 ms, which on the
 * main thread held the page (a tap on Capture waited for the frame in hand). face-engine.ts starts this
 * worker and speaks to it by messages (FaceRequest, FaceReply); only this module imports Human.
 *
 * `@vladmandic/human`'s browser build (ESM, TensorFlow.js inside) with five of its models, served from
 * the web build's own copy of the package's files (web/build/face-models.ts; nothing downloaded from
 * elsewhere) and kept by the service worker on first use (it controls this worker's fetches too).
 *
 * The models: BlazeFace (the faces and their boxes), the face mesh (the head's turn, the eyelids),
 * iris (the eyelids, refined: the blink challenge on the live video), antispoof and liveness (a
 * photo or a screen held to the camera). The descriptor (faceres, 7 MB) is not needed here: the api
 * compares the selfie with the template (api/src/face/).
 */

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

/**
 * The backend: WebAssembly (SIMD) on the CPU, the only one this worker's build holds (web/vite.config.ts
 * leaves TensorFlow.js's WebGL, WebGPU and CPU backends out of it). At CPU ×4 on this Chromium it checked
 * a selfie faster than WebGL, which cheap phones run slowly or not at all (docs/face-check.md).
 */
const config = (models: string): Partial<Config> => ({
  backend: 'wasm',
  modelBasePath: models,
  wasmPath: models,
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

/** A picture drawn on a canvas Human reads (it takes no ImageBitmap of every browser's making). */
function drawn(bitmap: ImageBitmap): OffscreenCanvas {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return canvas;
}

/**
 * Loads the models and runs one blank picture through them (the first run compiles the backend's
 * kernels), so the selfie's check is the check alone. Not Human's warmup(): it fetches a data: URL,
 * which the app's connect-src refuses.
 */
async function load(models: string) {
  const human = new Human(config(models));
  await human.load();
  await human.detect(new OffscreenCanvas(160, 120) as unknown as HTMLCanvasElement);
  return {
    async check(picture: Blob): Promise<FoundFace[]> {
      const bitmap = await createImageBitmap(picture);
      try {
        const result = await human.detect(drawn(bitmap) as unknown as HTMLCanvasElement, STILL);
        return result.face.map((face) => found(face, bitmap.width, bitmap.height));
      } finally {
        bitmap.close();
      }
    },
    async eyes(frame: ImageBitmap): Promise<number | null> {
      try {
        const result = await human.detect(drawn(frame) as unknown as HTMLCanvasElement, FRAME);
        const counted = result.face.filter((face) => face.box[2] / frame.width >= MIN_FACE_SHARE);
        return counted.length === 1 ? eyeOpenness(counted[0].mesh) : null;
      } finally {
        frame.close();
      }
    },
  };
}

/** This worker's side of postMessage (the DOM's own types describe a window's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FaceRequest>) => void) | null;
  postMessage(reply: FaceReply): void;
};

let engine: Promise<{ value: Awaited<ReturnType<typeof load>>; ms: number }> | null = null;
// One run at a time: a live frame still running when the selfie is taken finishes first.
let queue: Promise<unknown> = Promise.resolve();
const run = <T>(work: () => Promise<T>) => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * The worker's own time on each request goes with its answer (`ms`): Chromium slows a page's main thread
 * for the bench's CPU ×4 but cannot slow a worker (CDP: "only supported for pages, not workers"), so the
 * bench scales this time itself (scripts/bench/face.ts). The time the work ran, not its wait in the queue.
 */
const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
};

const answer = (id: number, work: () => Promise<{ value: FaceValue; ms: number }>) =>
  work().then(
    ({ value, ms }) => scope.postMessage({ id, ok: true, value, ms }),
    (failure: unknown) => scope.postMessage({ id, ok: false, error: String(failure), ms: 0 }),
  );

scope.onmessage = ({ data: request }) => {
  if (request.kind === 'load') {
    // The load's time is the worker's whole life until the models answered (its clock starts as it is
    // created): its own file fetched, parsed and run, then the models. A second ask gets the same time.
    engine ??= load(request.models).then((value) => ({ value, ms: performance.now() }));
    const loading = engine;
    void answer(request.id, async () => ({ value: null, ms: (await loading).ms }));
    return;
  }
  if (!engine) {
    if (request.kind === 'eyes') request.frame.close();
    scope.postMessage({ id: request.id, ok: false, error: 'not loaded', ms: 0 });
    return;
  }
  const loaded = engine;
  void answer(request.id, () =>
    run(async () => {
      const { value: models } = await loaded;
      return timed<FaceValue>(() =>
        request.kind === 'check' ? models.check(request.picture) : models.eyes(request.frame),
      );
    }),
  );
};
