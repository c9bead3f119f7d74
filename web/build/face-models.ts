import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * The face check's files (issue 49), from the npm packages themselves (nothing is downloaded):
 * five of `@vladmandic/human`'s models (the detector, the face mesh and iris for the blink challenge,
 * antispoof and liveness: about 6.4 MB) and TensorFlow.js's WebAssembly backend (the browser fetches
 * one of its three .wasm files).
 */
export const FACE_MODEL_FILES = [
  'blazeface.json',
  'blazeface.bin',
  'facemesh.json',
  'facemesh.bin',
  'iris.json',
  'iris.bin',
  'antispoof.json',
  'antispoof.bin',
  'liveness.json',
  'liveness.bin',
] as const;
const WASM_FILES = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];

export function faceFiles(): { name: string; bytes: Buffer }[] {
  const models = join(dirname(require.resolve('@vladmandic/human')), '..', 'models');
  const wasm = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return [
    ...FACE_MODEL_FILES.map((name) => ({ name, bytes: readFileSync(join(models, name)) })),
    ...WASM_FILES.map((name) => ({ name, bytes: readFileSync(join(wasm, name)) })),
  ];
}

/**
 * Copies the face files into the build at /assets/face-<hash>/ (a hash of their bytes: the gateway
 * serves /assets/ as immutable, and the service worker keeps /assets/ files on first use, never in
 * its precache) and tells the app the folder (import.meta.env.VITE_FACE_MODELS, config/env.ts).
 * A model's .json names its .bin beside it, so the names inside the folder stay the package's. In
 * `npm run dev` the same folder is answered from node_modules.
 */
export function faceModels(): Plugin {
  const files = faceFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.name).update(file.bytes);
  const folder = `assets/face-${hash.digest('hex').slice(0, 10)}/`;
  return {
    name: 'hadir:face-models',
    config: () => ({ define: { 'import.meta.env.VITE_FACE_MODELS': JSON.stringify(`/${folder}`) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.startsWith(`/${folder}`) ? request.url.slice(folder.length + 1) : null;
        const file = files.find((one) => one.name === name);
        if (!file) return next();
        response.setHeader('content-type', name!.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
        response.end(file.bytes);
      });
    },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: folder + file.name, source: file.bytes });
    },
  };
}

/** What the face worker's build gives for a TensorFlow.js backend it leaves out: nothing. */
const NO_BACKEND = '\0hadir-no-tfjs-backend';

/**
 * The face worker's build (vite.config.ts `worker.plugins`) with TensorFlow.js's WebAssembly backend
 * only (issue 49: the worker's file is compiled and run before every check, and a slow phone pays for
 * every byte of it). `@vladmandic/human`'s default browser build carries the whole of TensorFlow.js
 * inside (WebGL, WebGPU, CPU and wasm backends); its `human.esm-nobundle.js` imports the packages
 * instead, so here Human is that file, and the WebGL, WebGPU and CPU backends are an empty module (the
 * wasm backend takes the CPU backend's shared kernels from `dist/shared`, not its registration).
 * The worker's file: 1.56 MB → 1.21 MB.
 */
export function wasmOnlyFaceEngine(): Plugin {
  const nobundle = join(dirname(require.resolve('@vladmandic/human')), 'human.esm-nobundle.js');
  return {
    name: 'hadir:wasm-only-face-engine',
    enforce: 'pre',
    resolveId(id) {
      if (id === '@vladmandic/human') return nobundle;
      if (/^@tensorflow\/tfjs-backend-(webgl|webgpu)(\/|$)/.test(id)) return NO_BACKEND;
      if (id === '@tensorflow/tfjs-backend-cpu/dist/index.js') return NO_BACKEND;
      return null;
    },
    load: (id) => (id === NO_BACKEND ? 'export {};' : null),
  };
}
