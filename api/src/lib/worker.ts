import { Worker, type WorkerOptions } from 'node:worker_threads';

/** True when this module is running from its TypeScript source (tsx, Jest), not from dist/. */
const fromSource = import.meta.url.endsWith('.ts');

/**
 * A worker thread on one of the api's modules, named by its compiled file
 * (`new URL('./thread.js', import.meta.url)`). From dist/ that file is the entry; from the sources
 * the .ts file beside it is, started through ts-worker.mjs, which loads TypeScript in the thread.
 */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  if (!fromSource) return new Worker(entry, options);
  const source = new URL(entry.href.replace(/\.js$/, '.ts'));
  return new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    ...options,
    argv: [...(options.argv ?? []), source.href],
  });
}
