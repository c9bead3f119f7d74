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
  | { id: number; kind: 'load'; models: string }
  | { id: number; kind: 'check'; picture: Blob }
  | { id: number; kind: 'eyes'; frame: ImageBitmap };

/** A request as the page writes it, before its id. */
type Asked<Request> = Request extends unknown ? Omit<Request, 'id'> : never;

/** What a request answers: the faces (check), the eyes' opening (eyes), nothing (load). */
export type FaceValue = FoundFace[] | number | null;

/** `ms`: the worker's own time on the request (face-worker.ts), which the page marks for the bench. */
export type FaceReply = { id: number; ms: number } & ({ ok: true; value: FaceValue } | { ok: false; error: string });

/**
 * A live frame is read this wide at most: a phone's 1080 px frame as a tensor would cost more than the
 * models; at 480 px the eyes are still 30–50 px wide for the iris model (it reads them at 64 px). The
 * page scales it as it copies the frame (createImageBitmap), so only that much crosses to the worker.
 */
const FRAME_WIDTH = 480;

/** Starts a face worker: the app's own (face-worker.ts); a test passes a fake, as jsdom has no Worker. */
export type StartWorker = () => Worker;

const startFaceWorker: StartWorker = () =>
  new Worker(new URL('./face-worker.ts', import.meta.url), { type: 'module', name: 'face-check' });

/**
 * How long a request may go unanswered before the worker is taken for dead (a browser may end a worker
 * under memory pressure with no error event): its requests reject and the next starts a fresh one.
 * Counted from when the worker could start on it (it runs one request at a time: from its last reply,
 * or from the request if it was idle) and only while the page is shown (a hidden page's worker may be
 * frozen with it), so a request waiting behind another is never cut short. Each is many times what a
 * slow phone spends (docs/face-check.md "A worker that goes silent"): a cheap phone's selfie check
 * ~1 s and a frame 0.2–0.4 s (this machine's worker ×4 under a load of 9: at worst ~2.1 s and ~2.6 s); the
 * load, on a first use, fetches 6.8 MB of models and .wasm (about 4.5 minutes at 200 kbit/s) and
 * compiles them (~6.5 s at ×4).
 */
export const SILENT_AFTER_MS: Record<FaceRequest['kind'], number> = {
  load: 300_000,
  check: 10_000,
  eyes: 5_000,
};

/** One worker with its models loaded: asks it, until it fails (`broken`). */
interface Connection {
  ask(request: Asked<FaceRequest>, transfer?: Transferable[]): Promise<FaceValue>;
  readonly broken: boolean;
}

/**
 * Starts a worker and has it load the models and run one blank picture through them (the first run
 * compiles the backend's kernels); resolves once it has. A worker that cannot start or load rejects,
 * terminated. Once loaded, a failure of the worker (it threw outside a request, or crashed, or stopped
 * answering: SILENT_AFTER_MS) rejects every request in flight and marks it broken.
 */
async function connect(startWorker: StartWorker): Promise<Connection> {
  const worker = startWorker();
  const waiting = new Map<
    number,
    { kind: FaceRequest['kind']; resolve: (value: FaceValue) => void; reject: (failure: Error) => void }
  >();
  let broken: Error | null = null;
  let last = 0;
  const silence = watchForSilence(() => fail(new Error('face worker stopped answering')));

  const fail = (failure: Error) => {
    broken = failure;
    // For a test's account of a run (the page's other face marks beside it); jsdom has no performance.mark.
    performance.mark?.('hadir:face-worker-failed', { detail: failure.message });
    silence.stop();
    for (const { reject } of waiting.values()) reject(failure);
    waiting.clear();
    worker.terminate();
  };
  worker.addEventListener('message', ({ data: reply }: MessageEvent<FaceReply>) => {
    const asked = waiting.get(reply.id);
    if (!asked) return;
    waiting.delete(reply.id);
    // The worker goes on to the next request (the oldest waiting), given its own time from now.
    silence.workingOn(oldestKind(waiting));
    if (reply.ok) asked.resolve(reply.value);
    else asked.reject(new Error(reply.error));
    // The worker's time on it, on the page's clock (ending now), for the bench, which scales it to a slow
    // phone's; a browser (or jsdom) that cannot record it answers all the same.
    try {
      const now = performance.now();
      performance.measure(`hadir:face-worker-${asked.kind}`, { start: Math.max(0, now - reply.ms), end: now });
    } catch {
      // Only the bench reads it.
    }
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
      if (waiting.size === 0) silence.workingOn(request.kind);
      waiting.set(id, { kind: request.kind, resolve, reject });
      try {
        worker.postMessage({ ...request, id }, transfer);
      } catch (failure) {
        waiting.delete(id);
        if (waiting.size === 0) silence.workingOn(null);
        reject(failure instanceof Error ? failure : new Error(String(failure)));
      }
    });

  try {
    await ask({ kind: 'load', models: env.faceModels });
  } catch (failure) {
    silence.stop();
    worker.terminate();
    throw failure;
  }
  return {
    ask,
    get broken() {
      return broken !== null;
    },
  };
}

