import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { startWorker } from '../lib/worker.js';
import type { FaceThreadReply, FaceThreadRequest } from './thread.js';

/**
 * Face descriptors on the server (issue 49), from `@vladmandic/human` with its models read from the
 * package on disk and TensorFlow.js's WebAssembly backend (`@tensorflow/tfjs-backend-wasm`, whose
 * .wasm files ship in that package): nothing is downloaded at install or at run time, and no
 * picture leaves the server. Loaded once per process on first use (about 0.1 s); each call decodes
 * the picture (sharp), shrinks it to at most DETECT_WIDTH pixels wide, finds faces (BlazeFace +
 * FaceMesh) and describes the largest one (the package's `faceres` model: 1024 numbers).
 */

const require = createRequire(import.meta.url);

type HumanModule = typeof import('@vladmandic/human');
export type Human = InstanceType<HumanModule['Human']>;

// The package's "exports" names its builds without "./", which Node does not resolve: the Node
// WebAssembly build is found beside the main entry instead.
const humanDist = path.dirname(require.resolve('@vladmandic/human'));
const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep;
const modelDir = path.join(humanDist, '..', 'models');

/** Pictures are described at most this wide: a 500x300 selfie as it is, a phone's full frame shrunk. */
const DETECT_WIDTH = 640;

export interface FaceReading {
  /** Faces found in the picture. */
  faces: number;
  /** The largest face's descriptor; null when no face was found. */
  descriptor: number[] | null;
}

export interface FaceEngine {
  /** Names the model a score was made with: stored with every record and template. */
  model: string;
  read(bytes: Buffer): Promise<FaceReading>;
}

type WeightsManifest = { paths: string[]; weights: unknown[] }[];

/** Reads a TensorFlow.js graph model (model.json and its weight files) from disk: a file:// URL. */
function fileLoader(tf: Human['tf']) {
  return (url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = new URL(url).pathname;
    return {
      load: async () => {
        const json = JSON.parse(await fs.readFile(file, 'utf8'));
        return tf.io.getModelArtifactsForJSON(json, async (manifest: WeightsManifest) => {
          const specs = manifest.flatMap((group) => group.weights);
          const parts = await Promise.all(
            manifest.flatMap((group) => group.paths.map((name) => fs.readFile(path.join(path.dirname(file), name)))),
          );
          const all = Buffer.concat(parts);
          return [specs as never, all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength)];
        });
      },
    };
  };
}

let fileRouterRegistered = false;

/**
 * One Human instance on the wasm backend with the package's models read from disk. `face` replaces
 * parts of the engine's face settings: `npm run face:accuracy` also runs the clock screen's
 * antispoof and liveness models with it, as the browser does (mesh off).
 */
export async function loadHuman(face: Partial<Human['config']['face']> = {}): Promise<Human> {
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
  wasm.setWasmPaths(wasmDist);
  const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as HumanModule;
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDist,
    modelBasePath: 'file://' + modelDir + '/',
    debug: false,
    cacheSensitivity: 0,
    face: {
      enabled: true,
      // No roll correction: measured on the facematch set (docs/face-check.md), turning the face
      // upright before describing it lowered genuine scores (one from 0.76 to 0.47) and no impostor's.
      detector: { rotation: false, maxDetected: 5, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      description: { enabled: true },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      ...face,
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    filter: { enabled: false },
  });
  // TensorFlow.js keeps one registry of load routers per process: a second router for file:// (a
  // second instance, as the accuracy script makes) would make every model's URL ambiguous.
  if (!fileRouterRegistered) {
    human.tf.io.registerLoadRouter(fileLoader(human.tf) as never);
    fileRouterRegistered = true;
  }
  await human.load();
  return human;
}

/** The model a reading is made with: the package's version and the descriptor model's name. */
const modelName = () =>
  `human-${(require(path.join(humanDist, '..', 'package.json')) as { version: string }).version}/faceres`;

/** The descriptor of the largest face in a PNG or JPEG, by one Human instance (calls run one at a time). */
export function createFaceEngine(): FaceEngine {
  let loading: Promise<Human> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const human = () => (loading ??= loadHuman());
  const read = async (bytes: Buffer): Promise<FaceReading> => {
    const engine = await human();
    const { data, info } = await sharp(bytes, { autoOrient: true, failOn: 'error' })
      .resize({ width: DETECT_WIDTH, withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = engine.tf.tensor4d(Int32Array.from(data), [1, info.height, info.width, 3], 'int32');
    try {
      const result = await engine.detect(tensor as never);
      const faces = result.face.filter((face) => (face.embedding?.length ?? 0) > 0);
      const largest = faces.sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
      return { faces: result.face.length, descriptor: largest ? Array.from(largest.embedding!) : null };
    } finally {
      engine.tf.dispose(tensor);
    }
  };
  return {
    model: modelName(),
    read(bytes) {
      const next = queue.then(() => read(bytes));
      queue = next.catch(() => undefined);
      return next;
    },
  };
}

/**
 * The same engine in a worker thread of its own (thread.ts), for the api: started on the first
 * picture, kept while the process lives (it does not hold the process open), started again if it
 * dies. A thread that fails a picture answers that picture with the error.
 */
export function createThreadedFaceEngine(): FaceEngine {
  let thread: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (reading: FaceReading) => void; reject: (error: Error) => void }>();
  const start = () => {
    const worker = startWorker(new URL('./thread.js', import.meta.url), {});
    worker.unref();
    worker.on('message', (reply: FaceThreadReply) => {
      const pending = waiting.get(reply.id);
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      if ('error' in reply) pending?.reject(new Error(reply.error));
      else pending?.resolve(reply.reading);
    });
    const fail = (error: Error) => {
      if (thread === worker) thread = null;
      for (const pending of waiting.values()) pending.reject(error);
      waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the face engine's thread ended (exit code ${code})`)));
    return worker;
  };
  return {
    model: modelName(),
    read(bytes) {
      thread ??= start();
      const id = next++;
      const worker = thread;
      return new Promise<FaceReading>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        // Held open while a picture is being read, so a shutdown waiting on it sees it through.
        worker.ref();
        worker.postMessage({ id, bytes: new Uint8Array(bytes) } satisfies FaceThreadRequest);
      });
    },
  };
}
