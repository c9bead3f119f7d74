import { env } from '../../../config/env';
import type { FoundFace } from './face-outcome';

/**
 * The clock screen's face check in the browser (issue 49), on the page's side: the models run in a
 * dedicated module Web Worker (face-worker.ts, the only module that imports Human), so that neither
 * the blink challenge's frames nor the selfie's check hold the page's main thread. Only
 * load-face-engine.ts imports this module, with import() once the screen is usable; the worker's own
 * file (Human and TensorFlow.js) is fetched when it starts: no byte of either is in /clockin's first load.
 */

export interface FaceEngine {
  /** The faces in a picture and what the models said of each (face-outcome.ts). */
  check(picture: Blob): Promise<FoundFace[]>;
  /** How open the eyes are in the live video's current frame (blink.ts); null unless it shows one face. */
  eyes(video: HTMLVideoElement): Promise<number | null>;
}

/** What the page asks the worker; each request gets one FaceReply with its id. */
export type FaceRequest =
  | { id: number; kind: 'load'; models: string; backend: 'wasm' | 'webgl' }
  | { id: number; kind: 'check'; picture: Blob }
  | { id: number; kind: 'eyes'; frame: ImageBitmap };

/** A request as the page writes it, before its id. */
type Asked<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/** What a request answers: the faces (check), the eyes' opening (eyes), nothing (load). */
export type FaceValue = FoundFace[] | number | null;

/** `ms`: the worker's own time on the request (face-worker.ts), which the page marks for the bench. */
export type FaceReply = { id: number; ms: number } & ({ ok: true; value: FaceValue } | { ok: false; error: string });

/**
 * The backend: WebAssembly (SIMD) on the CPU (face-worker.ts). The bench sets window.__hadirFaceBackend
 * to measure WebGL; the worker has no window, so the page passes it on.
 */
const backend = () =>
  ((globalThis as { __hadirFaceBackend?: 'wasm' | 'webgl' }).__hadirFaceBackend ?? 'wasm') as 'wasm' | 'webgl';

/**
 * A live frame is read this wide at most: a phone's 1080 px frame as a tensor would cost more than the
 * models; at 480 px the eyes are still 30–50 px wide for the iris model (it reads them at 64 px). The
 * page scales it as it copies the frame (createImageBitmap), so only that much crosses to the worker.
 */
const FRAME_WIDTH = 480;

/**
 * Starts the worker, has it load the models and run one blank picture through them (the first run
 * compiles the backend's kernels), and resolves once it has: the selfie's check is then the check
 * alone. A worker that cannot start (an old browser, its file not fetched offline) or fails rejects
 * what it was asked, which the hooks turn into "not_run" and nothing asked.
 */
export async function loadFaceEngine(): Promise<FaceEngine> {
  const worker = new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face-check' });
  const waiting = new Map<
    number,
    { kind: FaceRequest['kind']; resolve: (value: FaceValue) => void; reject: (failure: Error) => void }
  >();
  let broken: Error | null = null;
  let last = 0;

  const fail = (failure: Error) => {
    broken = failure;
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
    worker.terminate();
  };
  worker.addEventListener('message', ({ data: reply }: MessageEvent<FaceReply>) => {
    const asked = waiting.get(reply.id);
    if (!asked) return;
    waiting.delete(reply.id);
    // The worker's time on it, on the page's clock (ending now): the bench scales it to a slow phone.
    const now = performance.now();
    performance.measure(`hadir:face-worker-${asked.kind}`, { start: Math.max(0, now - reply.ms), end: now });
    if (reply.ok) asked.resolve(reply.value);
    else asked.reject(new Error(reply.error));
  });
  // The worker's file or its module did not load, or it threw outside a request.
  worker.addEventListener('error', (event) => fail(new Error(event.message || 'face worker failed')));
  worker.addEventListener('messageerror', () => fail(new Error('face worker message not readable')));

  const ask = (request: Asked<FaceRequest>, transfer: Transferable[] = []) =>
    new Promise<FaceValue>((resolve, reject) => {
      if (broken) {
        reject(broken);
        return;
      }
      last += 1;
      const id = last;
      waiting.set(id, { kind: request.kind, resolve, reject });
      try {
        worker.postMessage({ ...request, id }, transfer);
      } catch (failure) {
        waiting.delete(id);
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    });

  try {
    await ask({ kind: 'load', models: env.faceModels, backend: backend() });
  } catch (failure) {
    worker.terminate();
    throw failure;
  }
  return {
    check: async (picture) => (await ask({ kind: 'check', picture })) as FoundFace[],
    eyes: async (video) => {
      if (video.readyState < 2 || !video.videoWidth) return null;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      const frame = await createImageBitmap(video, {
        resizeWidth: Math.round(video.videoWidth * scale),
        resizeHeight: Math.round(video.videoHeight * scale),
      });
      try {
        // Transferred: the worker draws it and closes it (closing it here after that does nothing).
        return (await ask({ kind: 'eyes', frame }, [frame])) as number | null;
      } finally {
        frame.close();
      }
    },
  };
}