/** The kind of the oldest request still waiting (the one the worker is on), or null when none is. */
function oldestKind(waiting: Map<number, { kind: FaceRequest['kind'] }>): FaceRequest['kind'] | null {
  for (const { kind } of waiting.values()) return kind;
  return null;
}

/**
 * One timer for the request the worker is on: `workingOn` its kind when the worker goes from idle to
 * busy, and at each reply the next request's kind (or null, idle again). While the page is hidden the
 * timer does not run out; shown again, the request in hand gets its whole time afresh.
 */
function watchForSilence(onSilent: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: FaceRequest['kind'] | null = null;
  const arm = () => {
    clearTimeout(timer);
    timer = undefined;
    if (current === null) return;
    timer = setTimeout(() => {
      timer = undefined;
      // Hidden, the worker may have been frozen with the page: wait until it is shown again.
      if (typeof document !== 'undefined' && document.hidden) return;
      onSilent();
    }, SILENT_AFTER_MS[current]);
  };
  const onVisibility = () => {
    if (typeof document !== 'undefined' && !document.hidden) arm();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
  return {
    workingOn(kind: FaceRequest['kind'] | null) {
      current = kind;
      arm();
    },
    stop() {
      current = null;
      arm();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}

/**
 * The engine over one worker at a time. A worker that fails after it loaded (a crash on a frame or a
 * selfie: the requests in flight reject, which the hooks turn into "not_run") is replaced by the next
 * request, which starts a fresh worker and waits for its models (from the service worker's cache by
 * then). Once per failure: a fresh worker that fails at start ends the engine, and every later
 * request rejects at once (no loop of workers crashing as they start) until the page loads again.
 * A worker that cannot start or load the first time rejects here (load-face-engine.ts tries again on
 * its next call: offline before the models' first use, the network may come back).
 */
export async function loadFaceEngine(startWorker: StartWorker = startFaceWorker): Promise<FaceEngine> {
  let connection = await connect(startWorker);
  let restarting: Promise<Connection> | null = null;
  let dead: Error | null = null;

  const live = async (): Promise<Connection> => {
    if (dead) throw dead;
    if (!connection.broken) return connection;
    restarting ??= connect(startWorker).then(
      (fresh) => {
        connection = fresh;
        restarting = null;
        return fresh;
      },
      (failure: unknown) => {
        dead = failure instanceof Error ? failure : new Error(String(failure));
        restarting = null;
        throw dead;
      },
    );
    return restarting;
  };
  const ask = async (request: Asked<FaceRequest>, transfer?: Transferable[]) => (await live()).ask(request, transfer);

  return {
    check: async (picture) => (await ask({ kind: 'check', picture })) as FoundFace[],
    eyes: async (video) => {
      if (video.readyState < 2 || !video.videoWidth) return null;
      const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
      let frame: ImageBitmap;
      try {
        frame = await createImageBitmap(video, {
          resizeWidth: Math.round(video.videoWidth * scale),
          resizeHeight: Math.round(video.videoHeight * scale),
        });
      } catch {
        // No frame to take yet, as just after a camera starts (Chromium refused one 10 ms after a
        // retake's video was live, and the challenge ended there): no face seen in this frame, the next
        // frame tries again. A frame the worker cannot read still fails the challenge.
        return null;
      }
      try {
        // Transferred: the worker draws it and closes it (closing it here after that does nothing).
        return (await ask({ kind: 'eyes', frame }, [frame])) as number | null;
      } finally {
        frame.close();
      }
    },
  };
}
